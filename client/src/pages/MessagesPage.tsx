import { Box, Button, Container, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { Redirect } from '../lib/redirect.tsx';
import { PageError, PageLoading } from '../components/PageStates.tsx';
import { TextLink } from '../components/TextLink.tsx';
import { useCurrentUser } from '../features/auth/use-current-user.ts';
import { ConversationList } from '../features/messages/ConversationList.tsx';
import { GroupList } from '../features/messages/GroupList.tsx';
import { GroupThread } from '../features/messages/GroupThread.tsx';
import { NewGroupDialog } from '../features/messages/NewGroupDialog.tsx';
import { NewMessage } from '../features/messages/NewMessage.tsx';
import { Thread } from '../features/messages/Thread.tsx';
import { errorMessage } from '../lib/errors.ts';
import { mergeLiveItem } from '../lib/live-list.ts';
import { trpc } from '../lib/trpc.ts';
import { MESSAGING_MESSAGES as M } from '../../../shared/messaging/messages.ts';

type Conversation = { id: string; lastMessage: { createdAt: Date } | null };

/** The server's order: the most recently active first (a conversation exists from its first message on). */
function byLastMessage<C extends Conversation>(list: C[]): C[] {
  const time = (conversation: C) => conversation.lastMessage?.createdAt.getTime() ?? 0;
  return list.toSorted((a, b) => time(b) - time(a));
}

/** Direct messages: conversations on the left, the open thread on the right (`?conversation=<id>`). */
export default function MessagesPage() {
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('conversation');
  const utils = trpc.useUtils();
  const conversations = trpc.messages.conversations.useQuery();
  const groups = trpc.messages.groups.useQuery();
  const [newGroupOpen, setNewGroupOpen] = useState(false);
  // Conversations and groups change live (a new message, read, blocked, muted, members). The
  // snapshot, sent on connecting and again on every reconnect, stands in for a refetch.
  trpc.messages.onConversations.useSubscription(undefined, {
    onData: async (event) => {
      if (event.type === 'snapshot') {
        await utils.messages.conversations.cancel();
        await utils.messages.groups.cancel();
        utils.messages.conversations.setData(undefined, event.items);
        utils.messages.groups.setData(undefined, event.groups);
      } else if (event.type === 'group') {
        if (utils.messages.groups.getData())
          utils.messages.groups.setData(undefined, (list) => list && byLastMessage(mergeLiveItem(list, event.item, 'start')));
        else void utils.messages.groups.invalidate();
      } else if (utils.messages.conversations.getData()) {
        utils.messages.conversations.setData(undefined, (list) => list && byLastMessage(mergeLiveItem(list, event.item, 'start')));
      } else {
        void utils.messages.conversations.invalidate();
      }
    },
  });
  const select = (id: string) => setParams({ conversation: id });

  if (conversations.isPending || groups.isPending) return <PageLoading label={M.loadingConversations} />;
  if (conversations.isError || groups.isError) {
    const error = conversations.error ?? groups.error;
    return (
      <PageError
        message={errorMessage(error, M.loadConversationsFailed)}
        onRetry={() => {
          void conversations.refetch();
          void groups.refetch();
        }}
      />
    );
  }

  const recipientId = params.get('to');
  const existing = recipientId ? conversations.data.find((conversation) => conversation.other.id === recipientId) : undefined;
  if (recipientId && existing) return <Redirect to={`/messages?conversation=${existing.id}`} replace />;
  if (recipientId) {
    return (
      <Container maxW="3xl" py="8">
        <NewMessage recipientId={recipientId} onSent={select} />
      </Container>
    );
  }
  const selected = conversations.data.find((conversation) => conversation.id === selectedId) ?? null;
  const selectedGroup = groups.data.find((group) => group.id === selectedId) ?? null;
  const open = selected ?? selectedGroup;
  return (
    <Container maxW="6xl" py="8">
      <Stack gap="6">
        <Flex align="center" gap="3">
          <Heading as="h1" size="2xl">
            Messages
          </Heading>
          {conversations.isFetching && <Spinner size="sm" color="teal.500" aria-label="Refreshing" />}
          <Box flex="1" />
          <Button size="sm" colorPalette="teal" variant="outline" onClick={() => setNewGroupOpen(true)}>
            {M.newGroup}
          </Button>
        </Flex>
        {newGroupOpen && (
          <NewGroupDialog
            onClose={() => setNewGroupOpen(false)}
            onCreated={(id) => {
              setNewGroupOpen(false);
              select(id);
            }}
          />
        )}
        {conversations.data.length === 0 && groups.data.length === 0 ? (
          <Stack gap="1" data-testid="no-conversations">
            <Text>{M.noConversations}</Text>
            <Text color="fg.muted">
              {M.howToStart} <TextLink href="/full-search">{M.findPlayer}</TextLink>
            </Text>
          </Stack>
        ) : (
          <Flex direction={{ base: 'column', md: 'row' }} gap="6" align="stretch">
            <Box w={{ base: 'full', md: '80' }} flexShrink={0} borderWidth="1px" borderRadius="lg" p="2" hideBelow={open ? 'md' : undefined}>
              {groups.data.length > 0 && <GroupList groups={groups.data} selectedId={selectedId} onSelect={select} />}
              <ConversationList conversations={conversations.data} selectedId={selectedId} onSelect={select} />
            </Box>
            {/* On a phone the list alone shows until a conversation is chosen. */}
            <Box flex="1" minW="0" borderWidth="1px" borderRadius="lg" p="4" hideBelow={selected || selectedId ? undefined : 'md'}>
              {selectedGroup ? (
                <Stack gap="3">
                  <Box hideFrom="md">
                    <Button size="xs" variant="ghost" onClick={() => setParams({})}>
                      {M.backToConversations}
                    </Button>
                  </Box>
                  <GroupThread key={selectedGroup.id} group={selectedGroup} myId={user?.id ?? null} onLeft={() => setParams({})} />
                </Stack>
              ) : selected ? (
                <Stack gap="3">
                  <Box hideFrom="md">
                    <Button size="xs" variant="ghost" onClick={() => setParams({})}>
                      {M.backToConversations}
                    </Button>
                  </Box>
                  <Thread key={selected.id} conversation={selected} myId={user?.id ?? null} />
                </Stack>
              ) : selectedId ? (
                <PageError message={M.conversationNotFound} />
              ) : (
                <Text color="fg.muted">{M.chooseConversation}</Text>
              )}
            </Box>
          </Flex>
        )}
      </Stack>
    </Container>
  );
}
