import { Badge, Box, Button, Checkbox, Field, Flex, Stack, Text, Textarea } from '@chakra-ui/react';
import type { inferRouterOutputs } from '@trpc/server';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { AppRouter } from '../../../../server/routers/index.ts';
import { notify } from '../../components/ToasterHost.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { mergeLiveItem } from '../../lib/live-list.ts';
import { trpc } from '../../lib/trpc.ts';
import { TEAM_LIMITS } from '../../../../shared/limits/limits.ts';
import { TEAM_MESSAGES } from '../../../../shared/teams/messages.ts';
import { PinMessageDialog } from './PinMessageDialog.tsx';
import { usePinMutations } from './use-pin-mutations.ts';

type ChatMessage = inferRouterOutputs<AppRouter>['teams']['chat'][number];

const time = (date: Date) => date.toLocaleString(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/**
 * The team's thread: live over SSE (no polling; the newest page, then each new message), announcements
 * marked; those allowed can post an announcement, and pin a message as one (or unpin it).
 */
export function TeamChat({ teamId, viewerId, canAnnounce }: { teamId: string; viewerId: string | null; canAnnounce: boolean }) {
  const [loaded, setLoaded] = useState<ChatMessage[] | null>(null);
  const utils = trpc.useUtils();
  const live = trpc.teams.onChat.useSubscription(
    { teamId },
    {
      onData: (event) => {
        setLoaded((list) => (event.type === 'snapshot' ? event.items : mergeLiveItem(list ?? [], event.item, 'end')));
        // A message pinned or unpinned by someone else arrives here too: the pinned list above follows it.
        if (event.type === 'item') void utils.teams.pinnedMessages.invalidate({ teamId });
      },
    },
  );
  const [pinning, setPinning] = useState<ChatMessage | null>(null);
  const { unpin } = usePinMutations(teamId);
  const [body, setBody] = useState('');
  const [announcement, setAnnouncement] = useState(false);
  const post = trpc.teams.postMessage.useMutation({
    onSuccess: () => {
      setBody('');
      setAnnouncement(false);
    },
    onError: (error) => void notify({ type: 'error', title: errorMessage(error, 'Your message was not sent. Please try again.') }),
  });
  const thread = useRef<HTMLDivElement | null>(null);
  const messages = loaded ?? [];
  // The newest message in view, by scrolling the thread's own box: scrolling it into view would
  // move the whole page down to the chat when the team page opens.
  useEffect(() => {
    if (thread.current) thread.current.scrollTop = thread.current.scrollHeight;
  }, [messages.length]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body.trim()) post.mutate({ teamId, body, announcement });
  };
  return (
    <Stack gap="3">
      <Box ref={thread} maxH="24rem" overflowY="auto" borderWidth="1px" borderRadius="md" p="3" data-testid="team-chat" aria-live="polite">
        {live.status === 'connecting' && messages.length === 0 && <Text color="fg.muted">Loading messages...</Text>}
        {live.status === 'error' && <Text color="fg.error">The chat lost its connection. It reconnects on its own; reload the page if it does not.</Text>}
        {loaded && messages.length === 0 && <Text color="fg.muted">No messages yet. Say hello to the team.</Text>}
        <Stack gap="2">
          {messages.map((message) => (
            <Stack key={message.id} gap="0" alignItems={message.senderId === viewerId ? 'flex-end' : 'flex-start'} data-testid="chat-message">
              {/* With its badges and pin button the line outgrows a phone: it wraps between items, never inside a name or time. */}
              <Flex
                gap="2"
                align="center"
                wrap="wrap"
                justify={message.senderId === viewerId ? 'flex-end' : 'flex-start'}
                fontSize="xs"
                color="fg.muted"
                whiteSpace="nowrap"
              >
                <Text>{message.senderName}</Text>
                <Text>{time(message.createdAt)}</Text>
                {message.isAnnouncement && <Badge colorPalette="orange">Announcement</Badge>}
                {message.pinned && <Badge colorPalette="orange">{TEAM_MESSAGES.pinned}</Badge>}
                {canAnnounce &&
                  (message.pinned ? (
                    <Button
                      size="2xs"
                      variant="ghost"
                      loading={unpin.isPending && unpin.variables?.messageId === message.id}
                      onClick={() => unpin.mutate({ teamId, messageId: message.id })}
                    >
                      {TEAM_MESSAGES.unpinAction}
                    </Button>
                  ) : (
                    <Button
                      size="2xs"
                      variant="ghost"
                      aria-label={`${TEAM_MESSAGES.pinAction}: ${message.body.slice(0, 40)}`}
                      onClick={() => setPinning(message)}
                    >
                      Pin
                    </Button>
                  ))}
              </Flex>
              <Box bg={message.senderId === viewerId ? 'teal.subtle' : 'bg.muted'} px="3" py="1.5" borderRadius="md" maxW="85%">
                <Text whiteSpace="pre-wrap" wordBreak="break-word">
                  {message.body}
                </Text>
              </Box>
            </Stack>
          ))}
        </Stack>
      </Box>
      <form onSubmit={submit}>
        <Stack gap="2">
          <Field.Root>
            <Field.Label>Message the team</Field.Label>
            <Textarea value={body} maxLength={TEAM_LIMITS.messageMax} rows={2} onChange={(event) => setBody(event.target.value)} />
          </Field.Root>
          <Flex justify="space-between" align="center" gap="2" wrap="wrap">
            {canAnnounce ? (
              <Checkbox.Root checked={announcement} onCheckedChange={(details) => setAnnouncement(details.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>Send as an announcement (everyone is notified)</Checkbox.Label>
              </Checkbox.Root>
            ) : (
              <span />
            )}
            <Button type="submit" colorPalette="teal" disabled={!body.trim()} loading={post.isPending}>
              Send
            </Button>
          </Flex>
        </Stack>
      </form>
      <PinMessageDialog teamId={teamId} message={pinning} onClose={() => setPinning(null)} />
    </Stack>
  );
}
