import { Badge, Box, Button, Card, chakra, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/routers/index.ts';
import { notify } from '../components/ToasterHost.tsx';
import { PageError, PageLoading } from '../components/PageStates.tsx';
import { errorMessage } from '../lib/errors.ts';
import { trpc } from '../lib/trpc.ts';
import { NOTIFICATION_MESSAGES } from '../../../shared/notifications/messages.ts';
import { NOTIFICATIONS_PAGE_SIZE } from '../../../shared/notifications/inbox-schemas.ts';
import { joinerNameOf, noticeEventsOf, notificationHref } from '../../../shared/notifications/notification-links.ts';
import { APP_MESSAGES } from '../../../shared/common/app-messages.ts';

type Notification = inferRouterOutputs<AppRouter>['notifications']['list']['items'][number];

const Avatar = chakra('img');
const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const failed = (error: unknown) => void notify({ type: 'error', title: errorMessage(error, NOTIFICATION_MESSAGES.actionFailed) });

/** Accept or Decline, in place, while the family request still waits for an answer. */
function FamilyRequestActions({ notification }: { notification: Notification }) {
  const utils = trpc.useUtils();
  const respond = trpc.family.respond.useMutation({
    onSuccess: (result) => {
      void utils.notifications.list.invalidate();
      void utils.family.list.invalidate();
      void notify({
        type: 'success',
        title: result.status === 'accepted' ? NOTIFICATION_MESSAGES.familyRequestAccepted : NOTIFICATION_MESSAGES.familyRequestDeclined,
      });
    },
    onError: (error) => {
      failed(error);
      // Withdrawn or answered elsewhere: show it as it is now.
      void utils.notifications.list.invalidate();
    },
  });
  const request = notification.familyRequest;
  if (!request) return null;
  if (request.status === 'accepted') {
    return (
      <Text fontSize="sm" color="green.700">
        You accepted this request.
      </Text>
    );
  }
  const busy = respond.isPending;
  return (
    <Flex gap="2">
      <Button
        size="sm"
        colorPalette="teal"
        loading={busy && respond.variables?.response === 'accept'}
        disabled={busy}
        onClick={() => respond.mutate({ connectionId: request.connectionId, response: 'accept' })}
      >
        Accept
      </Button>
      <Button
        size="sm"
        variant="outline"
        loading={busy && respond.variables?.response === 'reject'}
        disabled={busy}
        onClick={() => respond.mutate({ connectionId: request.connectionId, response: 'reject' })}
      >
        Decline
      </Button>
    </Flex>
  );
}

/** Joins to the same event read as one notice: "Ana and 4 others joined Tuesday doubles". */
function groupNotifications(items: Notification[]): Notification[][] {
  const groups: Notification[][] = [];
  const byEvent = new Map<string, Notification[]>();
  for (const item of items) {
    const eventId = item.type === 'eventJoined' && typeof item.data.eventId === 'string' ? item.data.eventId : null;
    const group = eventId ? byEvent.get(eventId) : undefined;
    if (group) {
      group.push(item);
      continue;
    }
    const created = [item];
    if (eventId) byEvent.set(eventId, created);
    groups.push(created);
  }
  return groups;
}

function groupTitle(group: Notification[]): string {
  const first = group[0]!;
  if (group.length === 1) return first.title;
  const name = joinerNameOf(first.title, first.message) ?? 'Someone';
  return NOTIFICATION_MESSAGES.joinedGroup(name, group.length - 1, first.message);
}

/**
 * One notice (or a group of joins): its title leads to its subject and marks it read. `seen`
 * holds what was unread when the page opened: already marked read, still shown as new.
 */
function NotificationItem({ group, seen }: { group: Notification[]; seen: ReadonlySet<string> }) {
  const utils = trpc.useUtils();
  const refresh = () => void utils.notifications.list.invalidate();
  const markRead = trpc.notifications.markShownRead.useMutation({ onSuccess: refresh, onError: failed });
  const remove = trpc.notifications.delete.useMutation({ onError: failed });
  const notification = group[0]!;
  const unreadIds = group.filter((item) => !item.read && !seen.has(item.id)).map((item) => item.id);
  const unread = unreadIds.length > 0;
  const isNew = !unread && group.some((item) => seen.has(item.id));
  const events = noticeEventsOf(notification.data);
  // A notice about several events lists each as its own link instead of one for the whole.
  const href = events.length > 0 ? null : notificationHref(notification.type, notification.data);
  const title = groupTitle(group);
  const openIt = () => unreadIds.length && markRead.mutate({ notificationIds: unreadIds });
  // "Ana joined Tuesday doubles" needs no second line that says "Tuesday doubles".
  const message = events.length > 0 || title.includes(notification.message) ? null : notification.message;
  async function removeGroup() {
    for (const item of group) await remove.mutateAsync({ notificationId: item.id }).catch(() => undefined);
    refresh();
  }
  return (
    <Box as="li" listStyleType="none" data-testid="notification-item" data-read={!unread}>
      <Card.Root
        variant={unread || isNew ? 'elevated' : 'outline'}
        borderLeftWidth="4px"
        borderLeftColor={unread || isNew ? 'teal.600' : 'border'}
        bg={unread || isNew ? 'teal.50' : 'bg'}
      >
        <Card.Body p="4">
          <Flex gap="3" align="flex-start">
            {notification.imageUrl && <Avatar src={notification.imageUrl} alt="" boxSize="10" borderRadius="full" objectFit="cover" flexShrink={0} />}
            <Stack gap="1" flex="1" minW="0">
              <Flex gap="2" align="center" wrap="wrap">
                {href ? (
                  <Link href={href} onClick={openIt}>
                    <Text as="span" fontWeight={unread ? 'bold' : 'medium'} color="teal.700" textDecoration="underline" textUnderlineOffset="2px">
                      {title}
                    </Text>
                  </Link>
                ) : (
                  <Text fontWeight={unread ? 'bold' : 'medium'}>{title}</Text>
                )}
                {unread && (
                  <Badge colorPalette="teal" size="sm">
                    Unread
                  </Badge>
                )}
                {isNew && (
                  <Badge colorPalette="teal" variant="outline" size="sm">
                    New
                  </Badge>
                )}
              </Flex>
              {message && (
                <Text color="fg.muted" wordBreak="break-word">
                  {message}
                </Text>
              )}
              {events.length > 0 && (
                <Stack as="ul" gap="1" ps="4" listStyleType="disc" aria-label={`Events in: ${title}`}>
                  {events.map((event, index) => (
                    <li key={`${event.href}-${index}`}>
                      <Link href={event.href} onClick={openIt}>
                        <Text as="span" color="teal.700" textDecoration="underline" textUnderlineOffset="2px">
                          {event.title}
                        </Text>
                      </Link>
                    </li>
                  ))}
                </Stack>
              )}
              <Text fontSize="xs" color="fg.muted">
                {timeFormat.format(notification.createdAt)}
              </Text>
              {notification.type === 'familyRequest' && <FamilyRequestActions notification={notification} />}
            </Stack>
            <Flex gap="1" direction={{ base: 'column', sm: 'row' }} flexShrink={0}>
              {unread && (
                <Button
                  size="xs"
                  variant="ghost"
                  aria-label={APP_MESSAGES.rowAction('Mark as read:', notification.title)}
                  loading={markRead.isPending}
                  onClick={() => markRead.mutate({ notificationIds: unreadIds })}
                >
                  Mark as read
                </Button>
              )}
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                aria-label={APP_MESSAGES.rowAction('Delete:', notification.title)}
                loading={remove.isPending}
                onClick={() => void removeGroup()}
              >
                Delete
              </Button>
            </Flex>
          </Flex>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}

export default function NotificationsPage() {
  const utils = trpc.useUtils();
  const list = trpc.notifications.list.useInfiniteQuery({ limit: NOTIFICATIONS_PAGE_SIZE }, { getNextPageParam: (page) => page.nextCursor, staleTime: 0 });
  const markAll = trpc.notifications.markAllRead.useMutation({ onSuccess: () => void utils.notifications.list.invalidate(), onError: failed });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  // Opening the page marks what it shows read (and "Load more" what it adds); those stay marked
  // "New" for this visit. Notices arriving while the page is open stay unread until opened.
  const [seen, setSeen] = useState<ReadonlySet<string>>(() => new Set());
  const [shownPages, setShownPages] = useState(0);
  const markShown = trpc.notifications.markShownRead.useMutation();
  const pages = list.data?.pages.length ?? 0;
  useEffect(() => {
    if (!list.data || pages <= shownPages) return;
    const fresh = list.data.pages.slice(shownPages).flatMap((page) => page.items.filter((item) => !item.read).map((item) => item.id));
    setShownPages(pages);
    if (fresh.length === 0) return;
    setSeen((before) => new Set([...before, ...fresh]));
    markShown.mutate({ notificationIds: fresh.slice(0, 100) });
  }, [list.data, pages, shownPages, markShown]);
  const anyUnread = items.some((item) => !item.read && !seen.has(item.id));
  const groups = groupNotifications(items);

  return (
    <Container maxW="3xl" py="8">
      <Stack gap="6">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h1" size="xl">
            Notifications
          </Heading>
          {items.length > 0 && (
            <Button size="sm" variant="outline" disabled={!anyUnread} loading={markAll.isPending} onClick={() => markAll.mutate()}>
              Mark all as read
            </Button>
          )}
        </Flex>
        {list.isPending ? (
          <PageLoading label="Loading notifications..." />
        ) : list.isError ? (
          <PageError message={NOTIFICATION_MESSAGES.loadFailed} onRetry={() => void list.refetch()} />
        ) : items.length === 0 ? (
          <Text color="fg.muted" textAlign="center" py="12">
            {NOTIFICATION_MESSAGES.empty}
          </Text>
        ) : (
          <Stack as="ul" gap="3" aria-label="Notifications">
            {groups.map((group) => (
              <NotificationItem key={group[0]!.id} group={group} seen={seen} />
            ))}
          </Stack>
        )}
        {list.hasNextPage && (
          <Button variant="outline" alignSelf="center" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            Load more
          </Button>
        )}
      </Stack>
    </Container>
  );
}
