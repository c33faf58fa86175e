import { Alert, Button, Card, Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useAuthLink } from '../auth/use-return-here.ts';
import { EVENT_MESSAGES } from '../../../../shared/events/messages.ts';
import type { EventDetail, EventViewer } from './event-types.ts';
import { formatEventWhen, minutesLeft } from './event-format.ts';
import { JoinForm } from './JoinForm.tsx';
import { ManageEventLink } from './ManageEventLink.tsx';
import { useEventActions } from './use-event-actions.ts';

/** The viewer's place in the event and what they can do next: join, wait, pay, or leave. */
export function JoinPanel({ event, signedIn }: { event: EventDetail; signedIn: boolean }) {
  const { join, leave } = useEventActions(event.id);
  const signInHref = useAuthLink('login');
  const viewer = event.viewer;
  const started = new Date(event.startsAt).getTime() <= Date.now();
  const doJoin = (choice: { guests: number; slotGroupId: string | null }) => join.mutate({ eventId: event.id, ...choice });
  const leaveButton = (label: string) => (
    <Button variant="outline" colorPalette="red" alignSelf="flex-start" loading={leave.isPending} onClick={() => leave.mutate({ eventId: event.id })}>
      {label}
    </Button>
  );

  let body;
  if (event.cancelled) {
    body = <Text>{EVENT_MESSAGES.cancelled}</Text>;
  } else if (!signedIn) {
    body = (
      <Button asChild colorPalette="teal" alignSelf="flex-start">
        <Link href={signInHref}>Sign in to join</Link>
      </Button>
    );
  } else if (viewer && isActive(viewer.status)) {
    body = (
      <ActiveStatus
        event={event}
        viewer={viewer}
        paying={join.isPending}
        onPay={() => doJoin({ guests: viewer.guests, slotGroupId: null })}
        leaveButton={leaveButton}
      />
    );
  } else if (viewer?.status === 'declined') {
    body = <Text>{EVENT_MESSAGES.cannotJoin}</Text>;
  } else if (started && !event.allowLateRsvp) {
    body = <Text>{EVENT_MESSAGES.alreadyStarted}</Text>;
  } else if (event.counts.spotsLeft !== null && event.counts.spotsLeft <= 0 && !event.allowWaitlist) {
    body = <Text>{EVENT_MESSAGES.full}</Text>;
  } else {
    body = (
      <Stack gap="3">
        {viewer?.canManage && <Text fontSize="sm">{EVENT_MESSAGES.organiserJoinHint}</Text>}
        {event.seriesId && (
          <Text fontSize="sm" color="fg.muted">
            {EVENT_MESSAGES.seriesDateOnly(formatEventWhen(event.startsAt, event.timezone))}
          </Text>
        )}
        <JoinForm event={event} pending={join.isPending} onJoin={doJoin} />
      </Stack>
    );
  }
  return (
    <Card.Root data-testid="join-panel">
      <Card.Body>
        <Stack gap="3">
          {body}
          {viewer?.canManage && <ManageEventLink eventId={event.id} />}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

const isActive = (status: EventViewer['status']) => status === 'going' || status === 'waitlisted' || status === 'pending' || status === 'offered';

function ActiveStatus({
  event,
  viewer,
  paying,
  onPay,
  leaveButton,
}: {
  event: EventDetail;
  viewer: EventViewer;
  paying: boolean;
  onPay: () => void;
  leaveButton: (label: string) => ReactNode;
}) {
  const guests = viewer.guests > 0 ? ` with ${viewer.guests} guest${viewer.guests === 1 ? '' : 's'}` : '';
  const canLeaveWithRefund = event.priceCents > 0 && new Date(event.startsAt).getTime() - Date.now() > event.hoursToCancelBefore * 3_600_000;
  switch (viewer.status) {
    case 'going':
      return (
        <Stack gap="3">
          <Text fontWeight="semibold" data-testid="viewer-status">
            You&apos;re going{guests}
          </Text>
          {event.priceCents > 0 && !viewer.canManage && (
            <Text fontSize="sm" color="fg.muted">
              {canLeaveWithRefund
                ? `Leave at least ${event.hoursToCancelBefore} hours before the start for a refund.`
                : 'The refund window has passed: leaving now is not refunded.'}
            </Text>
          )}
          {leaveButton('Leave event')}
        </Stack>
      );
    case 'waitlisted':
      return (
        <Stack gap="3">
          <Text fontWeight="semibold" data-testid="viewer-status">
            On the waitlist{viewer.position ? `: you are number ${viewer.position}` : ''}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            When a spot frees up, the first on the waitlist gets it and is told.
          </Text>
          {leaveButton('Leave the waitlist')}
        </Stack>
      );
    case 'pending':
      return (
        <Stack gap="3">
          <Text fontWeight="semibold" data-testid="viewer-status">
            Waiting for the organiser&apos;s approval
          </Text>
          {leaveButton('Withdraw request')}
        </Stack>
      );
    default:
      return (
        <Stack gap="3">
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title data-testid="viewer-status">{EVENT_MESSAGES.joinedOffered}</Alert.Title>
              {viewer.offerExpiresAt && (
                <Alert.Description>
                  We hold your spot for {minutesLeft(viewer.offerExpiresAt)} more minutes, then it goes to the next in line.
                </Alert.Description>
              )}
            </Alert.Content>
          </Alert.Root>
          <Flex gap="3" wrap="wrap">
            <Button colorPalette="teal" loading={paying} onClick={onPay}>
              Pay to confirm
            </Button>
            {leaveButton('Give up the spot')}
          </Flex>
        </Stack>
      );
  }
}
