import { Box } from '@chakra-ui/react';
import { GoogleMap, MarkerF } from '@react-google-maps/api';

/** The venue on a Google map; only rendered once the Maps script is ready. */
export default function EventMap({ lat, lng, title }: { lat: number; lng: number; title: string }) {
  return (
    <Box h="260px" borderRadius="md" overflow="hidden" data-testid="event-map">
      <GoogleMap
        mapContainerStyle={{ width: '100%', height: '100%' }}
        center={{ lat, lng }}
        zoom={14}
        options={{ streetViewControl: false, mapTypeControl: false }}
      >
        <MarkerF position={{ lat, lng }} title={title} />
      </GoogleMap>
    </Box>
  );
}
