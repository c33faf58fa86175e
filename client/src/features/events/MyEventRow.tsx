import { Badge, Flex, Stack, Text } from '@chakra-ui/react';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../server/routers/index.ts';
import { TextLink } from '../../components/TextLink.tsx';
import { eventPaths } from './event-paths.ts';
import { formatEventWhen } from './event-format.ts';
import { seriesText } from './series-text.ts';
import { EVENT_MESSAGES } from '../../../../shared/events/messages.ts';

type MyEvent = inferRouterOutputs<AppRouter>['events']['mine'][number];

const STATUS: Record<string, string> = {
  going: 'Going',
  waitlisted: 'Waitlist',
  pending: 'Awaiting approval',
  offered: 'Spot offered',
  organiser: 'Organiser',
  invited: 'Invited',
};

/** One of the viewer's events, joined or organised: its link, when and where, and their part in it. */
export function MyEventRow({ event, past = false }: { event: MyEvent; past?: boolean }) {
  // The organiser runs the whole series ("Every week on Tuesday, next: ..."); a player joined one date of it.
  const seriesLead = !past && event.seriesRule && event.role === 'organiser' ? `${seriesText(event.seriesRule, event.startsAt, event.timezone)}, next: ` : '';
  return (
    <Flex as="li" gap="3" align="center" wrap="wrap" data-testid="my-event">
      <Stack gap="0" flex="1" minW="0">
        <TextLink href={eventPaths.view(event.id)}>{event.title}</TextLink>
        <Text fontSize="sm" color="fg.muted">
          {seriesLead}
          {formatEventWhen(event.startsAt, event.timezone)} · {event.locationName}
          {event.seriesRule && event.role !== 'organiser' ? ` · ${EVENT_MESSAGES.seriesDateOfMine}` : ''}
        </Text>
      </Stack>
      {event.cancelled ? (
        <Badge colorPalette="red">Cancelled</Badge>
      ) : (
        <Badge colorPalette={event.role === 'invited' ? 'purple' : 'teal'}>{STATUS[event.role] ?? event.role}</Badge>
      )}
    </Flex>
  );
}
