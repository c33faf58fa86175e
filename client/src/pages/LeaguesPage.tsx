import { Badge, Button, Card, Container, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { PageError, PageLoading } from '../components/PageStates.tsx';
import { plainOptions, SelectField } from '../components/SelectField.tsx';
import { TextField } from '../components/TextField.tsx';
import { TextLink } from '../components/TextLink.tsx';
import { useCurrentUser } from '../features/auth/use-current-user.ts';
import { CitySearchInput } from '../features/cities/CitySearchInput.tsx';
import { CreateLeagueDialog } from '../features/leagues/CreateLeagueDialog.tsx';
import { seasonDates } from '../features/leagues/league-format.ts';
import { readLeaguesSearch, writeLeaguesSearch } from '../features/leagues/leagues-search-url.ts';
import { trpc } from '../lib/trpc.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { useRestartFromAddress, useSearchInAddress } from '../lib/use-search-in-address.ts';
import { useUnitSystem } from '../lib/units.ts';
import type { City } from '../../../shared/common/schemas.ts';
import { formatDistance, RADIUS_CHOICES_KM, radiusLabel } from '../../../shared/common/units.ts';
import { LEAGUE_PAGE_WORDS as W } from '../../../shared/leagues/league-page-words.ts';
import { LEAGUE_LIMITS as L } from '../../../shared/leagues/leagues.ts';

/**
 * leagues: leagues by name, sport, city and season dates, those open for registration first. The
 * address keeps the search the way Find a team's does (the same parameters, read by its reader).
 */
export default function LeaguesPage() {
  const [visit, restart] = useRestartFromAddress();
  return <LeaguesSearch key={visit} onAddressChange={restart} />;
}

function LeaguesSearch({ onAddressChange }: { onAddressChange: () => void }) {
  const { user } = useCurrentUser();
  const profile = trpc.users.settingsProfile.useQuery(undefined, { enabled: Boolean(user), staleTime: 60_000 });
  const gameTypes = trpc.system.gameTypes.useQuery(undefined, { staleTime: Infinity });
  const [params] = useSearchParams();
  const [fromAddress] = useState(() => readLeaguesSearch(params));
  const [cityChoice, setCityChoice] = useState<City | null | undefined>(fromAddress.city);
  const [sport, setSport] = useState(fromAddress.gameType);
  const [text, setText] = useState(fromAddress.text);
  const [radiusKm, setRadiusKm] = useState<number>(fromAddress.radiusKm);
  const [from, setFrom] = useState(fromAddress.from);
  const [to, setTo] = useState(fromAddress.to);
  const [page, setPage] = useState(fromAddress.page);
  const [creating, setCreating] = useState(false);
  const units = useUnitSystem();
  const city = cityChoice === undefined ? (profile.data?.city ?? null) : cityChoice;
  const debounced = useDebouncedValue(text.trim(), 300);
  useSearchInAddress(writeLeaguesSearch({ text: debounced, gameType: sport, city: cityChoice, radiusKm, page, from, to }).toString(), onAddressChange);
  const search = trpc.leagues.search.useQuery(
    {
      ...(city ? { lat: city.lat, lng: city.lng, radiusKm } : {}),
      ...(sport ? { sport } : {}),
      ...(debounced ? { q: debounced } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      cursor: Math.min(page * L.searchPageSize, L.searchOffsetMax),
    },
    { placeholderData: (previous) => previous },
  );
  const reset =
    <T,>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setPage(0);
    };
  const results = search.data;
  return (
    <Container maxW="5xl" py="8">
      <Stack gap="6">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h1" size="2xl">
            {W.pageTitle}
          </Heading>
          {user && (
            <Button colorPalette="teal" onClick={() => setCreating(true)}>
              {W.createLeague}
            </Button>
          )}
        </Flex>
        <Text color="fg.muted">{W.intro}</Text>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" alignItems="flex-end">
          <CitySearchInput label={W.nearLabel} value={city} onChange={reset(setCityChoice)} />
          <SelectField
            label={W.withinLabel}
            value={String(radiusKm)}
            onChange={(radius) => reset(setRadiusKm)(Number(radius))}
            options={RADIUS_CHOICES_KM.map((radius) => ({ value: String(radius), label: radiusLabel(radius, units) }))}
          />
          <SelectField
            label={W.sportLabel}
            value={sport}
            onChange={reset(setSport)}
            placeholder={W.allSports}
            options={plainOptions((gameTypes.data ?? []).filter((type) => type !== 'Any'))}
          />
          <TextField label={W.searchLabel} value={text} maxLength={L.searchTextMax} placeholder={W.searchPlaceholder} onChange={reset(setText)} />
          <TextField label={W.seasonFromLabel} type="date" value={from} max={to || undefined} onChange={reset(setFrom)} />
          <TextField label={W.seasonToLabel} type="date" value={to} min={from || undefined} onChange={reset(setTo)} />
        </SimpleGrid>
        {search.isPending && <PageLoading label={W.searching} />}
        {search.isError && <PageError message={W.searchFailed} onRetry={() => void search.refetch()} />}
        {results && results.leagues.length === 0 && <Text data-testid="leagues-empty">{W.noLeagues}</Text>}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {results?.leagues.map((league) => (
            <Card.Root key={league.id} data-testid="league-result">
              <Card.Body>
                <Stack gap="1">
                  <Flex gap="2" align="center" wrap="wrap">
                    <TextLink href={`/league/${league.id}`}>{league.name}</TextLink>
                    {league.openForRegistration && <Badge colorPalette="green">{W.openBadge}</Badge>}
                  </Flex>
                  <Text fontSize="sm" color="fg.muted">
                    {[league.sport, league.cityName, league.distanceKm === null ? null : formatDistance(league.distanceKm, units), league.organizationName]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                  {league.season && <Text fontSize="sm">{`${league.season.name} · ${seasonDates(league.season)}`}</Text>}
                </Stack>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
        {results && (page > 0 || results.nextCursor !== null) && (
          <Flex gap="2" justify="center">
            <Button variant="outline" disabled={page === 0} onClick={() => setPage(page - 1)}>
              {W.previous}
            </Button>
            <Button variant="outline" disabled={results.nextCursor === null} onClick={() => setPage(page + 1)}>
              {W.next}
            </Button>
          </Flex>
        )}
      </Stack>
      {creating && <CreateLeagueDialog onClose={() => setCreating(false)} />}
    </Container>
  );
}
