import { Button, Stack, Text } from '@chakra-ui/react';
import { TextLink } from '../../components/TextLink.tsx';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'wouter';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import { FormAlert } from '../../components/PageStates.tsx';
import { TextField } from '../../components/TextField.tsx';
import { trpc } from '../../lib/trpc.ts';
import { LIMITS } from '../../../../shared/limits/limits.ts';
import { APP_MESSAGES } from '../../../../shared/common/app-messages.ts';
import { preloadAuthValidation, validateAuthForm } from '../../features/auth/validate-auth-form.ts';

function RequestResetForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const request = trpc.auth.requestPasswordReset.useMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = await validateAuthForm('requestPasswordResetInput', { email });
    setError(invalid?.email);
    if (!invalid) request.mutate({ email });
  };
  if (request.isSuccess) return <FormAlert status="success" message={APP_MESSAGES.resetMailSent} />;
  return (
    <form onSubmit={submit} onFocus={preloadAuthValidation} noValidate>
      <Stack gap="4">
        <Text color="fg.muted">Enter your e-mail and we will send you a link to choose a new password.</Text>
        <FormAlert status="error" message={request.error?.message ?? null} />
        <TextField label="E-mail" type="email" autoComplete="email" value={email} onChange={setEmail} error={error} />
        <Button type="submit" colorPalette="teal" loading={request.isPending}>
          Send reset link
        </Button>
      </Stack>
    </form>
  );
}

function ResetForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const utils = trpc.useUtils();
  const reset = trpc.auth.resetPassword.useMutation({ onSuccess: () => utils.auth.me.setData(undefined, null) });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = await validateAuthForm('resetPasswordInput', { token, password });
    setError(invalid?.password ?? invalid?.token);
    if (!invalid) reset.mutate({ token, password });
  };
  if (reset.isSuccess) {
    return (
      <Stack gap="4">
        <FormAlert status="success" message={APP_MESSAGES.passwordReset} />
        <Button asChild colorPalette="teal">
          <Link href="/login">Sign in</Link>
        </Button>
      </Stack>
    );
  }
  return (
    <form onSubmit={submit} onFocus={preloadAuthValidation} noValidate>
      <Stack gap="4">
        <FormAlert status="error" message={reset.error?.message ?? null} />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          error={error}
          helper={`At least ${LIMITS.password.min} characters.`}
        />
        <Button type="submit" colorPalette="teal" loading={reset.isPending}>
          Set new password
        </Button>
      </Stack>
    </form>
  );
}

export default function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthLayout title={token ? 'Choose a new password' : 'Forgot your password?'} footer={<TextLink href="/login">Back to sign in</TextLink>}>
      {token ? <ResetForm token={token} /> : <RequestResetForm />}
    </AuthLayout>
  );
}
