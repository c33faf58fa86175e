import { Alert, Box, Button, Stack, Text } from '@chakra-ui/react';
import { TextLink } from '../../components/TextLink.tsx';
import { PLACE_MESSAGES } from '../../../../shared/places/messages.ts';
import { placePaths } from '../../../../shared/places/schemas.ts';

export interface SameSpotPlace {
  id: string;
  name: string;
  address: string;
}

/**
 * Places already listed by a like name right by the new one's pin: a second "Zilker Park Courts"
 * splits the events and photos of one court between two pages, so the organiser is asked first.
 */
export function SameSpotPlaces({ places, onAddAnyway }: { places: SameSpotPlace[]; onAddAnyway: () => void }) {
  return (
    <Alert.Root status="warning" role="status" data-testid="same-spot-places">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>{PLACE_MESSAGES.sameSpot}</Alert.Title>
        <Stack as="ul" gap="1" ps="5" listStyleType="disc">
          {places.map((place) => (
            <Box as="li" key={place.id}>
              <TextLink href={placePaths.view(place.id)}>{place.name}</TextLink>
              <Text as="span" color="fg.muted">
                , {place.address}
              </Text>
            </Box>
          ))}
        </Stack>
        {/* A submit button: the form is sent again as it now stands, checked as any submit is. */}
        <Button type="submit" size="sm" variant="outline" alignSelf="flex-start" onClick={onAddAnyway}>
          {PLACE_MESSAGES.addAnyway}
        </Button>
      </Stack>
    </Alert.Root>
  );
}
