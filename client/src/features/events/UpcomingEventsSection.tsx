import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { PageError } from '../../components/PageStates.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { eventPaths } from './event-paths.ts';
import { EVENT_TEXTS } from './event-texts.ts';
import { MyEventRow } from './MyEventRow.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';

/** Home: the viewer's next events, joined or organised (capped at 7, spec section 9). */
export function UpcomingEventsSection() {
  // One more than shown: whether there are more to see.
  const mine = trpc.events.mine.useQuery({ when: 'upcoming', limit: EVENT_TEXTS.homeUpcomingLimit + 1 });
  return (
    <SectionCard
      title="Upcoming events"
      as="section"
      aria-label="Upcoming events"
      actions={
        <Button asChild size="sm" colorPalette="teal" variant="outline">
          <Link href={eventPaths.create}>Create event</Link>
        </Button>
      }
    >
      {mine.isPending && <Text>Loading your events...</Text>}
      {mine.isError && <PageError message={errorMessage(mine.error, EVENT_TEXTS.upcomingFailed)} onRetry={() => void mine.refetch()} />}
      {mine.data && mine.data.length === 0 && <Text color="fg.muted">{EVENT_TEXTS.noUpcoming}</Text>}
      {mine.data && mine.data.length > 0 && (
        <Stack as="ul" gap="3" listStyleType="none" data-testid="upcoming-events">
          {mine.data.slice(0, EVENT_TEXTS.homeUpcomingLimit).map((event) => (
            <MyEventRow key={event.id} event={event} />
          ))}
        </Stack>
      )}
      {/* Home shows the next seven (spec section 9); the rest, and past ones, are a click away. */}
      {mine.data && (
        <Box mt="4">
          {mine.data.length > EVENT_TEXTS.homeUpcomingLimit ? (
            <TextLink href="/my-events">{EVENT_TEXTS.seeAllEvents}</TextLink>
          ) : (
            <TextLink href="/my-events?when=past">{EVENT_TEXTS.seePastEvents}</TextLink>
          )}
        </Box>
      )}
    </SectionCard>
  );
}
