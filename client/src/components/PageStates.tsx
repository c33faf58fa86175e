import { Alert, Button, Center } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageSkeleton } from './PageSkeleton.tsx';

/** A page waiting for its data: the page's shape in grey (issue 36), never a lone spinner. */
export function PageLoading({ label = 'Loading...' }: { label?: string }) {
  return <PageSkeleton label={label} />;
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
