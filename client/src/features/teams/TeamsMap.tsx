import { Box } from '@chakra-ui/react';
import { GoogleMap, MarkerF } from '@react-google-maps/api';
import { useLocation } from 'wouter';

interface MappedTeam {
  id: string;
  name: string;
  lat: number | null;
  lng: number | null;
}

/** teams-v3's map (rendered only once the Maps script is ready): the page's teams around the searched city; a marker opens its team. */
export default function TeamsMap({ center, radiusKm, teams }: { center: { lat: number; lng: number }; radiusKm: number; teams: MappedTeam[] }) {
  const [, navigate] = useLocation();
  // Roughly the zoom at which the search radius fills the map.
  const zoom = Math.max(4, Math.min(13, Math.round(14 - Math.log2(radiusKm / 2))));
  return (
    <Box h={{ base: '280px', lg: '520px' }} borderRadius="md" overflow="hidden" data-testid="teams-map">
      <GoogleMap
        mapContainerStyle={{ width: '100%', height: '100%' }}
        center={center}
        zoom={zoom}
        options={{ streetViewControl: false, mapTypeControl: false, fullscreenControl: false }}
      >
        {teams.map((team) =>
          team.lat === null || team.lng === null ? null : (
            <MarkerF key={team.id} position={{ lat: team.lat, lng: team.lng }} title={team.name} onClick={() => navigate(`/team/${team.id}`)} />
          ),
        )}
      </GoogleMap>
    </Box>
  );
}
