import { Badge, Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { PageError } from '../../components/PageStates.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { eventPaths } from './event-paths.ts';
import { EVENT_TEXTS } from './event-texts.ts';
import { formatEventWhen } from './event-format.ts';
import { seriesText } from './series-text.ts';
import { EVENT_MESSAGES } from '../../../../shared/messages.ts';

const STATUS: Record<string, string> = { going: 'Going', waitlisted: 'Waitlist', pending: 'Awaiting approval', offered: 'Spot offered', organiser: 'Organiser' };

/** Home: the viewer's next events, joined or organised (capped at 7, spec section 9). */
export function UpcomingEventsSection() {
  const mine = trpc.events.mine.useQuery({ when: 'upcoming', limit: EVENT_TEXTS.homeUpcomingLimit });
  return (
    <Card.Root as="section" aria-label="Upcoming events">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3">
          <Heading size="md" as="h2">
            Upcoming events
          </Heading>
          <Button asChild size="sm" colorPalette="teal" variant="outline">
            <Link href={eventPaths.create}>Create event</Link>
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body>
        {mine.isPending && <Text>Loading your events...</Text>}
        {mine.isError && <PageError message={errorMessage(mine.error, EVENT_TEXTS.upcomingFailed)} onRetry={() => void mine.refetch()} />}
        {mine.data && mine.data.length === 0 && <Text color="fg.muted">{EVENT_TEXTS.noUpcoming}</Text>}
        {mine.data && mine.data.length > 0 && (
          <Stack as="ul" gap="3" listStyleType="none" data-testid="upcoming-events">
            {mine.data.slice(0, EVENT_TEXTS.homeUpcomingLimit).map((event) => (
              <Flex as="li" key={event.id} gap="3" align="center" wrap="wrap">
                <Stack gap="0" flex="1" minW="0">
                  <TextLink href={eventPaths.view(event.id)}>{event.title}</TextLink>
                  <Text fontSize="sm" color="fg.muted">
                    {/* The organiser runs the whole series; a player joined one date of it. */}
                    {event.seriesRule && event.role === 'organiser' ? `${seriesText(event.seriesRule, event.startsAt, event.timezone)}, next: ` : ''}
                    {formatEventWhen(event.startsAt, event.timezone)} · {event.locationName}
                    {event.seriesRule && event.role !== 'organiser' ? ` · ${EVENT_MESSAGES.seriesDateOfMine}` : ''}
                  </Text>
                </Stack>
                {event.cancelled ? <Badge colorPalette="red">Cancelled</Badge> : <Badge colorPalette="teal">{STATUS[event.role] ?? event.role}</Badge>}
              </Flex>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
