import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { notify } from '../../components/ToasterHost.tsx';
import { PageError } from '../../components/PageStates.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { SETTINGS_MESSAGES } from '../../../../shared/settings/messages.ts';
import { SectionCard } from '../../components/SectionCard.tsx';

/** Conversations the user blocked, each with a toggle back ("conversation blocking toggles per conversation"). */
export function BlockedConversationsCard() {
  const utils = trpc.useUtils();
  const conversations = trpc.messages.conversations.useQuery();
  const toggle = trpc.messages.setBlocked.useMutation({
    onSuccess: () => void utils.messages.conversations.invalidate(),
    onError: (error) => void notify({ type: 'error', title: errorMessage(error, SETTINGS_MESSAGES.conversationChangeFailed) }),
  });
  const blocked = conversations.data?.filter((c) => c.blocked) ?? [];
  return (
    <SectionCard title="Blocked conversations">
      <Stack gap="3">
        {conversations.isPending && <Text>Loading...</Text>}
        {conversations.isError && <PageError message={SETTINGS_MESSAGES.conversationsLoadFailed} onRetry={() => void conversations.refetch()} />}
        {conversations.data && blocked.length === 0 && <Text fontSize="sm">No blocked conversations.</Text>}
        {blocked.map((conversation) => (
          <Flex key={conversation.id} justify="space-between" align="center" gap="3">
            <Text>{conversation.other.displayName}</Text>
            <Button size="xs" variant="outline" onClick={() => toggle.mutate({ conversationId: conversation.id, blocked: false })}>
              Unblock conversation
            </Button>
          </Flex>
        ))}
      </Stack>
    </SectionCard>
  );
}
