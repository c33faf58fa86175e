import { Button, Stack, Text } from '@chakra-ui/react';
import { linkErrorMessage } from '../../lib/errors.ts';
import { TextLink } from '../../components/TextLink.tsx';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { AuthLayout } from '../../components/AuthLayout.tsx';
import { FormAlert, PageLoading } from '../../components/PageStates.tsx';
import { useCurrentUser } from '../../features/auth/use-current-user.ts';
import { trpc } from '../../lib/trpc.ts';
import { APP_MESSAGES } from '../../../../shared/common/app-messages.ts';
import { MESSAGES } from '../../../../shared/common/spec-messages.ts';
import { notify } from '../../components/ToasterHost.tsx';

/** Opened from the mail: the token is spent once, then the page says so. */
function ConfirmToken({ token }: { token: string }) {
  const utils = trpc.useUtils();
  const verify = trpc.auth.verifyEmail.useMutation({ onSuccess: () => utils.auth.me.invalidate() });
  const sent = useRef(false);
  useEffect(() => {
    if (!sent.current) {
      sent.current = true;
      verify.mutate({ token });
    }
  }, [token, verify]);
  if (verify.isPending || verify.isIdle) return <PageLoading label="Verifying your e-mail..." />;
  if (verify.isError) return <SpentLink message={linkErrorMessage(verify.error, APP_MESSAGES.invalidLink)} />;
  return <Verified message={MESSAGES.emailVerified} />;
}

/** Done: the address is proven, and Home is next. */
function Verified({ message }: { message: string }) {
  return (
    <Stack gap="4">
      <FormAlert status="success" message={message} />
      <Button asChild colorPalette="teal">
        <Link href="/home">Continue</Link>
      </Button>
    </Stack>
  );
}

/**
 * A link opened a second time, or too late: a verified user is told they are done; anyone else
 * gets the page that sends a new link (or asks them to sign in first).
 */
function SpentLink({ message }: { message: string }) {
  const { user, isPending } = useCurrentUser();
  if (isPending) return <PageLoading />;
  if (user?.emailVerified) return <Verified message={APP_MESSAGES.alreadyVerified} />;
  return (
    <Stack gap="4">
      <FormAlert status="error" message={message} />
      <Button asChild colorPalette="teal">
        <Link href="/verify-email">Get a new link</Link>
      </Button>
    </Stack>
  );
}

/** After sign-up: check your mail, resend, or reload to see whether the link was followed. */
function AwaitVerification() {
  const { user, isPending, refetch } = useCurrentUser();
  const [checked, setChecked] = useState<boolean | null>(null);
  const resend = trpc.auth.resendVerification.useMutation();
  if (isPending) return <PageLoading />;
  if (!user) {
    return (
      <Stack gap="4">
        <Text>Sign in to check whether your e-mail is verified.</Text>
        <Button asChild colorPalette="teal">
          <Link href="/login">Sign in</Link>
        </Button>
      </Stack>
    );
  }
  const reload = async () => {
    const result = await refetch();
    setChecked(result.data?.emailVerified ?? false);
    // Spec section 8 (Session): the reload says the user's data was refreshed, whatever it found.
    if (result.isSuccess) void notify({ type: 'success', title: MESSAGES.updatedUserData });
  };
  return (
    <Stack gap="4">
      {checked === null ? (
        <Text>
          We sent a verification link to <b>{user.email}</b>. Open it, then reload.
        </Text>
      ) : (
        <FormAlert status={checked ? 'success' : 'error'} message={checked ? MESSAGES.emailVerified : MESSAGES.emailNotVerified} />
      )}
      {resend.isSuccess && <FormAlert status="info" message={APP_MESSAGES.verificationSent} />}
      <FormAlert status="error" message={resend.error?.message ?? null} />
      <Button colorPalette="teal" onClick={reload}>
        Reload
      </Button>
      <Button variant="outline" onClick={() => resend.mutate()} loading={resend.isPending}>
        Resend the e-mail
      </Button>
      <TextLink href="/home">Go to home</TextLink>
    </Stack>
  );
}

export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return <AuthLayout title="Verify your e-mail">{token ? <ConfirmToken token={token} /> : <AwaitVerification />}</AuthLayout>;
}
