import { Badge, Box, Card, Flex, Image, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { placePaths } from '../../../../shared/places/schemas.ts';

export interface PlaceSummary {
  id: string;
  name: string;
  address: string;
  city: string;
  sports: string[];
  photoUrl: string | null;
}

/** One place in a list: cover photo, name, address and sports, linking to the place's page. */
export function PlaceCard({ place }: { place: PlaceSummary }) {
  return (
    <Card.Root asChild size="sm" flexDirection="row" overflow="hidden" _hover={{ borderColor: 'teal.500' }} data-testid="place-card">
      <Link href={placePaths.view(place.id)}>
        {place.photoUrl ? (
          <Image src={place.photoUrl} alt="" width="24" objectFit="cover" flexShrink={0} />
        ) : (
          <Box width="24" flexShrink={0} bg="teal.50" aria-hidden />
        )}
        <Card.Body py="2" px="3" gap="1">
          <Text fontWeight="semibold">{place.name}</Text>
          <Text fontSize="sm" color="fg.muted">
            {[place.address, place.city].filter(Boolean).join(', ')}
          </Text>
          <Flex gap="1" wrap="wrap">
            {place.sports.map((sport) => (
              <Badge key={sport} size="sm" colorPalette="teal" variant="subtle">
                {sport}
              </Badge>
            ))}
          </Flex>
        </Card.Body>
      </Link>
    </Card.Root>
  );
}
