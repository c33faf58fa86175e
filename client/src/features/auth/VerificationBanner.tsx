import { Alert, Button } from '@chakra-ui/react';
import { Link } from 'wouter';
import { useCurrentUser } from './use-current-user.ts';

/** Reminds a signed-in user whose e-mail is not verified yet, on every page of the shell. */
export function VerificationBanner() {
  const { user } = useCurrentUser();
  if (!user || user.emailVerified) return null;
  return (
    <Alert.Root status="warning" borderRadius="0">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Your e-mail is not verified yet. Check your inbox for the link.</Alert.Title>
      </Alert.Content>
      <Button asChild size="xs" variant="outline">
        <Link href="/verify-email">Verify now</Link>
      </Button>
    </Alert.Root>
  );
}
