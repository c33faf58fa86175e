import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { SwitchField } from '../../components/SwitchField.tsx';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'wouter';
import { trpc } from '../../lib/trpc.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { useGoogleMapsReady } from '../events/use-google-maps.ts';
import type { City } from '../../../../shared/common/schemas.ts';
import { DISCOVER, type DiscoverBounds } from '../../../../shared/discover/schemas.ts';
import { DiscoverFilters } from './DiscoverFilters.tsx';
import { DiscoverResults } from './DiscoverResults.tsx';
import { discoverQueryInput, gameTypeFromContext, viewerTimeZone, type DiscoverArea, type DiscoverFilterValues } from './discover-state.ts';
import { useDiscoverPages } from './use-discover-pages.ts';
import { readDiscoverUrl, writeDiscoverUrl } from './discover-url.ts';
import { useSearchInAddress } from '../../lib/use-search-in-address.ts';
import { useUnitSystem } from '../../lib/units.ts';
import { radiusLabel } from '../../../../shared/common/units.ts';

const DiscoverMap = lazy(() => import('./DiscoverMap.tsx'));
/** The middle of the contiguous US: where the map opens for a guest with no city picked. */
const US_CENTER = { lat: 39.8283, lng: -98.5795 };

/**
 * The discover page body. Without a Maps key (or before the script is ready) it is a list filtered
 * around the viewer's Go-To Area city or a picked city; with a map, the map's visible area drives
 * the list unless the viewer switches back to the radius. The search lives in the address too; when
 * a link or Back changes the address under it, `onAddressChange` asks for a fresh start from there.
 */
export function DiscoverView({ context, onAddressChange }: { context: string | undefined; onAddressChange: () => void }) {
  const { user } = useCurrentUser();
  const config = trpc.system.config.useQuery(undefined, { staleTime: Infinity });
  const mapReady = useGoogleMapsReady(Boolean(config.data?.mapsApiKey));
  const units = useUnitSystem();
  const gameTypes = trpc.system.gameTypes.useQuery(undefined, { staleTime: Infinity });
  const profile = trpc.users.settingsProfile.useQuery(undefined, { enabled: Boolean(user), staleTime: 60_000 });

  // The search starts from the address (Back from an event, a reload, a shared link) and is written back to it.
  const [params] = useSearchParams();
  const [fromUrl] = useState(() => readDiscoverUrl(params));
  const [filters, setFilters] = useState<DiscoverFilterValues>(fromUrl.filters);
  // Undefined until the viewer chooses: the route's context and the Go-To Area are the defaults.
  const [gameTypeChoice, setGameTypeChoice] = useState<string | undefined>(fromUrl.gameType);
  const [cityChoice, setCityChoice] = useState<City | null | undefined>(fromUrl.city);
  const [radiusKm, setRadiusKm] = useState<number>(fromUrl.radiusKm);
  // A city in the address is where the viewer wants to look, as when it is picked.
  const [followMap, setFollowMap] = useState(!fromUrl.city);
  const [mapBounds, setMapBounds] = useState<DiscoverBounds | null>(null);

  const gameType = gameTypeChoice ?? gameTypeFromContext(context, gameTypes.data ?? []);
  const profileCity = profile.data?.city ?? null;
  const city = cityChoice === undefined ? profileCity : cityChoice;
  const text = useDebouncedValue(filters.text, DISCOVER.textDebounceMs);
  const bounds = useDebouncedValue(mapBounds, DISCOVER.boundsDebounceMs);
  const search = writeDiscoverUrl({ filters: { ...filters, text }, gameType: gameTypeChoice, city: cityChoice, radiusKm }).toString();
  useSearchInAddress(search, onAddressChange);

  const usingMap = mapReady && followMap && bounds !== null;
  const area: DiscoverArea = usingMap ? { kind: 'map', bounds } : city ? { kind: 'city', city, radiusKm } : { kind: 'anywhere' };
  const input = discoverQueryInput({ ...filters, gameType }, area, text, viewerTimeZone());
  // The Go-To Area is the default place: wait for it rather than list the whole country first.
  const waitingForProfile = Boolean(user) && profile.isPending && cityChoice === undefined;
  const pages = useDiscoverPages(input, !waitingForProfile);

  const change = (next: Partial<DiscoverFilterValues>) => {
    if (next.gameType !== undefined) setGameTypeChoice(next.gameType);
    setFilters((current) => ({ ...current, ...next }));
  };
  const pickCity = (next: City | null) => {
    setCityChoice(next);
    // A picked city is where the viewer wants to look: the list follows it, and the map moves there.
    if (next) setFollowMap(false);
  };

  const mapToggle = mapReady ? <SwitchField label="Search as the map moves" checked={followMap} onChange={setFollowMap} alignEnd /> : undefined;

  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Discover
        </Heading>
        <Text color="fg.muted">
          {area.kind === 'map'
            ? 'Events in the map area.'
            : area.kind === 'city'
              ? `Events within ${radiusLabel(area.radiusKm, units)} of ${area.city.name}.`
              : 'Events everywhere. Pick a city to see the ones near you.'}
        </Text>
      </Stack>
      <DiscoverFilters
        values={{ ...filters, gameType }}
        onChange={change}
        city={city}
        onCityChange={pickCity}
        radiusKm={radiusKm}
        onRadiusChange={(km) => {
          setRadiusKm(km);
          setFollowMap(false);
        }}
        showRadius={!usingMap}
        mapToggle={mapToggle}
      />
      <Grid templateColumns={{ base: '1fr', lg: mapReady ? 'minmax(0, 3fr) minmax(0, 2fr)' : '1fr' }} gap="5" alignItems="start">
        <Box order={{ base: 2, lg: 1 }}>
          <DiscoverResults pages={pages} />
        </Box>
        {mapReady && (
          <Box order={{ base: 1, lg: 2 }} position={{ lg: 'sticky' }} top="4">
            <Suspense fallback={null}>
              <DiscoverMap center={city ?? US_CENTER} zoom={city ? 11 : 4} events={pages.items} onBoundsChange={setMapBounds} />
            </Suspense>
          </Box>
        )}
      </Grid>
    </Stack>
  );
}
