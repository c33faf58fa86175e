import { Router } from 'express';
import { randomBytes } from 'node:crypto';
import { addPlacePhoto, assertCanAddPhoto, removePlacePhoto } from '../../../domains/places/place-photos.ts';
import { sendAppError } from '../../../errors/http.ts';
import type { FileStorage } from '../../../storage/storage.ts';
import type { AppDeps } from '../../../trpc/context.ts';
import { imageUpload, storeRecorded, uploader } from '../uploads/image-upload.ts';
import { PLACE_MESSAGES } from '../../../../shared/places/messages.ts';
import { PLACE_LIMITS } from '../../../../shared/limits/limits.ts';
import { isUuid } from '../../../../shared/common/uuid.ts';

/** At most 1600 px on the longer side. */
const receivePhoto = imageUpload({
  maxBytes: PLACE_LIMITS.photoMaxBytes,
  tooLargeMessage: PLACE_MESSAGES.photoTooLarge,
  shape: (image) => image.resize(PLACE_LIMITS.photoMaxPx, PLACE_LIMITS.photoMaxPx, { fit: 'inside', withoutEnlargement: true }),
  quality: 80,
});

/**
 * Place photos: upload (the creator only; the avatar's image pipeline) and removal (which also
 * deletes the stored file). Plain HTTP beside the avatar upload because the body is the image's
 * bytes; mounted before the /uploads static folder.
 */
export function placePhotoRoutes(deps: AppDeps, storage: FileStorage): Router {
  const routes = Router();
  const secure = !deps.env.isDevelopment;

  routes.post('/uploads/place-photos/:placeId', async (req, res) => {
    const user = await uploader(deps.db, req, res, secure);
    if (!user) return;
    const userId = user.id;
    const placeId = String(req.params.placeId);
    if (!isUuid(placeId)) return res.status(404).json({ error: PLACE_MESSAGES.notFound });
    try {
      await assertCanAddPhoto(deps.db, placeId, userId);
    } catch (err) {
      if (sendAppError(res, err)) return;
      throw err;
    }
    const webp = await receivePhoto(req, res);
    if (!webp) return;

    const photo = await storeRecorded(storage, req, res, `places/${placeId}/${randomBytes(16).toString('hex')}.webp`, webp, (url, storageKey) =>
      addPlacePhoto(deps.db, placeId, userId, { url, storageKey }),
    );
    if (photo) res.json(photo);
  });

  routes.delete('/uploads/place-photos/:placeId/:photoId', async (req, res) => {
    const user = await uploader(deps.db, req, res, secure);
    if (!user) return;
    const userId = user.id;
    const placeId = String(req.params.placeId);
    const photoId = String(req.params.photoId);
    if (!isUuid(placeId)) return res.status(404).json({ error: PLACE_MESSAGES.notFound });
    if (!isUuid(photoId)) return res.status(404).json({ error: PLACE_MESSAGES.photoNotFound });
    let removed: { url: string };
    try {
      removed = await removePlacePhoto(deps.db, placeId, userId, photoId);
    } catch (err) {
      if (sendAppError(res, err)) return;
      throw err;
    }
    // The row is gone, so the photo no longer shows; a file left behind costs space, not correctness.
    await storage.remove(removed.url).catch((err: unknown) => req.log?.warn({ err }, 'could not remove a place photo file'));
    return res.status(204).end();
  });

  return routes;
}
