import { Button, Stack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'wouter';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { FormAlert, PageLoading } from '../components/PageStates.tsx';
import { trpc } from '../lib/trpc.ts';
import { APP_MESSAGES } from '../../../shared/common/app-messages.ts';

export default function VerifyNewEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const utils = trpc.useUtils();
  const confirm = trpc.auth.confirmEmailChange.useMutation({ onSuccess: () => utils.auth.me.invalidate() });
  const sent = useRef(false);
  useEffect(() => {
    if (token && !sent.current) {
      sent.current = true;
      confirm.mutate({ token });
    }
  }, [token, confirm]);
  let body;
  if (!token) body = <FormAlert status="error" message={APP_MESSAGES.invalidLink} />;
  else if (confirm.isPending || confirm.isIdle) body = <PageLoading label="Confirming your new e-mail..." />;
  else if (confirm.isError) body = <FormAlert status="error" message={confirm.error.message} />;
  else
    body = (
      <Stack gap="4">
        <FormAlert status="success" message={`${APP_MESSAGES.emailChanged} (${confirm.data.email})`} />
        <Button asChild colorPalette="teal">
          <Link href="/home">Continue</Link>
        </Button>
      </Stack>
    );
  return <AuthLayout title="Confirm your new e-mail">{body}</AuthLayout>;
}
