import { uploadFile, type UploadTexts } from '../../lib/upload.ts';
import { PLACE_MESSAGES } from '../../../../shared/places/messages.ts';
import { UPLOAD_MESSAGES } from '../../../../shared/uploads/messages.ts';
import { placePaths } from '../../../../shared/places/schemas.ts';

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const PHOTO_TEXTS: UploadTexts = { ...UPLOAD_MESSAGES, tooLarge: PLACE_MESSAGES.photoTooLarge };

export interface UploadedPhoto {
  id: string;
  url: string;
  position: number;
}

/** Sends the file's bytes as they are: the server re-encodes every photo to WebP. */
export async function uploadPlacePhoto(placeId: string, file: File): Promise<UploadedPhoto> {
  const sent = await uploadFile<UploadedPhoto>(placePaths.photos(placeId), PHOTO_TEXTS, { file });
  if (!sent.ok) throw new Error(sent.message);
  return sent.body;
}

export async function removePlacePhoto(placeId: string, photoId: string): Promise<void> {
  const sent = await uploadFile(placePaths.photo(placeId, photoId), PHOTO_TEXTS, { method: 'DELETE' });
  if (!sent.ok) throw new Error(sent.message);
}
