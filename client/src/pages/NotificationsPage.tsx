import { Badge, Box, Button, Card, chakra, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/routers/index.ts';
import { notify } from '../components/ToasterHost.tsx';
import { PageError, PageLoading } from '../components/PageStates.tsx';
import { errorMessage } from '../lib/errors.ts';
import { trpc } from '../lib/trpc.ts';
import { NOTIFICATION_MESSAGES } from '../../../shared/messages.ts';
import { NOTIFICATIONS_PAGE_SIZE } from '../../../shared/schemas/notification-inbox.ts';

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
      void notify({ type: 'success', title: result.status === 'accepted' ? NOTIFICATION_MESSAGES.familyRequestAccepted : NOTIFICATION_MESSAGES.familyRequestDeclined });
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
      <Button size="sm" colorPalette="teal" loading={busy && respond.variables?.response === 'accept'} disabled={busy} onClick={() => respond.mutate({ connectionId: request.connectionId, response: 'accept' })}>
        Accept
      </Button>
      <Button size="sm" variant="outline" loading={busy && respond.variables?.response === 'reject'} disabled={busy} onClick={() => respond.mutate({ connectionId: request.connectionId, response: 'reject' })}>
        Decline
      </Button>
    </Flex>
  );
}

function NotificationItem({ notification }: { notification: Notification }) {
  const utils = trpc.useUtils();
  const refresh = () => void utils.notifications.list.invalidate();
  const markRead = trpc.notifications.markRead.useMutation({ onSuccess: refresh, onError: failed });
  const remove = trpc.notifications.delete.useMutation({ onSuccess: refresh, onError: failed });
  const unread = !notification.read;
  return (
    <Box as="li" listStyleType="none" data-testid="notification-item" data-read={notification.read}>
      <Card.Root variant={unread ? 'elevated' : 'outline'} borderLeftWidth="4px" borderLeftColor={unread ? 'teal.600' : 'transparent'} bg={unread ? 'teal.50' : 'bg'}>
        <Card.Body p="4">
          <Flex gap="3" align="flex-start">
            {notification.imageUrl && <Avatar src={notification.imageUrl} alt="" boxSize="10" borderRadius="full" objectFit="cover" flexShrink={0} />}
            <Stack gap="1" flex="1" minW="0">
              <Flex gap="2" align="center" wrap="wrap">
                <Text fontWeight={unread ? 'bold' : 'medium'}>{notification.title}</Text>
                {unread && (
                  <Badge colorPalette="teal" size="sm">
                    Unread
                  </Badge>
                )}
              </Flex>
              <Text color="fg.muted" wordBreak="break-word">
                {notification.message}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {timeFormat.format(notification.createdAt)}
              </Text>
              {notification.type === 'familyRequest' && <FamilyRequestActions notification={notification} />}
            </Stack>
            <Flex gap="1" direction={{ base: 'column', sm: 'row' }} flexShrink={0}>
              {unread && (
                <Button size="xs" variant="ghost" loading={markRead.isPending} onClick={() => markRead.mutate({ notificationId: notification.id })}>
                  Mark as read
                </Button>
              )}
              <Button size="xs" variant="ghost" colorPalette="red" loading={remove.isPending} onClick={() => remove.mutate({ notificationId: notification.id })}>
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
  const anyUnread = items.some((item) => !item.read);

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
            {items.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} />
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
