import { Alert, Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function PageLoading({ label = 'Loading...' }: { label?: string }) {
  return (
    <Center minH="50vh" role="status" aria-live="polite">
      <Stack align="center" gap="3">
        <Spinner size="lg" color="teal.500" />
        <Text color="fg.muted">{label}</Text>
      </Stack>
    </Center>
  );
}

/** `action`: a way onwards where retrying cannot help (a missing page: back to a list). */
export function PageError({ message, onRetry, action }: { message: string; onRetry?: () => void; action?: ReactNode }) {
  return (
    <Center minH="40vh" px="4">
      <Alert.Root status="error" maxW="lg">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{message}</Alert.Title>
        </Alert.Content>
        {onRetry && (
          <Button size="sm" variant="outline" onClick={onRetry}>
            Try again
          </Button>
        )}
        {action}
      </Alert.Root>
    </Center>
  );
}

export function FormAlert({ status, message }: { status: 'error' | 'success' | 'info'; message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
