import { Alert, Button, Card, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { ChangeEmailForm } from '../features/auth/ChangeEmailForm.tsx';
import { useCurrentUser } from '../features/auth/use-current-user.ts';
import { PageLoading } from '../components/page-states.tsx';
import { Link } from 'wouter';

export default function HomePage() {
  const { user, isPending } = useCurrentUser();
  if (isPending || !user) return <PageLoading />;
  const name = user.displayName ?? user.fullName ?? user.email;
  return (
    <Container maxW="3xl" py="8">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          Welcome, {name}
        </Heading>
        {!user.emailVerified && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Your e-mail is not verified yet.</Alert.Title>
            </Alert.Content>
            <Button asChild size="sm" variant="outline">
              <Link href="/verify-email">Verify now</Link>
            </Button>
          </Alert.Root>
        )}
        <Card.Root>
          <Card.Header>
            <Heading size="md">Your account</Heading>
          </Card.Header>
          <Card.Body>
            <Stack gap="4">
              <Text>
                Signed in as <b data-testid="home-email">{user.email}</b>
              </Text>
              <ChangeEmailForm user={user} />
            </Stack>
          </Card.Body>
        </Card.Root>
      </Stack>
    </Container>
  );
}
