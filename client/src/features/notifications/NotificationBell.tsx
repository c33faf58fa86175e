import { Badge, Button, chakra } from '@chakra-ui/react';
import { useRef } from 'react';
import { Link } from 'wouter';
import { trpc } from '../../lib/trpc.ts';

const Svg = chakra('svg');

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
  const { data: count } = trpc.notifications.onUnreadCount.useSubscription(undefined, {
    onData: (next) => {
      // Something arrived or changed elsewhere (another tab, someone answering a family request):
      // refresh what is on screen. Only queries in use refetch.
      if (previous.current !== undefined && previous.current !== next) {
        void utils.notifications.list.invalidate();
        void utils.family.list.invalidate();
      }
      previous.current = next;
    },
  });
  return (
    <Button asChild variant="ghost" size="sm" px="2" position="relative">
      <Link href="/notifications" aria-label={unreadLabel(count)} data-testid="notification-bell">
        <Svg viewBox="0 0 24 24" boxSize="5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
          <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
          <path d="M13.73 21a2 2 0 0 1-3.46 0" />
        </Svg>
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
