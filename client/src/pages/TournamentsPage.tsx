import { Badge, Button, Card, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { PageError, PageLoading } from '../components/PageStates.tsx';
import { TextLink } from '../components/TextLink.tsx';
import { eventPaths } from '../features/events/event-paths.ts';
import { formatEventWhen } from '../features/events/event-format.ts';
import { errorMessage } from '../lib/errors.ts';
import { trpc } from '../lib/trpc.ts';
import { BRACKET_WORDS } from '../../../shared/games/bracket-words.ts';
import { BRACKET_FORMAT_LABELS } from '../../../shared/games/games.ts';

/**
 * tournaments: the organiser's events with a playoff bracket, each leading to its bracket page, and
 * a way to start one (an event, whose page generates the bracket; the marketing page explains how).
 */
export default function TournamentsPage() {
  return (
    <Container maxW="4xl" py="8">
      <Stack gap="6">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Stack gap="1">
            <Heading as="h1" size="2xl">
              {BRACKET_WORDS.tournaments}
            </Heading>
            <Text color="fg.muted">{BRACKET_WORDS.tournamentsIntro}</Text>
          </Stack>
          <Flex gap="2" wrap="wrap">
            <Button asChild variant="outline">
              <Link href="/create-tournaments">{BRACKET_WORDS.howTournamentsWork}</Link>
            </Button>
            <Button asChild colorPalette="teal">
              <Link href={eventPaths.create}>{BRACKET_WORDS.createTournament}</Link>
            </Button>
          </Flex>
        </Flex>
        <TournamentList />
      </Stack>
    </Container>
  );
}

function TournamentList() {
  const tournaments = trpc.games.myTournaments.useQuery();
  if (tournaments.isPending) return <PageLoading />;
  if (tournaments.isError)
    return <PageError message={errorMessage(tournaments.error, BRACKET_WORDS.tournamentsLoadFailed)} onRetry={() => void tournaments.refetch()} />;
  if (tournaments.data.length === 0)
    return (
      <Card.Root data-testid="no-tournaments">
        <Card.Body>
          <Stack gap="2">
            <Text fontWeight="semibold">{BRACKET_WORDS.noTournaments}</Text>
            <Text color="fg.muted">{BRACKET_WORDS.noTournamentsHelp}</Text>
          </Stack>
        </Card.Body>
      </Card.Root>
    );
  return (
    <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" aria-label={BRACKET_WORDS.tournaments}>
      {tournaments.data.map((tournament) => (
        <Flex as="li" key={tournament.eventId} gap="3" align="center" wrap="wrap" borderWidth="1px" borderRadius="md" p="3" data-testid="tournament">
          <Stack gap="0" flex="1" minW="0">
            <TextLink href={eventPaths.view(tournament.eventId)}>{tournament.title}</TextLink>
            <Text fontSize="sm" color="fg.muted">
              {formatEventWhen(tournament.startsAt, tournament.timezone)} · {BRACKET_FORMAT_LABELS[tournament.format]} ·{' '}
              {BRACKET_WORDS.entrants(tournament.entrants)}
            </Text>
          </Stack>
          {tournament.cancelled && <Badge colorPalette="red">{BRACKET_WORDS.cancelled}</Badge>}
          <Button asChild size="sm" variant="outline" aria-label={`${BRACKET_WORDS.viewBracket}: ${tournament.title}`}>
            <Link href={eventPaths.bracket(tournament.eventId)}>{BRACKET_WORDS.viewBracket}</Link>
          </Button>
        </Flex>
      ))}
    </Stack>
  );
}
