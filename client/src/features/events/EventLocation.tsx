import { Link, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { TextLink } from '../../components/TextLink.tsx';
import { trpc } from '../../lib/trpc.ts';
import { placePaths } from '../../../../shared/places/schemas.ts';
import { useGoogleMapsReady } from './use-google-maps.ts';

// The maps library loads only for a server with a Maps key, and only on pages that show a map.
const EventMap = lazy(() => import('./EventMap.tsx'));

/** Where: the venue's name and address with a directions link, and a map when Maps is configured. */
export function EventLocation({ name, address, lat, lng, placeId }: { name: string; address: string; lat: number; lng: number; placeId: string | null }) {
  const config = trpc.system.config.useQuery(undefined, { staleTime: Infinity });
  const ready = useGoogleMapsReady(Boolean(config.data?.mapsApiKey));
  const directions = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${lat},${lng}`)}`;
  return (
    <Stack gap="2">
      <Text fontWeight="medium">{placeId ? <TextLink href={placePaths.view(placeId)}>{name}</TextLink> : name}</Text>
      {address && <Text color="fg.muted">{address}</Text>}
      <Link href={directions} target="_blank" rel="noopener noreferrer" color="teal.700" fontSize="sm">
        Open in Google Maps
      </Link>
      {ready && (
        <Suspense fallback={null}>
          <EventMap lat={lat} lng={lng} title={name} />
        </Suspense>
      )}
    </Stack>
  );
}
