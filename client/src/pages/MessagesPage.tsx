import { Box, Button, chakra, Container, Flex, Heading, Separator, Spinner, Stack, Text } from '@chakra-ui/react';
import type { inferRouterOutputs } from '@trpc/server';
import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Redirect, useSearchParams } from 'wouter';
import type { AppRouter } from '../../../server/routers/index.ts';
import { FormAlert, PageError, PageLoading } from '../components/page-states.tsx';
import { useCurrentUser } from '../features/auth/use-current-user.ts';
import { errorMessage } from '../lib/errors.ts';
import { trpc } from '../lib/trpc.ts';
import { MESSAGE_MAX_LENGTH } from '../../../shared/schemas/messages.ts';

type Conversation = inferRouterOutputs<AppRouter>['messages']['conversations'][number];
type Message = inferRouterOutputs<AppRouter>['messages']['list']['messages'][number];

const Textarea = chakra('textarea');
const Avatar = chakra('img');
const ItemButton = chakra('button');

/** New messages show up without a reload; there is no live channel for messages yet. */
const REFRESH_MS = 15_000;

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function PlayerAvatar({ name, photoUrl }: { name: string; photoUrl: string | null }) {
  if (photoUrl) return <Avatar src={photoUrl} alt="" boxSize="10" borderRadius="full" objectFit="cover" flexShrink={0} />;
  return (
    <Flex boxSize="10" borderRadius="full" bg="teal.100" color="teal.800" align="center" justify="center" fontWeight="semibold" flexShrink={0} aria-hidden>
      {name.charAt(0).toUpperCase()}
    </Flex>
  );
}

function ConversationList({ conversations, selectedId, onSelect }: { conversations: Conversation[]; selectedId: string | null; onSelect: (id: string) => void }) {
  return (
    <Stack as="ul" gap="1" listStyleType="none" aria-label="Conversations">
      {conversations.map((conversation) => {
        const selected = conversation.id === selectedId;
        return (
          <li key={conversation.id}>
            <ItemButton
              type="button"
              display="flex"
              w="full"
              gap="3"
              p="3"
              alignItems="center"
              textAlign="left"
              cursor="pointer"
              borderRadius="md"
              bg={selected ? 'teal.50' : 'transparent'}
              _hover={{ bg: selected ? 'teal.50' : 'bg.muted' }}
              aria-current={selected ? 'true' : undefined}
              data-testid="conversation-item"
              onClick={() => onSelect(conversation.id)}
            >
              <PlayerAvatar name={conversation.other.displayName} photoUrl={conversation.other.photoUrl} />
              <Box flex="1" minW="0">
                <Flex justify="space-between" gap="2">
                  <Text fontWeight={conversation.unreadCount > 0 ? 'bold' : 'medium'} truncate>
                    {conversation.other.displayName}
                  </Text>
                  {conversation.unreadCount > 0 && (
                    <Box as="span" px="2" borderRadius="full" bg="teal.600" color="white" fontSize="xs" fontWeight="bold" aria-label={`${conversation.unreadCount} unread`}>
                      {conversation.unreadCount}
                    </Box>
                  )}
                </Flex>
                <Text fontSize="sm" color="fg.muted" truncate>
                  {conversation.blocked ? 'Blocked' : (conversation.lastMessage?.body ?? 'No messages yet')}
                </Text>
              </Box>
            </ItemButton>
          </li>
        );
      })}
    </Stack>
  );
}

function MessageBubble({ message, mine }: { message: Message; mine: boolean }) {
  return (
    <Flex justify={mine ? 'flex-end' : 'flex-start'} data-testid="message">
      <Box maxW="80%" px="3" py="2" borderRadius="lg" bg={mine ? 'teal.600' : 'bg.muted'} color={mine ? 'white' : 'fg'}>
        <Text whiteSpace="pre-wrap" wordBreak="break-word">
          {message.body}
        </Text>
        <Text fontSize="xs" opacity={0.8} mt="1">
          {timeFormat.format(message.createdAt)}
        </Text>
      </Box>
    </Flex>
  );
}

function Composer({ conversation }: { conversation: Conversation }) {
  const utils = trpc.useUtils();
  const [body, setBody] = useState('');
  const send = trpc.messages.send.useMutation({
    onSuccess: () => {
      setBody('');
      void utils.messages.list.invalidate({ conversationId: conversation.id });
      void utils.messages.conversations.invalidate();
    },
  });
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (body.trim() && !send.isPending) send.mutate({ recipientId: conversation.other.id, body });
  };
  // Enter sends, as in most chat apps; Shift+Enter starts a new line.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="2">
        <FormAlert status="error" message={send.isError ? errorMessage(send.error, 'Could not send your message. Please try again.') : null} />
        <Flex gap="2" align="flex-end">
          <Textarea
            aria-label={`Message ${conversation.other.displayName}`}
            placeholder="Write a message..."
            value={body}
            maxLength={MESSAGE_MAX_LENGTH}
            rows={2}
            onChange={(event) => {
              setBody(event.target.value);
              if (send.isError) send.reset();
            }}
            onKeyDown={onKeyDown}
            flex="1"
            resize="vertical"
            p="2"
            borderWidth="1px"
            borderColor="border"
            borderRadius="md"
            bg="bg"
            _focusVisible={{ outline: '2px solid', outlineColor: 'teal.500' }}
          />
          <Button type="submit" colorPalette="teal" disabled={body.trim() === ''} loading={send.isPending}>
            Send
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}

function Thread({ conversation, myId }: { conversation: Conversation; myId: string | null }) {
  const utils = trpc.useUtils();
  const latest = trpc.messages.list.useQuery({ conversationId: conversation.id }, { refetchInterval: REFRESH_MS });
  const [older, setOlder] = useState<{ messages: Message[]; nextBefore: string | null } | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderError, setOlderError] = useState<string | null>(null);
  const { mutate: markRead } = trpc.messages.markRead.useMutation({ onSuccess: () => void utils.messages.conversations.invalidate() });
  const toggleBlock = trpc.messages.setBlocked.useMutation({ onSuccess: () => void utils.messages.conversations.invalidate() });

  // Opening the thread, or a new message arriving while it is open, means the user has read it.
  const loaded = latest.isSuccess;
  const newestIncoming = latest.data?.messages.find((message) => message.senderId !== myId)?.id ?? null;
  useEffect(() => {
    if (loaded) markRead({ conversationId: conversation.id });
  }, [conversation.id, loaded, newestIncoming, markRead]);

  if (latest.isPending) return <PageLoading label="Loading messages..." />;
  if (latest.isError) return <PageError message={errorMessage(latest.error, 'Could not load this conversation.')} onRetry={() => void latest.refetch()} />;

  const cursor = older ? older.nextBefore : latest.data.nextBefore;
  const loadOlder = async () => {
    if (!cursor) return;
    setLoadingOlder(true);
    setOlderError(null);
    try {
      const page = await utils.messages.list.fetch({ conversationId: conversation.id, before: cursor });
      setOlder((previous) => ({ messages: [...(previous?.messages ?? []), ...page.messages], nextBefore: page.nextBefore }));
    } catch (error) {
      setOlderError(errorMessage(error, 'Could not load older messages.'));
    } finally {
      setLoadingOlder(false);
    }
  };
  // Pages arrive newest first; the thread reads top to bottom, oldest first.
  const shown = [...latest.data.messages, ...(older?.messages ?? [])].reverse();

  return (
    <Stack gap="4" h="full">
      <Flex justify="space-between" align="center" gap="3">
        <Flex gap="3" align="center" minW="0">
          <PlayerAvatar name={conversation.other.displayName} photoUrl={conversation.other.photoUrl} />
          <Heading as="h2" size="lg" truncate>
            {conversation.other.displayName}
          </Heading>
        </Flex>
        <Button
          size="sm"
          variant="outline"
          colorPalette={conversation.blocked ? 'gray' : 'red'}
          loading={toggleBlock.isPending}
          onClick={() => toggleBlock.mutate({ conversationId: conversation.id, blocked: !conversation.blocked })}
        >
          {conversation.blocked ? 'Unblock conversation' : 'Block conversation'}
        </Button>
      </Flex>
      <FormAlert status="error" message={toggleBlock.isError ? errorMessage(toggleBlock.error, 'Could not change this conversation.') : null} />
      {conversation.blocked && (
        <FormAlert status="info" message={`You blocked this conversation: ${conversation.other.displayName} cannot send you messages here.`} />
      )}
      <Separator />
      <Stack gap="3" flex="1" overflowY="auto" maxH="60vh" aria-live="polite" aria-label="Messages">
        {cursor && (
          <Flex justify="center">
            <Button size="xs" variant="ghost" loading={loadingOlder} onClick={() => void loadOlder()}>
              Load older messages
            </Button>
          </Flex>
        )}
        <FormAlert status="error" message={olderError} />
        {shown.length === 0 && <Text color="fg.muted">No messages yet. Say hello!</Text>}
        {shown.map((message) => (
          <MessageBubble key={message.id} message={message} mine={message.senderId === myId} />
        ))}
      </Stack>
      <Composer key={conversation.id} conversation={conversation} />
    </Stack>
  );
}

/** A first message to someone (`?to=<userId>`, from their profile). */
function NewMessage({ recipientId, onSent }: { recipientId: string; onSent: (conversationId: string) => void }) {
  const utils = trpc.useUtils();
  const recipient = trpc.users.profile.useQuery({ userId: recipientId }, { retry: false });
  const [body, setBody] = useState('');
  const send = trpc.messages.send.useMutation({
    onSuccess: (result) => {
      void utils.messages.conversations.invalidate();
      onSent(result.conversationId);
    },
  });
  if (recipient.isPending) return <PageLoading />;
  if (recipient.isError) return <PageError message={errorMessage(recipient.error, 'User not found')} />;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (body.trim()) send.mutate({ recipientId, body });
      }}
    >
      <Stack gap="3">
        <Heading size="md" as="h2">
          New message to {recipient.data.displayName}
        </Heading>
        <FormAlert status="error" message={send.isError ? errorMessage(send.error, 'Could not send your message. Please try again.') : null} />
        <Textarea
          aria-label={`Message ${recipient.data.displayName}`}
          placeholder="Write a message..."
          value={body}
          maxLength={MESSAGE_MAX_LENGTH}
          rows={3}
          onChange={(event) => setBody(event.target.value)}
          p="2"
          borderWidth="1px"
          borderColor="border"
          borderRadius="md"
          bg="bg"
        />
        <Button type="submit" colorPalette="teal" alignSelf="flex-start" disabled={body.trim() === ''} loading={send.isPending}>
          Send
        </Button>
      </Stack>
    </form>
  );
}

/** Direct messages: conversations on the left, the open thread on the right (`?conversation=<id>`). */
export default function MessagesPage() {
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('conversation');
  const conversations = trpc.messages.conversations.useQuery(undefined, { refetchInterval: REFRESH_MS });
  const select = (id: string) => setParams({ conversation: id });

  if (conversations.isPending) return <PageLoading label="Loading conversations..." />;
  if (conversations.isError) {
    return <PageError message={errorMessage(conversations.error, 'Could not load your conversations.')} onRetry={() => void conversations.refetch()} />;
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
  return (
    <Container maxW="6xl" py="8">
      <Stack gap="6">
        <Flex align="center" gap="3">
          <Heading as="h1" size="2xl">
            Messages
          </Heading>
          {conversations.isFetching && <Spinner size="sm" color="teal.500" aria-label="Refreshing" />}
        </Flex>
        {conversations.data.length === 0 ? (
          <Text>No conversations yet</Text>
        ) : (
          <Flex direction={{ base: 'column', md: 'row' }} gap="6" align="stretch">
            <Box w={{ base: 'full', md: '80' }} flexShrink={0} borderWidth="1px" borderRadius="lg" p="2" hideBelow={selected ? 'md' : undefined}>
              <ConversationList conversations={conversations.data} selectedId={selectedId} onSelect={select} />
            </Box>
            <Box flex="1" minW="0" borderWidth="1px" borderRadius="lg" p="4">
              {selected ? (
                <Stack gap="3">
                  <Box hideFrom="md">
                    <Button size="xs" variant="ghost" onClick={() => setParams({})}>
                      Back to conversations
                    </Button>
                  </Box>
                  <Thread key={selected.id} conversation={selected} myId={user?.id ?? null} />
                </Stack>
              ) : selectedId ? (
                <PageError message="Conversation not found" />
              ) : (
                <Text color="fg.muted">Choose a conversation to read it.</Text>
              )}
            </Box>
          </Flex>
        )}
      </Stack>
    </Container>
  );
}
