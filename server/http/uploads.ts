import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expressCookieJar } from '../auth/cookies.ts';
import { validateSessionToken } from '../auth/session.ts';
import type { FileStorage } from '../storage/storage.ts';
import type { AppDeps } from '../trpc/context.ts';
import { APP_MESSAGES } from '../../shared/messages.ts';

export const AVATAR_SIZE = { width: 512, height: 576 } as const;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const AVATAR_FORMATS = new Set(['jpeg', 'png', 'webp']);
/**
 * A few kilobytes of PNG can declare a huge canvas; decoding one would take gigabytes. 50
 * megapixels covers any phone camera while keeping a decode in the low hundreds of megabytes.
 */
const MAX_INPUT_PIXELS = 50_000_000;

export const UPLOAD_MESSAGES = {
  tooLarge: 'That photo is too large. Choose one under 5 MB.',
  tooManyPixels: 'That photo is too large. Choose one under 50 megapixels.',
  wrongType: 'Choose a JPEG, PNG or WebP photo.',
  notAnImage: 'That file is not an image we can read.',
  failed: 'Could not save your photo. Please try again.',
} as const;

const rawAvatar = express.raw({ type: AVATAR_TYPES, limit: AVATAR_MAX_BYTES });

/**
 * Avatar upload, and the uploads folder itself when files are kept on local disk. A plain HTTP
 * route rather than a procedure: the body is the image's bytes, which tRPC would have to base64.
 */
export function uploadRoutes(deps: AppDeps, storage: FileStorage, uploadsDir: string | null): Router {
  const routes = Router();
  const secure = !deps.env.isDevelopment;

  routes.post('/uploads/avatar', async (req, res) => {
    const cookies = expressCookieJar(req, res, secure);
    const token = cookies.read();
    const auth = token ? await validateSessionToken(deps.db, token) : null;
    if (!auth) {
      if (token) cookies.clear();
      return res.status(401).json({ error: APP_MESSAGES.signInRequired });
    }
    if (auth.renewed) cookies.set(token!, auth.session.expiresAt);

    const type = (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!AVATAR_TYPES.includes(type)) return res.status(415).json({ error: UPLOAD_MESSAGES.wrongType });
    const bodyError = await readBody(req, res);
    if (bodyError) {
      const status = bodyError.status === 413 ? 413 : 400;
      return res.status(status).json({ error: status === 413 ? UPLOAD_MESSAGES.tooLarge : UPLOAD_MESSAGES.notAnImage });
    }
    const body: unknown = req.body;
    if (!Buffer.isBuffer(body) || body.length === 0) return res.status(400).json({ error: UPLOAD_MESSAGES.notAnImage });

    let webp: Buffer;
    try {
      webp = await toAvatar(body);
    } catch (err) {
      req.log?.info({ err }, 'avatar upload refused');
      const tooBig = err instanceof Error && /pixel limit/i.test(err.message);
      return res.status(tooBig ? 413 : 400).json({ error: tooBig ? UPLOAD_MESSAGES.tooManyPixels : UPLOAD_MESSAGES.notAnImage });
    }

    const userId = auth.user.id;
    let photoUrl: string;
    try {
      photoUrl = await storage.put(`avatars/${userId}/${randomBytes(16).toString('hex')}.webp`, webp, 'image/webp');
    } catch (err) {
      req.log?.error({ err }, 'avatar storage failed');
      return res.status(502).json({ error: UPLOAD_MESSAGES.failed });
    }

    let previous: string | null;
    try {
      previous = await deps.db.transaction().execute(async (trx) => {
        // Locked so that two uploads at once each see the other's photo and neither file is orphaned.
        const row = await trx.selectFrom('users').select('photoUrl').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
        await trx.updateTable('users').set({ photoUrl, updatedAt: new Date() }).where('id', '=', userId).execute();
        return row.photoUrl;
      });
    } catch (err) {
      req.log?.error({ err }, 'avatar update failed');
      await storage.remove(photoUrl).catch(() => {});
      return res.status(500).json({ error: UPLOAD_MESSAGES.failed });
    }

    // The new photo is already saved; an old file left behind costs space, not correctness.
    if (previous && previous !== photoUrl) {
      await storage.remove(previous).catch((err: unknown) => req.log?.warn({ err, previous }, 'could not remove the previous avatar'));
    }
    return res.json({ photoUrl });
  });

  if (uploadsDir) {
    routes.use(
      '/uploads',
      (_req: Request, res: Response, next: NextFunction) => {
        res.setHeader('X-Content-Type-Options', 'nosniff');
        next();
      },
      // Every stored name is random and never reused, so a file can be cached for good.
      express.static(uploadsDir, { immutable: true, maxAge: '1y', fallthrough: false, index: false, redirect: false, dotfiles: 'deny' }),
      (err: unknown, _req: Request, res: Response, next: NextFunction) => {
        const status = typeof err === 'object' && err && 'status' in err ? err.status : undefined;
        if (status === 404 || status === 403) return res.status(404).json({ error: 'Not found' });
        return next(err);
      },
    );
  }
  return routes;
}

/** Runs the raw body parser, returning its error (too large, aborted) instead of throwing it on. */
function readBody(req: Request, res: Response): Promise<{ status?: number } | null> {
  return new Promise((resolve) => rawAvatar(req, res, (err?: unknown) => resolve(err ? (err as { status?: number }) : null)));
}

/** Upright, cropped to the avatar frame, and re-encoded: the stored file never carries the upload's metadata. */
async function toAvatar(input: Buffer): Promise<Buffer> {
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const { format } = await image.metadata();
  // sharp also reads SVG, TIFF, HEIF and more; only the types the browser said it sent are accepted.
  if (!format || !AVATAR_FORMATS.has(format)) throw new Error(`Unsupported avatar format: ${format ?? 'unknown'}`);
  return image
    .rotate()
    .resize(AVATAR_SIZE.width, AVATAR_SIZE.height, { fit: 'cover' })
    .webp({ quality: 82 })
    .toBuffer();
}
