import { Box } from '@chakra-ui/react';
import { GoogleMap, MarkerF } from '@react-google-maps/api';
import { useCallback, useRef } from 'react';
import { useLocation } from 'wouter';
import { eventPaths } from '../events/event-paths.ts';
import type { DiscoverBounds } from '../../../../shared/discover/schemas.ts';
import type { DiscoveredEvent } from './EventResultCard.tsx';

interface Props {
  center: { lat: number; lng: number };
  zoom: number;
  events: DiscoveredEvent[];
  /** Called when the map settles after a pan or zoom (the page debounces it). */
  onBoundsChange: (bounds: DiscoverBounds) => void;
}

/** The discover map (only rendered once the Maps script is ready); each marker opens its event. */
export default function DiscoverMap({ center, zoom, events, onBoundsChange }: Props) {
  const map = useRef<google.maps.Map | null>(null);
  const [, navigate] = useLocation();
  const reportBounds = useCallback(() => {
    const bounds = map.current?.getBounds();
    if (!bounds) return;
    const ne = bounds.getNorthEast();
    const sw = bounds.getSouthWest();
    onBoundsChange({ north: ne.lat(), east: ne.lng(), south: sw.lat(), west: sw.lng() });
  }, [onBoundsChange]);
  return (
    <Box h={{ base: '280px', lg: '520px' }} borderRadius="md" overflow="hidden" data-testid="discover-map">
      <GoogleMap
        mapContainerStyle={{ width: '100%', height: '100%' }}
        center={center}
        zoom={zoom}
        options={{ streetViewControl: false, mapTypeControl: false, fullscreenControl: false }}
        onLoad={(instance) => {
          map.current = instance;
        }}
        onUnmount={() => {
          map.current = null;
        }}
        onIdle={reportBounds}
      >
        {events.map((event) => (
          <MarkerF key={event.id} position={{ lat: event.lat, lng: event.lng }} title={event.title} onClick={() => navigate(eventPaths.view(event.id))} />
        ))}
      </GoogleMap>
    </Box>
  );
}
