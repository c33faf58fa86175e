import { Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { FormAlert } from '../../components/PageStates.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { TIMINGS } from '../../../../shared/common/constants.ts';
import { PLACE_MESSAGES } from '../../../../shared/places/messages.ts';
import { boundsAround } from './nearby-bounds.ts';
import { PlaceCard } from './PlaceCard.tsx';

interface Props {
  title: string;
  /** The point to search around; nothing is loaded until there is one. */
  center: { lat: number; lng: number } | null;
  radiusKm: number;
  /** Name filter (the place form passes the typed name, to surface duplicates). */
  q?: string;
  sport?: string;
  excludeId?: string;
  emptyText?: string;
}

/**
 * Places in the area around a point, by map bounds, nearest the centre first. The area and the
 * filters settle for the spec's place loading debounce before a request goes out, so dragging a
 * pin or typing a name sends one query, not one per change.
 */
export function NearbyPlaces({ title, center, radiusKm, q, sport, excludeId, emptyText = PLACE_MESSAGES.noPlacesHere }: Props) {
  const wanted = useMemo(
    () =>
      center
        ? { bounds: boundsAround(center.lat, center.lng, radiusKm), filter: { ...(q?.trim() ? { q: q.trim() } : {}), ...(sport ? { sport } : {}) } }
        : null,
    [center, radiusKm, q, sport],
  );
  const key = JSON.stringify(wanted);
  const settledKey = useDebouncedValue(key, TIMINGS.placeLoadingDebounceMs);
  const settled = useMemo(() => JSON.parse(settledKey) as typeof wanted, [settledKey]);
  const [pages, setPages] = useState({ key: settledKey, count: 1 });
  const count = pages.key === settledKey ? pages.count : 1;
  const results = trpc.useQueries((t) => (settled ? Array.from({ length: count }, (_, page) => t.places.byBounds({ ...settled, page })) : []));

  const items = results.flatMap((r) => r.data?.items ?? []).filter((place) => place.id !== excludeId);
  const loading = key !== settledKey || results.some((r) => r.isPending);
  const failed = results.find((r) => r.isError);
  const hasMore = results.at(-1)?.data?.hasMore ?? false;

  return (
    <Stack gap="3" as="section" aria-label={title}>
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {!center && <Text color="fg.muted">Choose a location to see places nearby.</Text>}
      {center && failed && <FormAlert status="error" message={errorMessage(failed.error, PLACE_MESSAGES.listFailed)} />}
      {center && !failed && !loading && items.length === 0 && <Text color="fg.muted">{emptyText}</Text>}
      {items.map((place) => (
        <PlaceCard key={place.id} place={place} />
      ))}
      {center && loading && <Spinner size="sm" aria-label="Loading places" />}
      {hasMore && !loading && (
        <Button size="sm" variant="outline" alignSelf="start" onClick={() => setPages({ key: settledKey, count: count + 1 })}>
          Show more places
        </Button>
      )}
    </Stack>
  );
}
