import { Badge, Button, Field, Flex, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PageError } from '../../components/PageStates.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { CitySearchInput } from '../cities/CitySearchInput.tsx';
import { PLAYER_SEARCH } from '../../../../shared/players/schemas.ts';
import { useUnitSystem } from '../../lib/units.ts';
import { formatDistance, kmToWholeUnits, unitName, unitsToKm } from '../../../../shared/common/units.ts';
import { plainOptions, SelectField } from '../../components/SelectField.tsx';
import { DISCOVER_MESSAGES } from '../../../../shared/discover/messages.ts';
import { SectionCard } from '../../components/SectionCard.tsx';

type Place = { name: string; lat: number; lng: number };
type When = 'any' | 'at' | 'date';

/** "Who plays <sport> within <radius> of <place> and is available then?" */
export function AvailablePlayersSection({ home, sports }: { home: Place | null; sports: string[] }) {
  const gameTypes = trpc.system.gameTypes.useQuery();
  const [place, setPlace] = useState<Place | null>(home);
  // Any sport first, so the first look shows who is around; the viewer's own sports lead the list.
  const [sport, setSport] = useState('');
  const allSports = (gameTypes.data ?? []).filter((g) => g !== 'Any');
  const sportOptions = [...sports.filter((g) => allSports.includes(g)), ...allSports.filter((g) => !sports.includes(g))];
  const [radiusKm, setRadiusKm] = useState<number>(PLAYER_SEARCH.defaultRadiusKm);
  const units = useUnitSystem();
  const maxRadius = kmToWholeUnits(PLAYER_SEARCH.maxRadiusKm, units);
  const [when, setWhen] = useState<When>('any');
  const [at, setAt] = useState('');
  const [date, setDate] = useState('');
  const [pages, setPages] = useState(1);
  const input = place && {
    lat: place.lat,
    lng: place.lng,
    radiusKm,
    ...(sport ? { sport } : {}),
    ...(when === 'at' && at ? { at: new Date(at).toISOString() } : {}),
    ...(when === 'date' && date ? { date } : {}),
  };
  const results = trpc.useQueries((t) => (input ? Array.from({ length: pages }, (_, page) => t.players.findAvailable({ ...input, page })) : []));
  const players = results.flatMap((r) => r.data?.players ?? []);
  const loading = results.some((r) => r.isPending);
  const failed = results.find((r) => r.isError);
  const hasMore = results.at(-1)?.data?.hasMore ?? false;
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      setPages(1);
      set(v);
    };

  return (
    <SectionCard title="Find available players">
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <CitySearchInput label="Near" value={place} onChange={reset(setPlace)} />
          <SelectField label="Sport" value={sport} onChange={reset(setSport)} placeholder="Any sport" options={plainOptions(sportOptions)} />
          <Field.Root>
            <Field.Label>Within ({unitName(units)})</Field.Label>
            <Input
              type="number"
              min={1}
              max={maxRadius}
              value={kmToWholeUnits(radiusKm, units)}
              onChange={(e) =>
                reset(setRadiusKm)(Math.min(PLAYER_SEARCH.maxRadiusKm, unitsToKm(Math.min(maxRadius, Math.max(1, Number(e.target.value) || 1)), units)))
              }
            />
          </Field.Root>
          <SelectField label="Available" value={when} onChange={reset(setWhen)} options={{ any: 'Any time', at: 'At a time', date: 'On a date' }} />
          {when === 'at' && (
            <Field.Root>
              <Field.Label>Date and time</Field.Label>
              <Input type="datetime-local" value={at} onChange={(e) => reset(setAt)(e.target.value)} />
            </Field.Root>
          )}
          {when === 'date' && (
            <Field.Root>
              <Field.Label>Date</Field.Label>
              <Input type="date" value={date} onChange={(e) => reset(setDate)(e.target.value)} />
            </Field.Root>
          )}
        </SimpleGrid>
        {!place && <Text fontSize="sm">Choose a place to search around.</Text>}
        {failed && <PageError message={errorMessage(failed.error, DISCOVER_MESSAGES.playerSearchFailed)} onRetry={() => void failed.refetch()} />}
        {place && !loading && !failed && players.length === 0 && <Text>No players match. Try a wider radius or another time.</Text>}
        <Stack gap="2" aria-live="polite">
          {players.map((player) => (
            <Flex key={player.id} justify="space-between" align="center" gap="3" borderWidth="1px" borderRadius="md" p="3" data-testid="available-player">
              <Stack gap="0">
                <TextLink href={`/profile/${player.id}`}>{player.displayName}</TextLink>
                <Text fontSize="sm" color="fg.muted">
                  {formatDistance(player.distanceKm, units)} away, {player.location}
                </Text>
              </Stack>
              <Flex gap="2">
                {player.isTraveling && <Badge colorPalette="purple">Traveling</Badge>}
                {player.availability ? <Badge colorPalette="green">Shares availability</Badge> : <Badge>Availability private</Badge>}
              </Flex>
            </Flex>
          ))}
        </Stack>
        {loading && place && <Text>Searching...</Text>}
        {hasMore && !loading && (
          <Button variant="outline" alignSelf="flex-start" onClick={() => setPages((p) => p + 1)}>
            Load more
          </Button>
        )}
      </Stack>
    </SectionCard>
  );
}
