import { Badge, Button } from '@chakra-ui/react';
import { Bell } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { trpc } from '../../lib/trpc.ts';
import { setUnreadConversations } from '../messages/unread-messages.ts';

function unreadLabel(count: number | undefined): string {
  return count ? `Notifications, ${count} unread` : 'Notifications';
}

/**
 * The header's bell: a link to the notifications page with the unread count, kept live by the
 * server over server-sent events. Mount it only for a signed-in user, keyed by their id.
 */
export function NotificationBell() {
  const utils = trpc.useUtils();
  const previous = useRef<number | undefined>(undefined);
  const [location] = useLocation();
  const current = location === '/notifications';
  const { data } = trpc.notifications.onUnreadCount.useSubscription(undefined, {
    onData: ({ count: next, messages }) => {
      setUnreadConversations(messages);
      // Something arrived or changed elsewhere (another tab, someone answering a family request):
      // refresh what is on screen. Only queries in use refetch.
      if (previous.current !== undefined && previous.current !== next) {
        void utils.notifications.list.invalidate();
        void utils.family.list.invalidate();
        // An invitation, an answer request or a nudge is also a Home task.
        void utils.home.tasks.invalidate();
      }
      previous.current = next;
    },
  });
  // Signed out (or another user signed in), the last user's count is not shown.
  useEffect(() => () => setUnreadConversations(0), []);
  const count = data?.count;
  return (
    <Button asChild variant={current ? 'subtle' : 'ghost'} colorPalette={current ? 'teal' : 'gray'} size="sm" px="2" position="relative">
      <Link href="/notifications" aria-label={unreadLabel(count)} aria-current={current ? 'page' : undefined} data-testid="notification-bell">
        <Bell aria-hidden size={20} />
        {count ? (
          <Badge
            colorPalette="red"
            variant="solid"
            position="absolute"
            top="0"
            right="0"
            borderRadius="full"
            fontSize="2xs"
            minW="4"
            justifyContent="center"
            aria-hidden
          >
            {count > 99 ? '99+' : count}
          </Badge>
        ) : null}
      </Link>
    </Button>
  );
}
