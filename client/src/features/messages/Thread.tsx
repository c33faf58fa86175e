import { Button, Flex, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { FormAlert, PageError, PageLoading } from '../../components/PageStates.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { Composer } from './Composer.tsx';
import { MessageBubble } from './MessageBubble.tsx';
import { SeenMarker, TypingLine } from './LiveMarkers.tsx';
import { useThreadLive } from './use-thread-live.ts';
import type { Conversation, Message } from './message-types.ts';
import { PlayerAvatar } from '../../components/PlayerAvatar.tsx';
import { MESSAGING_MESSAGES as M } from '../../../../shared/messaging/messages.ts';
import { UserOnlineDot } from '../presence/OnlineDot.tsx';

export function Thread({ conversation, myId }: { conversation: Conversation; myId: string | null }) {
  const utils = trpc.useUtils();
  const latest = trpc.messages.list.useQuery({ conversationId: conversation.id });
  const { readers, typists } = useThreadLive(conversation.id);
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

  // The thread opens at its newest message, and follows new ones: always one's own, and others'
  // while the reader is at the bottom (not while they scroll back through older ones).
  const list = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const newestId = latest.data?.messages[0]?.id ?? null;
  const newestMine = latest.data?.messages[0]?.senderId === myId;
  useLayoutEffect(() => {
    const node = list.current;
    if (node && newestId && (atBottom.current || newestMine)) node.scrollTop = node.scrollHeight;
  }, [newestId, newestMine]);
  const onScroll = () => {
    const node = list.current;
    if (node) atBottom.current = node.scrollHeight - node.scrollTop - node.clientHeight < 48;
  };

  if (latest.isPending) return <PageLoading label={M.loadingMessages} />;
  if (latest.isError) return <PageError message={errorMessage(latest.error, M.loadThreadFailed)} onRetry={() => void latest.refetch()} />;

  const cursor = older ? older.nextBefore : latest.data.nextBefore;
  const loadOlder = async () => {
    if (!cursor) return;
    setLoadingOlder(true);
    setOlderError(null);
    try {
      const page = await utils.messages.list.fetch({ conversationId: conversation.id, before: cursor });
      setOlder((previous) => ({ messages: [...(previous?.messages ?? []), ...page.messages], nextBefore: page.nextBefore }));
    } catch (error) {
      setOlderError(errorMessage(error, M.loadOlderFailed));
    } finally {
      setLoadingOlder(false);
    }
  };
  // Pages arrive newest first; the thread reads top to bottom, oldest first.
  const shown = [...latest.data.messages, ...(older?.messages ?? [])].reverse();
  // "Seen" goes under one's own newest message only, as in most chat apps.
  const lastMine = latest.data.messages.find((message) => message.senderId === myId) ?? null;

  return (
    <Stack gap="4" h="full">
      <Flex justify="space-between" align="center" gap="3">
        <Flex gap="3" align="center" minW="0">
          <PlayerAvatar name={conversation.other.displayName} photoUrl={conversation.other.photoUrl} />
          <Heading as="h2" size="lg" truncate>
            {conversation.other.displayName}
          </Heading>
          <UserOnlineDot userId={conversation.other.id} />
        </Flex>
        <Button
          size="sm"
          variant="outline"
          colorPalette={conversation.blocked ? 'gray' : 'red'}
          loading={toggleBlock.isPending}
          onClick={() => toggleBlock.mutate({ conversationId: conversation.id, blocked: !conversation.blocked })}
        >
          {conversation.blocked ? M.unblock : M.block}
        </Button>
      </Flex>
      <FormAlert status="error" message={toggleBlock.isError ? errorMessage(toggleBlock.error, M.changeFailed) : null} />
      {conversation.blocked && <FormAlert status="info" message={M.blockedNotice(conversation.other.displayName)} />}
      <Separator />
      <Stack
        ref={list}
        onScroll={onScroll}
        gap="3"
        flex="1"
        overflowY="auto"
        maxH="60vh"
        aria-live="polite"
        aria-label="Messages"
        data-testid="thread-messages"
      >
        {cursor && (
          <Flex justify="center">
            <Button size="xs" variant="ghost" loading={loadingOlder} onClick={() => void loadOlder()}>
              {M.loadOlder}
            </Button>
          </Flex>
        )}
        <FormAlert status="error" message={olderError} />
        {shown.length === 0 && <Text color="fg.muted">{M.emptyThread}</Text>}
        {shown.map((message) => (
          <Stack key={message.id} gap="0.5" data-testid="thread-entry">
            <MessageBubble message={message} mine={message.senderId === myId} />
            {message.id === lastMine?.id && <SeenMarker message={message} readers={readers} />}
          </Stack>
        ))}
      </Stack>
      <TypingLine typists={typists} />
      {conversation.replyRefused ? (
        <Text color="fg.muted" fontSize="sm" data-testid="reply-refused">
          {conversation.replyRefused === 'youBlocked' ? M.replyYouBlocked(conversation.other.displayName) : M.replyUnavailable}
        </Text>
      ) : (
        <Composer
          key={conversation.id}
          target={{ conversationId: conversation.id, recipientId: conversation.other.id, name: conversation.other.displayName }}
        />
      )}
    </Stack>
  );
}
