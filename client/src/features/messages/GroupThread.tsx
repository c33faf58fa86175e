import { Button, Flex, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { PageError, PageLoading } from '../../components/PageStates.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { Composer } from './Composer.tsx';
import { GroupFaces } from './GroupList.tsx';
import { GroupMembers } from './GroupMembers.tsx';
import { SeenMarker, TypingLine } from './LiveMarkers.tsx';
import { MessageBubble } from './MessageBubble.tsx';
import type { Group } from './message-types.ts';
import { useThreadLive } from './use-thread-live.ts';
import { MESSAGING_MESSAGES as M } from '../../../../shared/messaging/messages.ts';

/** A group's thread: its newest page live, who is typing, who has seen one's last message, and its members sheet. */
export function GroupThread({ group, myId, onLeft }: { group: Group; myId: string | null; onLeft: () => void }) {
  const latest = trpc.messages.list.useQuery({ conversationId: group.id });
  const { readers, typists } = useThreadLive(group.id);
  const [membersOpen, setMembersOpen] = useState(false);
  const { mutate: markRead } = trpc.messages.markRead.useMutation();
  const loaded = latest.isSuccess;
  const newestIncoming = latest.data?.messages.find((message) => message.senderId !== myId)?.id ?? null;
  useEffect(() => {
    if (loaded) markRead({ conversationId: group.id });
  }, [group.id, loaded, newestIncoming, markRead]);

  const list = useRef<HTMLDivElement>(null);
  const newestId = latest.data?.messages[0]?.id ?? null;
  useLayoutEffect(() => {
    if (list.current && newestId) list.current.scrollTop = list.current.scrollHeight;
  }, [newestId]);

  if (latest.isPending) return <PageLoading label={M.loadingMessages} />;
  if (latest.isError) return <PageError message={errorMessage(latest.error, M.loadThreadFailed)} onRetry={() => void latest.refetch()} />;
  const shown = latest.data.messages.toReversed();
  const lastMine = latest.data.messages.find((message) => message.senderId === myId && message.kind === 'text') ?? null;
  return (
    <Stack gap="4" h="full">
      <Flex justify="space-between" align="center" gap="3">
        <Flex gap="3" align="center" minW="0">
          <GroupFaces group={group} />
          <Heading as="h2" size="lg" truncate>
            {group.title}
          </Heading>
        </Flex>
        <Button size="sm" variant="outline" onClick={() => setMembersOpen(true)}>
          {M.groupMembers(group.memberCount)}
        </Button>
      </Flex>
      <Separator />
      <Stack ref={list} gap="3" flex="1" overflowY="auto" maxH="60vh" aria-live="polite" aria-label="Messages" data-testid="thread-messages">
        {shown.length === 0 && <Text color="fg.muted">{M.emptyThread}</Text>}
        {shown.map((message) => (
          <Stack key={message.id} gap="0.5" data-testid="thread-entry">
            <MessageBubble message={message} mine={message.senderId === myId} showSender />
            {message.id === lastMine?.id && <SeenMarker message={message} readers={readers} />}
          </Stack>
        ))}
      </Stack>
      <TypingLine typists={typists} />
      <Composer key={group.id} target={{ conversationId: group.id, name: group.title }} />
      {membersOpen && <GroupMembers group={group} onClose={() => setMembersOpen(false)} onLeft={onLeft} />}
    </Stack>
  );
}
