import { Box, Button, Field, Flex, Image, SimpleGrid, Text } from '@chakra-ui/react';
import { useRef, useState, type ChangeEvent } from 'react';
import { FormAlert } from '../../components/PageStates.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { PLACE_LIMITS } from '../../../../shared/limits/limits.ts';
import { PLACE_MESSAGES } from '../../../../shared/places/messages.ts';
import { PHOTO_TYPES, removePlacePhoto, uploadPlacePhoto } from './photo-requests.ts';

interface Photo {
  id: string;
  url: string;
}

/** Photos of a saved place: upload (one request per file), remove, and move one earlier (the first is the cover). */
export function PlacePhotosEditor({ placeId, photos }: { placeId: string; photos: Photo[] }) {
  const utils = trpc.useUtils();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => utils.places.get.invalidate({ id: placeId });
  const reorder = trpc.places.reorderPhotos.useMutation({
    onSuccess: () => void refresh(),
    onError: (cause) => setError(errorMessage(cause, PLACE_MESSAGES.saveFailed)),
  });
  const room = PLACE_LIMITS.photos.max - photos.length;

  async function add(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])].slice(0, Math.max(0, room));
    event.target.value = '';
    if (files.length === 0) return;
    setError(null);
    setBusy('upload');
    try {
      for (const file of files) await uploadPlacePhoto(placeId, file);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : PLACE_MESSAGES.saveFailed);
    } finally {
      setBusy(null);
      await refresh();
    }
  }

  async function remove(photo: Photo) {
    setError(null);
    setBusy(photo.id);
    try {
      await removePlacePhoto(placeId, photo.id);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : PLACE_MESSAGES.saveFailed);
    } finally {
      setBusy(null);
      await refresh();
    }
  }

  function moveEarlier(index: number) {
    const ids = photos.map((p) => p.id);
    [ids[index - 1], ids[index]] = [ids[index]!, ids[index - 1]!];
    reorder.mutate({ id: placeId, photoIds: ids });
  }

  return (
    <Field.Root>
      <Field.Label>Photos</Field.Label>
      <Box width="full">
        {photos.length === 0 ? (
          <Text fontSize="sm" color="fg.muted" mb="2">
            No photos yet. The first photo is the place's cover.
          </Text>
        ) : (
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" mb="3">
            {photos.map((photo, index) => (
              <Box key={photo.id} borderWidth="1px" borderRadius="md" overflow="hidden" data-testid="place-photo">
                <Image src={photo.url} alt={`Photo ${index + 1}`} aspectRatio={4 / 3} objectFit="cover" width="full" />
                <Flex gap="1" p="1" justify="space-between">
                  <Button
                    size="xs"
                    variant="ghost"
                    disabled={index === 0 || reorder.isPending}
                    onClick={() => moveEarlier(index)}
                    aria-label={`Move photo ${index + 1} earlier`}
                  >
                    ← Earlier
                  </Button>
                  <Button size="xs" variant="ghost" colorPalette="red" loading={busy === photo.id} disabled={busy !== null} onClick={() => void remove(photo)}>
                    Remove
                  </Button>
                </Flex>
              </Box>
            ))}
          </SimpleGrid>
        )}
        <input ref={input} type="file" accept={PHOTO_TYPES.join(',')} multiple hidden aria-label="Choose photos" onChange={(e) => void add(e)} />
        <Button
          size="sm"
          variant="outline"
          loading={busy === 'upload'}
          loadingText="Uploading..."
          disabled={room <= 0 || busy !== null}
          onClick={() => input.current?.click()}
        >
          Add photos
        </Button>
        {room <= 0 && (
          <Text fontSize="sm" color="fg.muted" mt="1">
            {PLACE_MESSAGES.tooManyPhotos}
          </Text>
        )}
        <Box mt="2">
          <FormAlert status="error" message={error} />
        </Box>
      </Box>
    </Field.Root>
  );
}
