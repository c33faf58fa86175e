import { Alert, Container, Flex, Grid, Stack } from '@chakra-ui/react';
import { useParams } from 'wouter';
import { PageError, PageLoading } from '../components/PageStates.tsx';
import { useCurrentUser } from '../features/auth/use-current-user.ts';
import { CalendarLinks } from '../features/events/CalendarLinks.tsx';
import { EventFacts } from '../features/events/EventFacts.tsx';
import { EventLocation } from '../features/events/EventLocation.tsx';
import { EventSummary } from '../features/events/EventSummary.tsx';
import { EVENT_TEXTS } from '../features/events/event-texts.ts';
import { FavoriteButton } from '../features/events/FavoriteButton.tsx';
import { GoingList } from '../features/events/GoingList.tsx';
import { JoinPanel } from '../features/events/JoinPanel.tsx';
import { EventGames } from '../features/games/EventGames.tsx';
import { SectionCard } from '../components/SectionCard.tsx';
import { SeriesDates } from '../features/events/SeriesDates.tsx';
import { errorMessage, namesNothing } from '../lib/errors.ts';
import { trpc } from '../lib/trpc.ts';
import { EVENT_MESSAGES } from '../../../shared/events/messages.ts';
import { useDocumentTitle } from '../lib/document-title.ts';
import { isUuid } from '../../../shared/common/uuid.ts';
import { EventMissing } from '../features/events/EventMissing.tsx';
import { TeamGamePanel } from '../features/events/TeamGamePanel.tsx';

/** evt/{id}, discover/events/{id}, discover/games/{id}: one event, open to guests for public events. */
export default function EventPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { user, isPending: userPending } = useCurrentUser();
  const valid = isUuid(id);
  const event = trpc.events.get.useQuery({ eventId: id }, { enabled: valid && !userPending, retry: false });
  // The games card's data (EventGames) is asked for beside the event's, not a round trip after it:
  // so the server's render holds the card too, and it does not push the page down once hydrated (issue 36).
  trpc.games.byEvent.useQuery({ eventId: id }, { enabled: valid, retry: false });
  trpc.games.bracket.useQuery({ eventId: id }, { enabled: valid, retry: false });
  useDocumentTitle(event.data?.title);
  if (!valid || (event.isError && namesNothing(event.error))) return <EventMissing />;
  if (userPending || event.isPending) return <PageLoading />;
  if (event.isError) return <PageError message={errorMessage(event.error, EVENT_TEXTS.loadFailed)} onRetry={() => void event.refetch()} />;
  const data = event.data;
  return (
    <Container maxW="5xl" py="8">
      <Stack gap="6">
        {data.cancelled && (
          <Alert.Root status="error" data-testid="event-cancelled">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{EVENT_MESSAGES.cancelled}</Alert.Title>
              {data.cancelReason && <Alert.Description>{data.cancelReason}</Alert.Description>}
            </Alert.Content>
          </Alert.Root>
        )}
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
          <Stack gap="6">
            <EventSummary event={data} />
            <SectionCard title="Where" region>
              <EventLocation
                name={data.location.name}
                address={data.location.address}
                lat={data.location.lat}
                lng={data.location.lng}
                placeId={data.place?.id ?? null}
              />
            </SectionCard>
            {!data.team && (
              <SectionCard title="Who's going" region>
                <GoingList event={data} />
              </SectionCard>
            )}
            <EventGames eventId={data.id} timezone={data.timezone} hostingTeamId={data.hostingTeamId} hostingTeamName={data.teamName} />
          </Stack>
          <Stack gap="4">
            {data.team ? <TeamGamePanel event={data} team={data.team} signedIn={Boolean(user)} /> : <JoinPanel event={data} signedIn={Boolean(user)} />}
            {/* A cancelled event offers nothing more to take: no spots, no favourite, no calendar entry. */}
            {!data.cancelled && (
              <>
                {!data.team && (
                  <SectionCard title="Spots" region>
                    <EventFacts event={data} />
                  </SectionCard>
                )}
                {user && (
                  <Flex gap="2" wrap="wrap">
                    <FavoriteButton eventId={data.id} isFavorite={data.viewer?.isFavorite ?? false} />
                  </Flex>
                )}
                <SectionCard title="Add to calendar" region>
                  <CalendarLinks eventId={data.id} signedIn={Boolean(user)} />
                </SectionCard>
              </>
            )}
            <SeriesDates event={data} />
          </Stack>
        </Grid>
      </Stack>
    </Container>
  );
}

/** A missing (or hidden) event: trying again cannot bring it back, so the way onwards is Discover. */
