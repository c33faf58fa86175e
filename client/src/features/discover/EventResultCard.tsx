import { Badge, Card, Flex, Heading, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { eventPaths } from '../events/event-paths.ts';
import { formatEventWhen, formatPrice } from '../events/event-format.ts';
import { seriesText } from '../events/series-text.ts';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../server/routers/index.ts';
import { useUnitSystem } from '../../lib/units.ts';
import { formatDistance } from '../../../../shared/common/units.ts';

export type DiscoveredEvent = inferRouterOutputs<AppRouter>['events']['discover']['items'][number];

function spotsText(event: DiscoveredEvent): string {
  if (event.hostingTeamId) return event.teamName ? `Team game: ${event.teamName}` : 'Team game';
  if (event.capacity === null) return `${event.spotsTaken} going`;
  const left = Math.max(0, event.capacity - event.spotsTaken);
  return left === 0 ? 'Full: waitlist' : `${left} of ${event.capacity} spots left`;
}

/**
 * One event in a result list; the whole card opens the event page. `note` marks why it is listed
 * where it is ("From a host you follow" on Home's nearby events).
 */
export function EventResultCard({ event, note }: { event: DiscoveredEvent; note?: string }) {
  const units = useUnitSystem();
  return (
    <Card.Root
      size="sm"
      position="relative"
      _hover={{ borderColor: 'teal.400' }}
      data-testid="discover-event"
      data-starts-at={new Date(event.startsAt).toISOString()}
    >
      <Card.Body>
        <Stack gap="1">
          <Flex justify="space-between" align="start" gap="2">
            <Heading as="h3" size="sm">
              <LinkOverlay asChild>
                <Link href={eventPaths.view(event.id)}>{event.title}</Link>
              </LinkOverlay>
            </Heading>
            <Badge colorPalette={event.priceCents === 0 ? 'green' : 'orange'}>{formatPrice(event.priceCents)}</Badge>
          </Flex>
          <Text fontSize="sm" data-testid="event-card-when">
            {event.seriesRule ? `${seriesText(event.seriesRule, event.startsAt, event.timezone)}, next: ` : ''}
            {formatEventWhen(event.startsAt, event.timezone)}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {event.locationName}
            {event.distanceKm !== null && ` · ${formatDistance(event.distanceKm, units)} away`}
          </Text>
          <Flex gap="2" wrap="wrap">
            <Badge>{event.gameType}</Badge>
            <Badge variant="outline">{spotsText(event)}</Badge>
            {event.isPrivate && <Badge colorPalette="purple">Private</Badge>}
            {event.seriesId && !event.seriesRule && <Badge variant="outline">Recurring</Badge>}
            {note && <Badge colorPalette="teal">{note}</Badge>}
          </Flex>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
