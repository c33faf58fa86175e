import { PlayerAvatar } from '../../components/PlayerAvatar.tsx';
import { Badge, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { TextLink } from '../../components/TextLink.tsx';
import type { EventDetail } from './event-types.ts';
import { UNNAMED_PLAYER } from './event-texts.ts';
import { formatDuration, formatEventWhen, formatPrice } from './event-format.ts';
import { describeRecurrence, fromRrule } from './recurrence.ts';

/** Title, sport, time, host and price: what a player decides on at a glance. */
export function EventSummary({ event }: { event: EventDetail }) {
  const recurrence = event.series ? fromRrule(event.series.rrule) : null;
  return (
    <Stack gap="3">
      <Flex gap="2" wrap="wrap">
        <Badge colorPalette="teal">{event.gameType}</Badge>
        {event.isPrivate && <Badge colorPalette="purple">Private</Badge>}
        {event.series && <Badge colorPalette="blue">Repeats</Badge>}
        <Badge colorPalette={event.priceCents > 0 ? 'orange' : 'green'} data-testid="event-price">
          {formatPrice(event.priceCents, event.currency)}
        </Badge>
      </Flex>
      <Heading as="h1" size="2xl">
        {event.title}
      </Heading>
      <Stack gap="1">
        <Text fontWeight="medium" data-testid="event-when">
          {formatEventWhen(event.startsAt, event.timezone)} · {formatDuration(event.durationMinutes)}
        </Text>
        {event.series && <Text color="fg.muted">{recurrence ? describeRecurrence(recurrence, event.localDate) : 'Repeats'}</Text>}
      </Stack>
      <Flex gap="2" align="center">
        <PlayerAvatar name={event.creator.displayName ?? UNNAMED_PLAYER} photoUrl={event.creator.photoUrl} size={28} />
        <Text fontSize="sm">
          Organised by <TextLink href={`/profile/${event.creator.id}`}>{event.creator.displayName ?? UNNAMED_PLAYER}</TextLink>
          {event.teamName ? ` · ${event.teamName}` : ''}
          {event.opponentName ? ` vs ${event.opponentName}` : ''}
        </Text>
      </Flex>
      {event.description && <Text whiteSpace="pre-wrap">{event.description}</Text>}
    </Stack>
  );
}
