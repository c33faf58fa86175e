import express, { Router, type Request, type Response } from 'express';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expressCookieJar } from '../auth/cookies.ts';
import { validateSessionToken } from '../auth/session.ts';
import { addPlacePhoto, assertCanAddPhoto, removePlacePhoto } from '../domains/places/place-photos.ts';
import type { FileStorage } from '../storage/storage.ts';
import { AppError } from '../errors/app-error.ts';
import type { AppDeps } from '../trpc/context.ts';
import { UPLOAD_MESSAGES } from './uploads.ts';
import { APP_MESSAGES } from '../../shared/messages.ts';
import { PLACE_LIMITS, PLACE_MESSAGES } from '../../shared/schemas/places.ts';

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Same decode ceiling as avatars: a small file can declare a canvas that takes gigabytes to decode. */
const MAX_INPUT_PIXELS = 50_000_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const rawPhoto = express.raw({ type: PHOTO_TYPES, limit: PLACE_LIMITS.photoMaxBytes });

/**
 * Place photos: upload (the creator only; re-encoded to WebP at most 1600 px, like the avatar
 * pipeline) and removal (which also deletes the stored file). Plain HTTP beside the avatar upload
 * because the body is the image's bytes; mounted before the /uploads static folder.
 */
export function placePhotoRoutes(deps: AppDeps, storage: FileStorage): Router {
  const routes = Router();
  const secure = !deps.env.isDevelopment;

  async function signedInUserId(req: Request, res: Response): Promise<string | null> {
    const cookies = expressCookieJar(req, res, secure);
    const token = cookies.read();
    const auth = token ? await validateSessionToken(deps.db, token) : null;
    if (!auth) {
      if (token) cookies.clear();
      res.status(401).json({ error: APP_MESSAGES.signInRequired });
      return null;
    }
    if (auth.renewed) cookies.set(token!, auth.session.expiresAt);
    return auth.user.id;
  }

  function sendDomainError(res: Response, err: unknown): boolean {
    if (!(err instanceof AppError)) return false;
    res.status(err.httpStatus).json({ error: err.message });
    return true;
  }

  routes.post('/uploads/place-photos/:placeId', async (req, res) => {
    const userId = await signedInUserId(req, res);
    if (!userId) return;
    const placeId = String(req.params.placeId);
    if (!UUID.test(placeId)) return res.status(404).json({ error: PLACE_MESSAGES.notFound });
    try {
      await assertCanAddPhoto(deps.db, placeId, userId);
    } catch (err) {
      if (sendDomainError(res, err)) return;
      throw err;
    }

    const type = (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!PHOTO_TYPES.includes(type)) return res.status(415).json({ error: UPLOAD_MESSAGES.wrongType });
    const bodyError = await readBody(req, res);
    if (bodyError) {
      const status = bodyError.status === 413 ? 413 : 400;
      return res.status(status).json({ error: status === 413 ? PLACE_MESSAGES.photoTooLarge : UPLOAD_MESSAGES.notAnImage });
    }
    const body: unknown = req.body;
    if (!Buffer.isBuffer(body) || body.length === 0) return res.status(400).json({ error: UPLOAD_MESSAGES.notAnImage });

    let webp: Buffer;
    try {
      webp = await toPlacePhoto(body);
    } catch (err) {
      req.log?.info({ err }, 'place photo refused');
      const tooBig = err instanceof Error && /pixel limit/i.test(err.message);
      return res.status(tooBig ? 413 : 400).json({ error: tooBig ? UPLOAD_MESSAGES.tooManyPixels : UPLOAD_MESSAGES.notAnImage });
    }

    const storageKey = `places/${placeId}/${randomBytes(16).toString('hex')}.webp`;
    let url: string;
    try {
      url = await storage.put(storageKey, webp, 'image/webp');
    } catch (err) {
      req.log?.error({ err }, 'place photo storage failed');
      return res.status(502).json({ error: UPLOAD_MESSAGES.failed });
    }
    try {
      const photo = await addPlacePhoto(deps.db, placeId, userId, { url, storageKey });
      return res.json(photo);
    } catch (err) {
      // The file is stored but not recorded (a race filled the album, or the database failed): drop it.
      await storage.remove(url).catch(() => {});
      if (sendDomainError(res, err)) return;
      req.log?.error({ err }, 'place photo record failed');
      return res.status(500).json({ error: UPLOAD_MESSAGES.failed });
    }
  });

  routes.delete('/uploads/place-photos/:placeId/:photoId', async (req, res) => {
    const userId = await signedInUserId(req, res);
    if (!userId) return;
    const placeId = String(req.params.placeId);
    const photoId = String(req.params.photoId);
    if (!UUID.test(placeId)) return res.status(404).json({ error: PLACE_MESSAGES.notFound });
    if (!UUID.test(photoId)) return res.status(404).json({ error: PLACE_MESSAGES.photoNotFound });
    let removed: { url: string };
    try {
      removed = await removePlacePhoto(deps.db, placeId, userId, photoId);
    } catch (err) {
      if (sendDomainError(res, err)) return;
      throw err;
    }
    // The row is gone, so the photo no longer shows; a file left behind costs space, not correctness.
    await storage.remove(removed.url).catch((err: unknown) => req.log?.warn({ err }, 'could not remove a place photo file'));
    return res.status(204).end();
  });

  return routes;
}

/** Runs the raw body parser, returning its error (too large, aborted) instead of throwing it on. */
function readBody(req: Request, res: Response): Promise<{ status?: number } | null> {
  return new Promise((resolve) => rawPhoto(req, res, (err?: unknown) => resolve(err ? (err as { status?: number }) : null)));
}

/** Upright, at most 1600 px on its longer side, re-encoded so the stored file carries no metadata (GPS included). */
async function toPlacePhoto(input: Buffer): Promise<Buffer> {
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const { format } = await image.metadata();
  if (!format || !PHOTO_FORMATS.has(format)) throw new Error(`Unsupported photo format: ${format ?? 'unknown'}`);
  return image
    .rotate()
    .resize(PLACE_LIMITS.photoMaxPx, PLACE_LIMITS.photoMaxPx, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}
