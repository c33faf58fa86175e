import { Badge, Box, Button, Container, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { Link, useParams } from 'wouter';
import { PageError, PageLoading } from '../components/PageStates.tsx';
import { MissingPage } from '../components/MissingPage.tsx';
import { errorMessage } from '../lib/errors.ts';
import { NearbyPlaces } from '../features/places/NearbyPlaces.tsx';
import { PlaceEventsList } from '../features/places/PlaceEventsList.tsx';
import { PlaceMap } from '../features/places/PlaceMap.tsx';
import { PlacePhotoStrip } from '../features/places/PlacePhotoStrip.tsx';
import { usePlace } from '../features/places/use-place.ts';
import { PLACE_MESSAGES } from '../../../shared/places/messages.ts';
import { placePaths } from '../../../shared/places/schemas.ts';
import { useDocumentTitle } from '../lib/document-title.ts';

/** places/view/{id}: details, photos, a map with a Maps key, events here, and places nearby. */
export default function PlaceViewPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { query, notFound, loading } = usePlace(id);
  useDocumentTitle(query.data?.name);

  if (notFound) return <MissingPage message={PLACE_MESSAGES.notFound} href="/full-search" label="Search places" />;
  if (loading) return <PageLoading />;
  if (query.isError || !query.data) return <PageError message={errorMessage(query.error, PLACE_MESSAGES.loadFailed)} onRetry={() => void query.refetch()} />;
  const place = query.data;
  const directions = `https://www.google.com/maps/dir/?api=1&destination=${place.lat},${place.lng}`;

  return (
    <Container maxW="6xl" py="6">
      <Stack gap="6">
        <Flex justify="space-between" align="start" gap="4" wrap="wrap">
          <Stack gap="1">
            <Heading as="h1" size="2xl">
              {place.name}
            </Heading>
            <Text color="fg.muted">{[place.address, place.city].filter(Boolean).join(', ')}</Text>
            {place.creatorName && (
              <Text fontSize="sm" color="fg.muted">
                Added by {place.creatorName}
              </Text>
            )}
          </Stack>
          <Flex gap="2" wrap="wrap">
            {place.isCreator && (
              <Button asChild size="sm" colorPalette="teal">
                <Link href={placePaths.edit(place.id)}>Edit place</Link>
              </Button>
            )}
            <Button asChild size="sm" variant="outline">
              <Link href={placePaths.poster(place.id)}>Print poster</Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <a href={directions} target="_blank" rel="noreferrer">
                Directions
              </a>
            </Button>
          </Flex>
        </Flex>

        <PlacePhotoStrip photos={place.photos} name={place.name} />

        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="8">
          <Stack gap="6">
            <Stack gap="3">
              <Flex gap="2" wrap="wrap" aria-label="Sports">
                {place.sports.map((sport) => (
                  <Badge key={sport} colorPalette="teal" size="lg">
                    {sport}
                  </Badge>
                ))}
              </Flex>
              {place.surfaces.length > 0 && (
                <Text fontSize="sm">
                  <Text as="span" fontWeight="semibold">
                    Surfaces:{' '}
                  </Text>
                  {place.surfaces.join(', ')}
                </Text>
              )}
              {place.description && <Text whiteSpace="pre-line">{place.description}</Text>}
            </Stack>
            <PlaceMap lat={place.lat} lng={place.lng} label={place.name} />
            <PlaceEventsList placeId={place.id} />
          </Stack>
          <Box>
            <NearbyPlaces
              title="Places nearby"
              center={{ lat: place.lat, lng: place.lng }}
              radiusKm={15}
              excludeId={place.id}
              emptyText="No other places nearby yet."
            />
          </Box>
        </Grid>
      </Stack>
    </Container>
  );
}
