import { Box, Container, Grid, Heading, Stack } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { notify } from '../components/ToasterHost.tsx';
import { PageError, PageLoading } from '../components/PageStates.tsx';
import { TextLink } from '../components/TextLink.tsx';
import { errorMessage } from '../lib/errors.ts';
import { trpc } from '../lib/trpc.ts';
import { NearbyPlaces } from '../features/places/NearbyPlaces.tsx';
import { PendingPhotosPicker } from '../features/places/PendingPhotosPicker.tsx';
import { uploadPlacePhoto } from '../features/places/photo-requests.ts';
import { EMPTY_PLACE, PlaceForm, type PlaceFormInitial } from '../features/places/PlaceForm.tsx';
import { PlacePhotosEditor } from '../features/places/PlacePhotosEditor.tsx';
import { SameSpotPlaces, type SameSpotPlace } from '../features/places/SameSpotPlaces.tsx';
import { usePlace } from '../features/places/use-place.ts';
import { PLACE_MESSAGES } from '../../../shared/places/messages.ts';
import { placePaths, type PlaceInput, type PlaceSurface } from '../../../shared/places/schemas.ts';
import { PLACE_LIMITS } from '../../../shared/limits/limits.ts';
import { APP_MESSAGES } from '../../../shared/common/app-messages.ts';

/** places/new and places/edit/{id}. */
export default function PlaceFormPage() {
  const params = useParams<{ id?: string }>();
  return params.id ? <EditPlace id={params.id} /> : <NewPlace />;
}

function NewPlace() {
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const [files, setFiles] = useState<File[]>([]);
  const [point, setPoint] = useState<{ lat: number; lng: number } | null>(null);
  const [uploading, setUploading] = useState(false);
  const create = trpc.places.create.useMutation();
  // Like-named places right by the pin, found when the form was last sent.
  const [sameSpot, setSameSpot] = useState<SameSpotPlace[] | null>(null);
  // Set by "No, add mine", which sends the form (as it now is) again.
  const sameSpotAnswered = useRef(false);
  const [checking, setChecking] = useState(false);

  /** Asks first when a place like this one is already listed on the spot; the organiser may still add theirs. */
  async function submit(values: PlaceInput) {
    setSameSpot(null);
    const answered = sameSpotAnswered.current;
    sameSpotAnswered.current = false;
    const name = values.name.trim().slice(0, PLACE_LIMITS.searchQuery.max);
    if (!answered && name.length >= PLACE_LIMITS.searchQuery.min) {
      setChecking(true);
      // A failed look is no reason to stop the organiser: the place is added as if none were found.
      const like = await utils.places.search.fetch({ q: name, near: { lat: values.lat, lng: values.lng } }).catch(() => []);
      setChecking(false);
      const close = like.filter((place) => place.distanceKm !== null && place.distanceKm <= PLACE_LIMITS.sameSpotKm);
      if (close.length) return setSameSpot(close);
    }
    await save(values);
  }

  async function save(values: PlaceInput) {
    let id: string;
    try {
      ({ id } = await create.mutateAsync(values));
    } catch {
      return; // Shown from the mutation's error below the form.
    }
    setUploading(true);
    const failed: string[] = [];
    // One at a time, in the order chosen: the first photo becomes the cover.
    for (const file of files) {
      await uploadPlacePhoto(id, file).catch((cause: unknown) => failed.push(`${file.name}: ${cause instanceof Error ? cause.message : ''}`));
    }
    setUploading(false);
    await utils.places.byBounds.invalidate();
    void notify({ type: 'success', title: PLACE_MESSAGES.created });
    if (failed.length) void notify({ type: 'warning', title: 'Some photos were not saved', description: failed.join('\n'), duration: 5000 });
    navigate(placePaths.view(id));
  }

  return (
    <Container maxW="6xl" py="6">
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="8">
        <Stack gap="5">
          <Heading as="h1" size="xl">
            Add a place
          </Heading>
          <PlaceForm
            initial={EMPTY_PLACE}
            submitLabel="Add place"
            submitting={checking || create.isPending || uploading}
            serverError={create.error ? errorMessage(create.error, PLACE_MESSAGES.saveFailed) : null}
            onSubmit={(values) => void submit(values)}
            notice={sameSpot && <SameSpotPlaces places={sameSpot} onAddAnyway={() => (sameSpotAnswered.current = true)} />}
            onPointChange={setPoint}
            photos={<PendingPhotosPicker files={files} onChange={setFiles} />}
          />
        </Stack>
        <Box>
          <NearbyPlaces title="Already listed nearby?" center={point} radiusKm={2} emptyText="No places listed within 2 km yet." />
        </Box>
      </Grid>
    </Container>
  );
}

function EditPlace({ id }: { id: string }) {
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const { query, notFound, loading } = usePlace(id);
  const update = trpc.places.update.useMutation({
    onSuccess: async () => {
      await Promise.all([utils.places.get.invalidate({ id }), utils.places.byBounds.invalidate()]);
      void notify({ type: 'success', title: PLACE_MESSAGES.updated });
      navigate(placePaths.view(id));
    },
  });

  if (notFound) return <PageError message={PLACE_MESSAGES.notFound} />;
  if (loading) return <PageLoading />;
  if (query.isError || !query.data) return <PageError message={errorMessage(query.error, PLACE_MESSAGES.loadFailed)} onRetry={() => void query.refetch()} />;
  const place = query.data;
  if (!place.isCreator) return <PageError message={PLACE_MESSAGES.notCreator} />;

  const initial: PlaceFormInitial = {
    name: place.name,
    address: place.address,
    city: place.city ? { name: place.city, lat: place.lat, lng: place.lng } : null,
    point: { lat: place.lat, lng: place.lng },
    sports: place.sports,
    surfaces: place.surfaces as PlaceSurface[],
    description: place.description,
  };
  return (
    <Container maxW="3xl" py="6">
      <Stack gap="5">
        <TextLink href={placePaths.view(id)}>← Back to {place.name}</TextLink>
        <Heading as="h1" size="xl">
          Edit place
        </Heading>
        <PlaceForm
          // A refetch after saving must not keep stale text in the fields.
          key={place.updatedAt.toISOString()}
          initial={initial}
          submitLabel={APP_MESSAGES.saveChanges}
          submitting={update.isPending}
          serverError={update.error ? errorMessage(update.error, PLACE_MESSAGES.saveFailed) : null}
          onSubmit={(values) => update.mutate({ id, ...values })}
          photos={<PlacePhotosEditor placeId={id} photos={place.photos} />}
        />
      </Stack>
    </Container>
  );
}
