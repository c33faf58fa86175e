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
import { MyTeamEventRow, myTeamEventKey } from '../teams/MyTeamEventRow.tsx';
import { mergeUpcoming } from './upcoming-merge.ts';
import { TEAM_MESSAGES } from '../../../../shared/teams/messages.ts';

/** Home: the viewer's next events, joined or organised (capped at 7, spec section 9). */
export function UpcomingEventsSection() {
  // One more than shown: whether there are more to see.
  const mine = trpc.events.mine.useQuery({ when: 'upcoming', limit: EVENT_TEXTS.homeUpcomingLimit + 1 });
  // Team events are answered, not joined: they come from the teams' schedules, with the answer given.
  const team = trpc.teams.myEvents.useQuery({ limit: EVENT_TEXTS.homeUpcomingLimit + 1 });
  // Counted once merged: a team event the viewer organised is in both lists but shows once.
  const all = mine.data && team.data ? mergeUpcoming(mine.data, team.data, EVENT_TEXTS.homeUpcomingLimit + 1) : [];
  const items = all.slice(0, EVENT_TEXTS.homeUpcomingLimit);
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
      {(mine.isPending || team.isPending) && <Text>Loading your events...</Text>}
      {mine.isError && <PageError message={errorMessage(mine.error, EVENT_TEXTS.upcomingFailed)} onRetry={() => void mine.refetch()} />}
      {team.isError && <PageError message={errorMessage(team.error, TEAM_MESSAGES.myTeamEventsLoadFailed)} onRetry={() => void team.refetch()} />}
      {mine.data && team.data && items.length === 0 && <Text color="fg.muted">{EVENT_TEXTS.noUpcoming}</Text>}
      {items.length > 0 && (
        <Stack as="ul" gap="3" listStyleType="none" data-testid="upcoming-events">
          {items.map((item) =>
            item.kind === 'team' ? <MyTeamEventRow key={myTeamEventKey(item.row)} row={item.row} /> : <MyEventRow key={item.event.id} event={item.event} />,
          )}
        </Stack>
      )}
      {/* Home shows the next seven (spec section 9); the rest, and past ones, are a click away. */}
      {mine.data && team.data && (
        <Box mt="4">
          {all.length > items.length ? (
            <TextLink href="/my-events">{EVENT_TEXTS.seeAllEvents}</TextLink>
          ) : (
            <TextLink href="/my-events?when=past">{EVENT_TEXTS.seePastEvents}</TextLink>
          )}
        </Box>
      )}
    </SectionCard>
  );
}
