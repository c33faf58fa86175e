import { Box, Button, Card, Container, Field, Flex, Grid, Heading, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { PageError } from '../components/PageStates.tsx';
import { TextLink } from '../components/TextLink.tsx';
import { useCurrentUser } from '../features/auth/use-current-user.ts';
import { useGoogleMapsReady } from '../features/events/use-google-maps.ts';
import { CitySearchInput } from '../features/cities/CitySearchInput.tsx';
import { trpc } from '../lib/trpc.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import type { City } from '../../../shared/schemas/common.ts';
import { TEAM_LIMITS, TEAM_PRIVACY_LABELS, type TeamPrivacy } from '../../../shared/teams.ts';
import { useUnitSystem } from '../lib/units.ts';
import { formatDistance, RADIUS_CHOICES_KM, radiusLabel } from '../../../shared/units.ts';

const TeamsMap = lazy(() => import('../features/teams/TeamsMap.tsx'));

/**
 * teams-v3: public teams near a city, nearest first, with game-type and text filters, a page at a
 * time; beside the list, a map of the page's teams when a Maps key is configured.
 */
export default function TeamsSearchPage() {
  const { user } = useCurrentUser();
  const profile = trpc.users.settingsProfile.useQuery(undefined, { enabled: Boolean(user), staleTime: 60_000 });
  const gameTypes = trpc.system.gameTypes.useQuery(undefined, { staleTime: Infinity });
  const config = trpc.system.config.useQuery(undefined, { staleTime: Infinity });
  const mapReady = useGoogleMapsReady(Boolean(config.data?.mapsApiKey));
  const [cityChoice, setCityChoice] = useState<City | null | undefined>(undefined);
  const [gameType, setGameType] = useState('');
  const [text, setText] = useState('');
  const [radiusKm, setRadiusKm] = useState<number>(TEAM_LIMITS.searchRadiusKmDefault);
  const units = useUnitSystem();
  const [page, setPage] = useState(0);
  const city = cityChoice === undefined ? (profile.data?.city ?? null) : cityChoice;
  const debounced = useDebouncedValue(text.trim(), 300);
  const search = trpc.teams.search.useQuery(
    { lat: city?.lat ?? 0, lng: city?.lng ?? 0, radiusKm, page, ...(gameType ? { gameType } : {}), ...(debounced ? { text: debounced } : {}) },
    { enabled: Boolean(city), placeholderData: (previous) => previous },
  );
  const reset = <T,>(setter: (value: T) => void) => (value: T) => {
    setter(value);
    setPage(0);
  };
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
          <CitySearchInput label="Near" value={city} onChange={reset(setCityChoice)} />
          <Field.Root>
            <Field.Label>Within</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={radiusKm} onChange={(event) => reset(setRadiusKm)(Number(event.target.value))}>
                {RADIUS_CHOICES_KM.map((radius) => (
                  <option key={radius} value={radius}>
                    {radiusLabel(radius, units)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>Game type</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={gameType} onChange={(event) => reset(setGameType)(event.target.value)}>
                <option value="">All game types</option>
                {(gameTypes.data ?? [])
                  .filter((type) => type !== 'Any')
                  .map((type) => (
                    <option key={type} value={type}>
                      {type}
                    </option>
                  ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>Team name</Field.Label>
            <Input value={text} maxLength={100} placeholder="Search teams" onChange={(event) => reset(setText)(event.target.value)} />
          </Field.Root>
        </SimpleGrid>
        {!city && <Text color="fg.muted">Choose a city to see the teams near it.</Text>}
        {city && search.isPending && <Text color="fg.muted">Looking for teams...</Text>}
        {search.isError && <PageError message="Could not load teams." onRetry={() => void search.refetch()} />}
        {city && search.data && search.data.teams.length === 0 && <Text data-testid="teams-empty">No teams match near {city.name}. Try a wider area, or create one.</Text>}
        <Grid templateColumns={{ base: '1fr', lg: mapReady && city ? 'minmax(0, 3fr) minmax(0, 2fr)' : '1fr' }} gap="5" alignItems="start">
        <SimpleGrid columns={{ base: 1, md: mapReady && city ? 1 : 2 }} gap="4" order={{ base: 2, lg: 1 }}>
          {search.data?.teams.map((team) => (
            <Card.Root key={team.id} data-testid="team-result">
              <Card.Body>
                <Stack gap="1">
                  <TextLink href={`/team/${team.id}`}>{team.name}</TextLink>
                  <Text fontSize="sm" color="fg.muted">
                    {[team.gameType, team.cityName, formatDistance(team.distanceKm, units)].filter(Boolean).join(' · ')}
                  </Text>
                  <Text fontSize="sm">
                    {[team.ageGroup, team.skillLevel, TEAM_PRIVACY_LABELS[team.privacy as TeamPrivacy]?.label, `${team.memberCount} ${team.memberCount === 1 ? 'member' : 'members'}`].join(' · ')}
                  </Text>
                </Stack>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
        {mapReady && city && (
          <Box order={{ base: 1, lg: 2 }} position={{ lg: 'sticky' }} top="4">
            <Suspense fallback={null}>
              <TeamsMap center={city} radiusKm={radiusKm} teams={search.data?.teams ?? []} />
            </Suspense>
          </Box>
        )}
        </Grid>
        {search.data && (page > 0 || search.data.hasMore) && (
          <Flex gap="2" justify="center">
            <Button variant="outline" disabled={page === 0} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <Button variant="outline" disabled={!search.data.hasMore} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </Flex>
        )}
      </Stack>
    </Container>
  );
}
