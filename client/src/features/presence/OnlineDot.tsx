import { Box } from '@chakra-ui/react';
import { trpc } from '../../lib/trpc.ts';
import { PRESENCE_HEARTBEAT_MS, PRESENCE_MAX_USERS, PRESENCE_MESSAGES } from '../../../../shared/presence/presence.ts';

/** The green dot beside a name, labelled for screen readers; nothing when the user is not shown online. */
export function OnlineDot({ online, size = '10px' }: { online: boolean; size?: string }) {
  if (!online) return null;
  return (
    <Box
      as="span"
      role="img"
      aria-label={PRESENCE_MESSAGES.online}
      title={PRESENCE_MESSAGES.online}
      display="inline-block"
      flexShrink={0}
      w={size}
      h={size}
      borderRadius="full"
      bg="green.500"
      borderWidth="2px"
      borderColor="bg"
    />
  );
}

/**
 * Which of `userIds` are shown online, for a roster or a list. Read with one query (at most
 * PRESENCE_MAX_USERS ids; the server refuses more) refreshed every heartbeat and on focus, not a
 * stream per person: presence itself moves at heartbeat pace.
 */
export function useOnlineUsers(userIds: readonly string[]): ReadonlySet<string> {
  const ids = [...new Set(userIds)].sort().slice(0, PRESENCE_MAX_USERS);
  const presence = trpc.users.presence.useQuery(
    { userIds: ids },
    { enabled: ids.length > 0, refetchInterval: PRESENCE_HEARTBEAT_MS, staleTime: PRESENCE_HEARTBEAT_MS / 2 },
  );
  return new Set(presence.data?.online ?? []);
}

/** One user's dot, for a row that shows one person (a conversation); rows on one page share a batched request. */
export function UserOnlineDot({ userId }: { userId: string }) {
  const online = useOnlineUsers([userId]);
  return <OnlineDot online={online.has(userId)} />;
}

/** One user's dot kept live (their profile page): a stream open only while the page is. */
export function LiveOnlineDot({ userId }: { userId: string }) {
  const presence = trpc.users.onPresence.useSubscription({ userId });
  return <OnlineDot online={presence.data?.online ?? false} size="14px" />;
}
