import { Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { notify } from '../../components/ToasterHost.tsx';
import { EVENT_MESSAGES } from '../../../../shared/events/messages.ts';
import { useState } from 'react';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { eventPaths } from './event-paths.ts';

/**
 * Add to calendar: this event as an .ics file, or the viewer's private feed of every event they
 * joined or organise. Calendar apps poll feeds only every 12-24 hours, which is why changes are also
 * sent as notifications.
 */
export function CalendarLinks({ eventId, signedIn }: { eventId: string; signedIn: boolean }) {
  const [showFeed, setShowFeed] = useState(false);
  const feed = trpc.events.calendarFeed.useQuery(undefined, { enabled: signedIn && showFeed, retry: false });
  const utils = trpc.useUtils();
  const reset = trpc.events.resetCalendarFeed.useMutation({
    onSuccess: async () => {
      await utils.events.calendarFeed.invalidate();
      void notify({ type: 'success', title: EVENT_MESSAGES.feedReset });
    },
    onError: (error) => void notify({ type: 'error', title: errorMessage(error, EVENT_MESSAGES.calendarLinkResetFailed) }),
  });
  return (
    <Stack gap="2">
      <Flex gap="2" wrap="wrap">
        <Button asChild size="sm" variant="outline">
          <a href={eventPaths.ics(eventId)} download>
            Download .ics
          </a>
        </Button>
        {signedIn && (
          <Button size="sm" variant="outline" aria-expanded={showFeed} onClick={() => setShowFeed((shown) => !shown)}>
            Subscribe to my calendar
          </Button>
        )}
      </Flex>
      {showFeed && feed.isPending && <Text fontSize="sm">Loading your calendar link...</Text>}
      {showFeed && feed.isError && (
        <Text fontSize="sm" color="fg.error">
          {errorMessage(feed.error, EVENT_MESSAGES.calendarLinkLoadFailed)}
        </Text>
      )}
      {showFeed && feed.data && (
        <Stack gap="1" data-testid="calendar-feed">
          <Text fontSize="sm">Every event you join or organise, kept up to date in your calendar app:</Text>
          <Text fontFamily="mono" fontSize="sm" wordBreak="break-all" p="2" bg="bg.muted" borderRadius="sm">
            {feed.data.httpsUrl}
          </Text>
          <Flex gap="3" fontSize="sm">
            <Link href={feed.data.url} color="teal.700">
              Open in my calendar app
            </Link>
            <Link
              href={`https://calendar.google.com/calendar/r?cid=${encodeURIComponent(feed.data.url)}`}
              target="_blank"
              rel="noopener noreferrer"
              color="teal.700"
            >
              Add to Google Calendar
            </Link>
          </Flex>
          <Text fontSize="xs" color="fg.muted">
            Keep this link private: anyone with it can see your events.
          </Text>
          <Button size="xs" variant="ghost" alignSelf="flex-start" loading={reset.isPending} onClick={() => reset.mutate()}>
            Reset link (the old one stops working)
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
