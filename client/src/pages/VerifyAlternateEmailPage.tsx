import { Button, Stack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'wouter';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { FormAlert, PageLoading } from '../components/PageStates.tsx';
import { trpc } from '../lib/trpc.ts';
import { APP_MESSAGES } from '../../../shared/common/app-messages.ts';

export default function VerifyAlternateEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const verify = trpc.users.verifyAlternateEmail.useMutation();
  const sent = useRef(false);
  useEffect(() => {
    if (token && !sent.current) {
      sent.current = true;
      verify.mutate({ token });
    }
  }, [token, verify]);
  let body;
  if (!token) body = <FormAlert status="error" message={APP_MESSAGES.invalidLink} />;
  else if (verify.isPending || verify.isIdle) body = <PageLoading label="Confirming your e-mail..." />;
  else if (verify.isError) body = <FormAlert status="error" message={verify.error.message} />;
  else
    body = (
      <Stack gap="4">
        <FormAlert status="success" message={`${verify.data.email} is confirmed. You can sign in with it now.`} />
        <Button asChild colorPalette="teal">
          <Link href="/settings">Back to settings</Link>
        </Button>
      </Stack>
    );
  return <AuthLayout title="Confirm an alternate e-mail">{body}</AuthLayout>;
}
