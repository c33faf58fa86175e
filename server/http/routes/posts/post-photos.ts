import { Router } from 'express';
import { randomBytes } from 'node:crypto';
import { addPostPhoto, assertCanAddPostPhoto, removePostPhoto } from '../../../domains/posts/post-photos.ts';
import { sendAppError } from '../../../errors/http.ts';
import type { FileStorage } from '../../../storage/storage.ts';
import type { AppDeps } from '../../../trpc/context.ts';
import { imageUpload, storeRecorded, uploader } from '../uploads/image-upload.ts';
import { UPLOAD_MESSAGES } from '../../../../shared/uploads/messages.ts';
import { POST_MESSAGES, POST_PHOTO_LIMITS, POST_RATE_LIMITS } from '../../../../shared/posts/messages.ts';
import { isUuid } from '../../../../shared/common/uuid.ts';

/** At most 1600 px on the longer side, like place photos. */
const receivePhoto = imageUpload({
  maxBytes: POST_PHOTO_LIMITS.maxBytes,
  tooLargeMessage: UPLOAD_MESSAGES.tooLarge,
  shape: (image) => image.resize(POST_PHOTO_LIMITS.maxPx, POST_PHOTO_LIMITS.maxPx, { fit: 'inside', withoutEnlargement: true }),
  quality: 80,
});

/**
 * A post's photos (up to 4): the author uploads through the one image pipeline (type, size and
 * pixel caps, re-encoded to WebP without the upload's metadata) and removes them. Plain HTTP
 * because the body is the image's bytes; mounted before the /uploads static folder.
 */
export function postPhotoRoutes(deps: AppDeps, storage: FileStorage): Router {
  const routes = Router();
  const secure = !deps.env.isDevelopment;

  routes.post('/uploads/post-photos/:postId', async (req, res) => {
    const user = await uploader(deps.db, req, res, secure);
    if (!user) return;
    const postId = String(req.params.postId);
    if (!isUuid(postId)) return res.status(404).json({ error: POST_MESSAGES.notFound });
    try {
      await deps.rateLimiter.enforce([{ key: `post-photo:${user.id}`, limit: POST_RATE_LIMITS.photosPerUser }]);
      await assertCanAddPostPhoto(deps.db, postId, user.id);
    } catch (err) {
      if (sendAppError(res, err)) return;
      throw err;
    }
    const webp = await receivePhoto(req, res);
    if (!webp) return;
    const photo = await storeRecorded(storage, req, res, `posts/${postId}/${randomBytes(16).toString('hex')}.webp`, webp, (url) =>
      addPostPhoto(deps.db, postId, user.id, url),
    );
    if (photo) res.json(photo);
  });

  routes.delete('/uploads/post-photos/:postId/:position', async (req, res) => {
    const user = await uploader(deps.db, req, res, secure);
    if (!user) return;
    const postId = String(req.params.postId);
    const position = String(req.params.position);
    if (!isUuid(postId)) return res.status(404).json({ error: POST_MESSAGES.notFound });
    if (!/^[0-3]$/.test(position)) return res.status(404).json({ error: POST_MESSAGES.photoNotFound });
    let removed: { url: string };
    try {
      removed = await removePostPhoto(deps.db, postId, user.id, Number(position));
    } catch (err) {
      if (sendAppError(res, err)) return;
      throw err;
    }
    await storage.remove(removed.url).catch((err: unknown) => req.log?.warn({ err }, 'could not remove a post photo file'));
    return res.status(204).end();
  });

  return routes;
}
