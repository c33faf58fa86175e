import { Button, Card, Container, Flex, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { Link, useSearchParams } from 'wouter';
import { PageError, PageLoading } from '../components/PageStates.tsx';
import { errorMessage } from '../lib/errors.ts';
import { trpc } from '../lib/trpc.ts';
import { eventPaths } from '../features/events/event-paths.ts';
import { EVENT_TEXTS } from '../features/events/event-texts.ts';
import { MyEventRow } from '../features/events/MyEventRow.tsx';
import { MyTeamEventRow, myTeamEventKey } from '../features/teams/MyTeamEventRow.tsx';
import { mergeUpcoming } from '../features/events/upcoming-merge.ts';
import { TEAM_MESSAGES } from '../../../shared/teams/messages.ts';

/** As many as the server gives in one answer: a season of weekly games, a year of past ones. */
const MY_EVENTS_LIMIT = 100;

/** my-events: the viewer's events (organised, joined, or invited to), in an Upcoming and a Past tab. */
export default function MyEventsPage() {
  const [params, setParams] = useSearchParams();
  const when = params.get('when') === 'past' ? 'past' : 'upcoming';
  return (
    <Container maxW="4xl" py="8">
      <Stack gap="6">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h1" size="2xl">
            Your events
          </Heading>
          <Flex gap="2">
            <Button asChild variant="outline">
              <Link href="/discover">Find a game</Link>
            </Button>
            <Button asChild colorPalette="teal">
              <Link href={eventPaths.create}>Create event</Link>
            </Button>
          </Flex>
        </Flex>
        <Tabs.Root
          value={when}
          onValueChange={(event) => setParams({ when: event.value }, { replace: true })}
          variant="line"
          colorPalette="teal"
          lazyMount
          unmountOnExit
        >
          <Tabs.List>
            <Tabs.Trigger value="upcoming">Upcoming</Tabs.Trigger>
            <Tabs.Trigger value="past">Past</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="upcoming">
            <EventList when="upcoming" />
          </Tabs.Content>
          <Tabs.Content value="past">
            <EventList when="past" />
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </Container>
  );
}

function EventList({ when }: { when: 'upcoming' | 'past' }) {
  const mine = trpc.events.mine.useQuery({ when, limit: MY_EVENTS_LIMIT });
  // Upcoming team events (answered, not joined) with the answer given; past answers are not listed.
  const team = trpc.teams.myEvents.useQuery({ limit: MY_EVENTS_LIMIT }, { enabled: when === 'upcoming' });
  if (mine.isPending || (when === 'upcoming' && team.isPending)) return <PageLoading label="Loading your events..." />;
  if (mine.isError) return <PageError message={errorMessage(mine.error, EVENT_TEXTS.myEventsFailed)} onRetry={() => void mine.refetch()} />;
  if (team.isError) return <PageError message={errorMessage(team.error, TEAM_MESSAGES.myTeamEventsLoadFailed)} onRetry={() => void team.refetch()} />;
  const items = mergeUpcoming(mine.data, when === 'upcoming' ? (team.data ?? []) : [], 2 * MY_EVENTS_LIMIT);
  if (items.length === 0) {
    return (
      <Card.Root>
        <Card.Body>
          <Stack gap="2">
            <Text fontWeight="semibold">{when === 'upcoming' ? EVENT_TEXTS.noUpcoming : EVENT_TEXTS.noPast}</Text>
            <Text color="fg.muted">Events you join or organise are listed here.</Text>
          </Stack>
        </Card.Body>
      </Card.Root>
    );
  }
  return (
    <Stack as="ul" gap="3" listStyleType="none" data-testid="my-events">
      {items.map((item) =>
        item.kind === 'team' ? (
          <MyTeamEventRow key={myTeamEventKey(item.row)} row={item.row} />
        ) : (
          <MyEventRow key={item.event.id} event={item.event} past={when === 'past'} />
        ),
      )}
    </Stack>
  );
}
