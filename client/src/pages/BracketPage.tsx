import { Card, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'wouter';
import { PageError, PageLoading } from '../components/PageStates.tsx';
import { TextLink } from '../components/TextLink.tsx';
import { useCurrentUser } from '../features/auth/use-current-user.ts';
import { EventMissing } from '../features/events/EventMissing.tsx';
import { eventPaths } from '../features/events/event-paths.ts';
import { BracketView } from '../features/games/BracketView.tsx';
import { useDocumentTitle } from '../lib/document-title.ts';
import { errorMessage, namesNothing } from '../lib/errors.ts';
import { trpc } from '../lib/trpc.ts';
import { BRACKET_WORDS } from '../../../shared/games/bracket-words.ts';
import { GAME_MESSAGES } from '../../../shared/games/games.ts';
import { isUuid } from '../../../shared/common/uuid.ts';

/**
 * evt/{id}/bracket: the event's playoff bracket across the page's whole width, so every round shows
 * side by side on a desktop (issue 31, defect 8); on a phone the rounds scroll sideways. Whoever may
 * see the event reads it here, live; its organiser scores the games on the event page.
 */
export default function BracketPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { isPending: userPending } = useCurrentUser();
  const valid = isUuid(id);
  const enabled = valid && !userPending;
  const event = trpc.events.get.useQuery({ eventId: id }, { enabled, retry: false });
  const bracket = trpc.games.bracket.useQuery({ eventId: id }, { enabled, retry: false });
  const games = trpc.games.byEvent.useQuery({ eventId: id }, { enabled, retry: false });
  const utils = trpc.useUtils();
  // A score saved anywhere moves the bracket here too.
  trpc.games.onEventGames.useSubscription(
    { eventId: id },
    {
      enabled,
      onData: (data) => {
        utils.games.byEvent.setData({ eventId: id }, data);
        void utils.games.bracket.invalidate({ eventId: id });
      },
    },
  );
  useDocumentTitle(event.data ? BRACKET_WORDS.pageTitle(event.data.title) : null);

  if (!valid || (event.isError && namesNothing(event.error)) || (bracket.isError && namesNothing(bracket.error))) return <EventMissing />;
  if (userPending || event.isPending || bracket.isPending) return <PageLoading />;
  if (event.isError) return <PageError message={errorMessage(event.error, BRACKET_WORDS.loadFailed)} onRetry={() => void event.refetch()} />;
  if (bracket.isError) return <PageError message={errorMessage(bracket.error, BRACKET_WORDS.loadFailed)} onRetry={() => void bracket.refetch()} />;
  const manages = games.data?.manages ?? false;
  return (
    <Container maxW="full" px={{ base: '4', md: '8' }} py={{ base: '5', md: '8' }}>
      <Stack gap="5">
        <Stack gap="1">
          <TextLink href={eventPaths.view(event.data.id)}>← {BRACKET_WORDS.backToEvent}</TextLink>
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {event.data.title}
          </Heading>
          <Flex gap="3" wrap="wrap" align="baseline">
            <Text color="fg.muted">{BRACKET_WORDS.pageHeading}</Text>
            {manages && bracket.data && <TextLink href={eventPaths.view(event.data.id)}>{BRACKET_WORDS.scoreOnEventPage}</TextLink>}
          </Flex>
        </Stack>
        {bracket.data ? (
          <BracketView bracket={bracket.data} />
        ) : (
          <Card.Root data-testid="no-bracket">
            <Card.Body>
              <Stack gap="2">
                <Text fontWeight="semibold">{GAME_MESSAGES.noBracket}</Text>
                {manages && <TextLink href={eventPaths.view(event.data.id)}>{BRACKET_WORDS.generateOnEventPage}</TextLink>}
              </Stack>
            </Card.Body>
          </Card.Root>
        )}
      </Stack>
    </Container>
  );
}
