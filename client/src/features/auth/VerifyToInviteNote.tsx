import { Alert, Button } from '@chakra-ui/react';
import { Link } from 'wouter';
import { useCurrentUser } from './use-current-user.ts';
import { INVITATION_MESSAGES } from '../../../../shared/auth/invitation-messages.ts';

/** Whether the signed-in user may invite people by address: only with a verified address of their own. */
export function useMayInviteByEmail(): boolean {
  const { user } = useCurrentUser();
  return Boolean(user?.emailVerified);
}

/** Says, where people are invited by address, that the user's own address must be verified first. */
export function VerifyToInviteNote() {
  const { user } = useCurrentUser();
  if (!user || user.emailVerified) return null;
  return (
    <Alert.Root status="info" size="sm">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{INVITATION_MESSAGES.verifyToInvite}</Alert.Description>
      </Alert.Content>
      <Button asChild size="xs" variant="outline">
        <Link href="/verify-email">Verify now</Link>
      </Button>
    </Alert.Root>
  );
}
