import { Button, Center, Flex, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PageError } from '../../components/PageStates.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { DISCOVER_MESSAGES } from '../../../../shared/discover/messages.ts';
import { EventResultCard } from './EventResultCard.tsx';
import { useAuthLink } from '../auth/use-return-here.ts';
import { FullSearchGroup } from './FullSearchGroup.tsx';

/**
 * Results of one full-search text: events, places, teams and players, with "Load more" fetching
 * the next page of every group at once (each page is cached, so earlier pages are not refetched).
 */
export function FullSearchResults({ q }: { q: string }) {
  const [pages, setPages] = useState(1);
  const signInHref = useAuthLink('login');
  const results = trpc.useQueries((t) => Array.from({ length: pages }, (_, page) => t.search.full({ q, page })));
  const failed = results.find((result) => result.isError);
  const loaded = results.flatMap((result) => (result.data ? [result.data] : []));
  const loading = results.some((result) => result.isPending);

  if (failed && loaded.length === 0)
    return <PageError message={errorMessage(failed.error, DISCOVER_MESSAGES.searchFailed)} onRetry={() => void failed.refetch()} />;
  if (loaded.length === 0) {
    return (
      <Center py="10" role="status" aria-live="polite">
        <Flex gap="2" align="center">
          <Spinner color="teal.500" />
          <Text color="fg.muted">Searching...</Text>
        </Flex>
      </Center>
    );
  }

  const events = loaded.flatMap((page) => page.events);
  const places = loaded.flatMap((page) => page.places);
  const teams = loaded.flatMap((page) => page.teams);
  const players = loaded.flatMap((page) => page.players);
  const last = loaded.at(-1)!;
  const hasMore = Object.values(last.hasMore).some(Boolean);
  const nothing = events.length + places.length + teams.length + players.length === 0;

  return (
    <Stack gap="4" aria-live="polite">
      {nothing && <Text data-testid="full-search-nothing">Nothing matches “{q}”. Try another spelling or fewer words.</Text>}
      <FullSearchGroup title="Events" count={events.length} empty="No upcoming events match.">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {events.map((event) => (
            <EventResultCard key={event.id} event={event} />
          ))}
        </SimpleGrid>
      </FullSearchGroup>
      <FullSearchGroup title="Places" count={places.length} empty="No places match.">
        {places.map((place) => (
          <Stack key={place.id} gap="0">
            <TextLink href={`/places/view/${place.id}`}>{place.name}</TextLink>
            <Text fontSize="sm" color="fg.muted">
              {[place.address, place.sports.join(', ')].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
        ))}
      </FullSearchGroup>
      <FullSearchGroup title="Teams" count={teams.length} empty="No teams match.">
        {teams.map((team) => (
          <Stack key={team.id} gap="0">
            <TextLink href={`/team/${team.id}`}>{team.name}</TextLink>
            <Text fontSize="sm" color="fg.muted">
              {[team.gameType, team.cityName].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
        ))}
      </FullSearchGroup>
      <FullSearchGroup
        title="Players"
        count={players.length}
        empty={
          last.playersNeedSignIn ? (
            <>
              <TextLink href={signInHref}>Sign in</TextLink> to search for players.
            </>
          ) : (
            'No players match.'
          )
        }
      >
        {players.map((player) => (
          <Stack key={player.id} gap="0">
            <TextLink href={`/profile/${player.id}`}>{player.displayName}</TextLink>
            {player.city && (
              <Text fontSize="sm" color="fg.muted">
                {player.city}
              </Text>
            )}
          </Stack>
        ))}
      </FullSearchGroup>
      {failed && <Text color="fg.error">{errorMessage(failed.error, DISCOVER_MESSAGES.searchFailed)}</Text>}
      {hasMore && (
        <Button variant="outline" alignSelf="center" loading={loading} onClick={() => setPages((count) => count + 1)}>
          Load more
        </Button>
      )}
    </Stack>
  );
}
