import { Button, Separator, Stack, Text } from '@chakra-ui/react';
import { TextLink } from '../../components/TextLink.tsx';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import { FormAlert } from '../../components/PageStates.tsx';
import { TextField } from '../../components/TextField.tsx';
import { loginErrorMessage, redirectErrorMessage } from '../../features/auth/login-error-message.ts';
import { safeReturnPath } from '../../../../shared/auth/return-path.ts';
import { trpc } from '../../lib/trpc.ts';
import { preloadAuthValidation, validateAuthForm } from '../../features/auth/validate-auth-form.ts';
import { useAuthLink } from '../../features/auth/use-return-here.ts';

export default function LoginPage() {
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const utils = trpc.useUtils();
  const config = trpc.system.config.useQuery();
  const signOut = trpc.auth.signOut.useMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const loggedOut = params.get('logout') === 'true';
  const retried = useRef(false);
  const signUpHref = useAuthLink('sign-up');

  // After a logout whose request failed, the cookie may still be there: ask once more.
  useEffect(() => {
    if (loggedOut && !retried.current) {
      retried.current = true;
      signOut.mutate(undefined, { onSettled: () => utils.auth.me.setData(undefined, null) });
    }
  }, [loggedOut, signOut, utils]);

  const signIn = trpc.auth.signIn.useMutation({
    onSuccess: async () => {
      await utils.auth.me.invalidate();
      navigate(safeReturnPath(params.get('next')) ?? '/home');
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The last attempt's answer goes with it: it was about the values as they were then.
    signIn.reset();
    const invalid = await validateAuthForm('signInInput', { email, password });
    setErrors(invalid ?? {});
    if (!invalid) signIn.mutate({ email, password });
  };

  const redirectError = redirectErrorMessage(params.get('error'));

  return (
    <AuthLayout
      title="Sign in"
      footer={
        <>
          <Text>
            New here? <TextLink href={signUpHref}>Create an account</TextLink>
          </Text>
          <TextLink href="/forgot-password">Forgot your password?</TextLink>
        </>
      }
    >
      {loggedOut && <FormAlert status="info" message="You have been signed out." />}
      <FormAlert status="error" message={signIn.error ? loginErrorMessage(signIn.error) : redirectError} />
      <form onSubmit={submit} onFocus={preloadAuthValidation} noValidate>
        <Stack gap="4">
          <TextField label="E-mail" type="email" autoComplete="email" value={email} onChange={setEmail} error={errors.email} />
          <TextField label="Password" type="password" autoComplete="current-password" value={password} onChange={setPassword} error={errors.password} />
          <Button type="submit" colorPalette="teal" loading={signIn.isPending}>
            Sign in
          </Button>
        </Stack>
      </form>
      {config.data?.googleSignIn && (
        <>
          <Separator />
          <Button asChild variant="outline">
            <a href="/auth/google">Continue with Google</a>
          </Button>
        </>
      )}
    </AuthLayout>
  );
}
