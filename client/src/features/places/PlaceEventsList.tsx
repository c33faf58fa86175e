import { Badge, Button, Card, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { useState } from 'react';
import { Link } from 'wouter';
import { FormAlert } from '../../components/PageStates.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { PLACE_MESSAGES } from '../../../../shared/places/messages.ts';

/** Upcoming events at a place (soonest first), each linking to its event page. */
export function PlaceEventsList({ placeId }: { placeId: string }) {
  const [pages, setPages] = useState(1);
  const results = trpc.useQueries((t) => Array.from({ length: pages }, (_, page) => t.places.events({ id: placeId, when: 'upcoming', page })));
  const events = results.flatMap((r) => r.data?.items ?? []);
  const loading = results.some((r) => r.isPending);
  const failed = results.find((r) => r.isError);
  const hasMore = results.at(-1)?.data?.hasMore ?? false;

  return (
    <Stack gap="3" as="section" aria-label="Upcoming events">
      <Heading as="h2" size="md">
        Upcoming events
      </Heading>
      {failed && <FormAlert status="error" message={errorMessage(failed.error, PLACE_MESSAGES.eventsFailed)} />}
      {!failed && !loading && events.length === 0 && <Text color="fg.muted">{PLACE_MESSAGES.noUpcomingEvents}</Text>}
      {events.map((event) => {
        // Shown in the venue's own zone: "7:00 PM" means 7 PM at the courts, wherever the reader is.
        const start = new TZDate(event.startsAt, event.timezone);
        const spotsLeft = event.capacity === null ? null : Math.max(0, event.capacity - event.spotsTaken);
        return (
          <Card.Root key={event.id} asChild size="sm" _hover={{ borderColor: 'teal.500' }} data-testid="place-event">
            <Link href={`/evt/${event.id}`}>
              <Card.Body py="2" px="3" gap="1">
                <Flex justify="space-between" gap="2" wrap="wrap">
                  <Text fontWeight="semibold">{event.title}</Text>
                  <Badge colorPalette="teal" variant="subtle">
                    {event.gameType}
                  </Badge>
                </Flex>
                <Text fontSize="sm">{format(start, "EEE, MMM d 'at' h:mm a")}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {[
                    event.priceCents > 0 ? `$${(event.priceCents / 100).toFixed(2)}` : 'Free',
                    spotsLeft === null ? null : spotsLeft === 0 ? 'Full' : `${spotsLeft} spots left`,
                    event.creatorName ? `by ${event.creatorName}` : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Card.Body>
            </Link>
          </Card.Root>
        );
      })}
      {loading && <Spinner size="sm" aria-label="Loading events" />}
      {hasMore && !loading && (
        <Button size="sm" variant="outline" alignSelf="start" onClick={() => setPages(pages + 1)}>
          Show more events
        </Button>
      )}
    </Stack>
  );
}
