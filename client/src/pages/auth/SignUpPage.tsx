import { Button, Separator, Stack, Text } from '@chakra-ui/react';
import { TextLink } from '../../components/TextLink.tsx';
import { useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import { FormAlert } from '../../components/PageStates.tsx';
import { TextField } from '../../components/TextField.tsx';
import { trpc } from '../../lib/trpc.ts';
import { LIMITS } from '../../../../shared/limits/limits.ts';
import { PRODUCT_NAME } from '../../../../shared/common/constants.ts';
import { preloadAuthValidation, validateAuthForm } from '../../features/auth/validate-auth-form.ts';
import { safeReturnPath } from '../../../../shared/auth/return-path.ts';
import { useAuthLink } from '../../features/auth/use-return-here.ts';
import { INVITATION_MESSAGES } from '../../../../shared/auth/invitation-messages.ts';

export default function SignUpPage() {
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const config = trpc.system.config.useQuery();
  // An invitation's link (team or event) carries the address, a token proving it, and the page to land on.
  const [params] = useSearchParams();
  const inviteToken = params.get('invite');
  // Who invited the visitor, and to what: a stranger's sign-up form otherwise. A bad token shows nothing.
  const invitation = trpc.auth.invitation.useQuery({ token: inviteToken ?? '' }, { enabled: Boolean(inviteToken), retry: false, staleTime: Infinity });
  const invited = invitation.data;
  const next = safeReturnPath(params.get('next'));
  const signInHref = useAuthLink('login');
  const [email, setEmail] = useState(() => (inviteToken ? (params.get('email') ?? '') : ''));
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const signUp = trpc.auth.signUp.useMutation({
    onSuccess: async () => {
      await utils.auth.me.invalidate();
      // An invitee is asked for a display name only before answering (issue 31); the rest waits on Home.
      const query = new URLSearchParams({ ...(inviteToken ? { invited: '1' } : {}), ...(next ? { next } : {}) }).toString();
      navigate(query ? `/user-onboarding?${query}` : '/user-onboarding');
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The last attempt's answer goes with it: it was about the values as they were then.
    signUp.reset();
    const invalid = await validateAuthForm('signUpInput', { email, password });
    setErrors(invalid ?? {});
    if (!invalid) signUp.mutate({ email, password, ...(inviteToken ? { inviteToken } : {}) });
  };

  return (
    <AuthLayout
      title={`Join ${PRODUCT_NAME}`}
      footer={
        <>
          <Text>
            Already have an account? <TextLink href={signInHref}>Sign in</TextLink>
          </Text>
          <Text>
            New here? <TextLink href="/features">See what {PRODUCT_NAME} does</TextLink>
          </Text>
        </>
      }
    >
      <FormAlert
        status="info"
        message={
          invited
            ? `${INVITATION_MESSAGES.invitedYou(invited.inviterName, invited.kind, invited.title)} ${INVITATION_MESSAGES.createToAnswer(invited.kind)}`
            : null
        }
      />
      <FormAlert status="error" message={signUp.error?.message ?? null} />
      <form onSubmit={submit} onFocus={preloadAuthValidation} noValidate>
        <Stack gap="4">
          <TextField label="E-mail" type="email" autoComplete="email" value={email} onChange={setEmail} error={errors.email} />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            error={errors.password}
            helper={`At least ${LIMITS.password.min} characters.`}
          />
          <Button type="submit" colorPalette="teal" loading={signUp.isPending}>
            Create account
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
