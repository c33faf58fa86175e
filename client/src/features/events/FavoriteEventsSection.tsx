import { Badge, Flex, Stack, Text } from '@chakra-ui/react';
import { PageError } from '../../components/PageStates.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { eventPaths } from './event-paths.ts';
import { EVENT_TEXTS } from './event-texts.ts';
import { formatEventWhen } from './event-format.ts';
import { EVENT_MESSAGES } from '../../../../shared/events/messages.ts';
import { SectionCard } from '../../components/SectionCard.tsx';

/** Home: the events the viewer starred, upcoming ones soonest first, so a favourite leads back to its event. */
export function FavoriteEventsSection() {
  const favorites = trpc.events.favorites.useQuery();
  const upcoming = favorites.data?.filter((event) => new Date(event.endsAt).getTime() >= Date.now()).slice(0, EVENT_TEXTS.homeUpcomingLimit);
  return (
    <SectionCard title="Your favorites" as="section" aria-label="Your favorites">
      {favorites.isPending && <Text>Loading your favorites...</Text>}
      {favorites.isError && <PageError message={errorMessage(favorites.error, EVENT_MESSAGES.favoritesLoadFailed)} onRetry={() => void favorites.refetch()} />}
      {upcoming && upcoming.length === 0 && <Text color="fg.muted">No upcoming favorites. Tap ☆ Favorite on an event to keep it here.</Text>}
      {upcoming && upcoming.length > 0 && (
        <Stack as="ul" gap="3" listStyleType="none" data-testid="favorite-events">
          {upcoming.map((event) => (
            <Flex as="li" key={event.id} gap="3" align="center" wrap="wrap">
              <Stack gap="0" flex="1" minW="0">
                <TextLink href={eventPaths.view(event.id)}>{event.title}</TextLink>
                <Text fontSize="sm" color="fg.muted">
                  {formatEventWhen(event.startsAt, event.timezone)} · {event.locationName}
                </Text>
              </Stack>
              {event.cancelled && <Badge colorPalette="red">Cancelled</Badge>}
            </Flex>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
