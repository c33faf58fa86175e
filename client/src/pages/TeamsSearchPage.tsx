import { Box, Button, Card, Container, Field, Flex, Grid, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { PageError } from '../components/PageStates.tsx';
import { TextLink } from '../components/TextLink.tsx';
import { useCurrentUser } from '../features/auth/use-current-user.ts';
import { useGoogleMapsReady } from '../features/events/use-google-maps.ts';
import { CitySearchInput } from '../features/cities/CitySearchInput.tsx';
import { trpc } from '../lib/trpc.ts';
import { useRestartFromAddress } from '../lib/use-search-in-address.ts';
import { useSearchFilters } from '../features/teams/use-search-filters.ts';
import { TEAM_LIMITS } from '../../../shared/limits/limits.ts';
import { TEAM_PRIVACY_LABELS, type TeamPrivacy } from '../../../shared/teams/teams.ts';
import { TEAM_MESSAGES } from '../../../shared/teams/messages.ts';
import { useUnitSystem } from '../lib/units.ts';
import { formatDistance, RADIUS_CHOICES_KM, radiusLabel } from '../../../shared/common/units.ts';
import { plainOptions, SelectField } from '../components/SelectField.tsx';

const TeamsMap = lazy(() => import('../features/teams/TeamsMap.tsx'));

/**
 * teams-v3: public teams near a city, nearest first, with game-type and text filters, a page at a
 * time; beside the list, a map of the page's teams when a Maps key is configured.
 */
export default function TeamsSearchPage() {
  // Bumped when a link or Back puts another search in the address: the page starts again from it.
  const [visit, restart] = useRestartFromAddress();
  return <TeamsSearch key={visit} onAddressChange={restart} />;
}

function TeamsSearch({ onAddressChange }: { onAddressChange: () => void }) {
  const { user } = useCurrentUser();
  const profile = trpc.users.settingsProfile.useQuery(undefined, { enabled: Boolean(user), staleTime: 60_000 });
  const gameTypes = trpc.system.gameTypes.useQuery(undefined, { staleTime: Infinity });
  const config = trpc.system.config.useQuery(undefined, { staleTime: Infinity });
  const mapReady = useGoogleMapsReady(Boolean(config.data?.mapsApiKey));
  const {
    cityChoice,
    gameType,
    text,
    debouncedText: debounced,
    radiusKm,
    page,
    setCity,
    setGameType,
    setText,
    setRadiusKm,
    setPage,
  } = useSearchFilters(onAddressChange);
  const units = useUnitSystem();
  const city = cityChoice === undefined ? (profile.data?.city ?? null) : cityChoice;
  const search = trpc.teams.search.useQuery(
    { lat: city?.lat ?? 0, lng: city?.lng ?? 0, radiusKm, page, ...(gameType ? { gameType } : {}), ...(debounced ? { text: debounced } : {}) },
    { enabled: Boolean(city), placeholderData: (previous) => previous },
  );
  // With no city there is no search: the last one's teams are not shown under "Choose a city".
  const results = city ? search.data : undefined;
  return (
    <Container maxW="5xl" py="8">
      <Stack gap="6">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h1" size="2xl">
            Find a team
          </Heading>
          {user && (
            <Button asChild colorPalette="teal">
              <a href="/teams/create">Create a team</a>
            </Button>
          )}
        </Flex>
        <SimpleGrid columns={{ base: 1, md: 4 }} gap="3" alignItems="flex-end">
          <CitySearchInput label="Near" value={city} onChange={setCity} />
          <SelectField
            label="Within"
            value={String(radiusKm)}
            onChange={(radius) => setRadiusKm(Number(radius))}
            options={RADIUS_CHOICES_KM.map((radius) => ({ value: String(radius), label: radiusLabel(radius, units) }))}
          />
          <SelectField
            label="Game type"
            value={gameType}
            onChange={setGameType}
            placeholder="All game types"
            options={plainOptions((gameTypes.data ?? []).filter((type) => type !== 'Any'))}
          />
          <Field.Root>
            <Field.Label>Team name</Field.Label>
            <Input value={text} maxLength={TEAM_LIMITS.searchTextMax} placeholder="Search teams" onChange={(event) => setText(event.target.value)} />
          </Field.Root>
        </SimpleGrid>
        {!city && <Text color="fg.muted">Choose a city to see the teams near it.</Text>}
        {city && search.isPending && <Text color="fg.muted">Looking for teams...</Text>}
        {city && search.isError && <PageError message={TEAM_MESSAGES.teamSearchFailed} onRetry={() => void search.refetch()} />}
        {city && results && results.teams.length === 0 && (
          <Text data-testid="teams-empty">{debounced ? TEAM_MESSAGES.noTeamsNamed(debounced, city.name) : TEAM_MESSAGES.noTeamsNear(city.name)}</Text>
        )}
        <Grid templateColumns={{ base: '1fr', lg: mapReady && city ? 'minmax(0, 3fr) minmax(0, 2fr)' : '1fr' }} gap="5" alignItems="start">
          <SimpleGrid columns={{ base: 1, md: mapReady && city ? 1 : 2 }} gap="4" order={{ base: 2, lg: 1 }}>
            {results?.teams.map((team) => (
              <Card.Root key={team.id} data-testid="team-result">
                <Card.Body>
                  <Stack gap="1">
                    <TextLink href={`/team/${team.id}`}>{team.name}</TextLink>
                    <Text fontSize="sm" color="fg.muted">
                      {[team.gameType, team.cityName, formatDistance(team.distanceKm, units)].filter(Boolean).join(' · ')}
                    </Text>
                    <Text fontSize="sm">
                      {[
                        team.ageGroup,
                        team.skillLevel,
                        TEAM_PRIVACY_LABELS[team.privacy as TeamPrivacy]?.label,
                        `${team.memberCount} ${team.memberCount === 1 ? 'member' : 'members'}`,
                      ].join(' · ')}
                    </Text>
                  </Stack>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
          {mapReady && city && (
            <Box order={{ base: 1, lg: 2 }} position={{ lg: 'sticky' }} top="4">
              <Suspense fallback={null}>
                <TeamsMap center={city} radiusKm={radiusKm} teams={results?.teams ?? []} />
              </Suspense>
            </Box>
          )}
        </Grid>
        {results && (page > 0 || results.hasMore) && (
          <Flex gap="2" justify="center">
            <Button variant="outline" disabled={page === 0} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <Button variant="outline" disabled={!results.hasMore} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </Flex>
        )}
      </Stack>
    </Container>
  );
}
