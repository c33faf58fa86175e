import { placePaths } from '../../../../shared/schemas/places.ts';

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const UPLOAD_FAILED = 'Could not save your photo. Please try again.';

export interface UploadedPhoto {
  id: string;
  url: string;
  position: number;
}

async function errorOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: string } | null;
  // A proxy's error page has no message of ours to show.
  return response.status < 500 && body?.error ? body.error : UPLOAD_FAILED;
}

/** Sends the file's bytes as they are: the server re-encodes every photo to WebP. */
export async function uploadPlacePhoto(placeId: string, file: File): Promise<UploadedPhoto> {
  const response = await fetch(placePaths.photos(placeId), {
    method: 'POST',
    body: file,
    headers: { 'content-type': file.type },
    credentials: 'same-origin',
  }).catch(() => null);
  if (!response) throw new Error(UPLOAD_FAILED);
  if (!response.ok) throw new Error(await errorOf(response));
  return (await response.json()) as UploadedPhoto;
}

export async function removePlacePhoto(placeId: string, photoId: string): Promise<void> {
  const response = await fetch(placePaths.photo(placeId, photoId), { method: 'DELETE', credentials: 'same-origin' }).catch(() => null);
  if (!response) throw new Error(UPLOAD_FAILED);
  if (!response.ok) throw new Error(await errorOf(response));
}
