import { Text } from '@chakra-ui/react';

/**
 * Why the button beside it is disabled, in words (name the button's aria-describedby after `id`);
 * nothing when it is not. A greyed-out button alone leaves a person guessing.
 */
export function DisabledReason({ id, reason, testId = 'disabled-reason' }: { id: string; reason: string | null | undefined; testId?: string }) {
  if (!reason) return null;
  return (
    <Text id={id} fontSize="sm" color="fg.muted" data-testid={testId}>
      {reason}
    </Text>
  );
}
