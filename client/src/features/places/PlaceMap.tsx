import { Box } from '@chakra-ui/react';
import { GoogleMap, MarkerF } from '@react-google-maps/api';
import { useGoogleMapsReady } from './use-google-maps.ts';

interface Props {
  lat: number;
  lng: number;
  label: string;
  /** When given, a click on the map moves the pin there (the place form). */
  onPick?: (point: { lat: number; lng: number }) => void;
  height?: string;
}

/** The place's pin on a Google map; renders nothing without a Maps key, where the address says enough. */
export function PlaceMap({ lat, lng, label, onPick, height = '280px' }: Props) {
  const ready = useGoogleMapsReady();
  if (!ready) return null;
  return (
    <Box borderRadius="md" overflow="hidden" borderWidth="1px" data-testid="place-map">
      <GoogleMap
        mapContainerStyle={{ width: '100%', height }}
        center={{ lat, lng }}
        zoom={15}
        options={{ streetViewControl: false, mapTypeControl: false, clickableIcons: false }}
        onClick={(event) => {
          const point = event.latLng;
          if (onPick && point) onPick({ lat: point.lat(), lng: point.lng() });
        }}
      >
        <MarkerF position={{ lat, lng }} title={label} />
      </GoogleMap>
    </Box>
  );
}
