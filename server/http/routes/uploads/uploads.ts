import express, { Router, type NextFunction, type Request, type Response } from 'express';
import path from 'node:path';
import type { FileStorage } from '../../../storage/storage.ts';
import type { AppDeps } from '../../../trpc/context.ts';
import { imageUpload, storeReplacing, uploader } from './image-upload.ts';
import { UPLOAD_MESSAGES } from '../../../../shared/uploads/messages.ts';
import { UPLOAD_LIMITS } from '../../../../shared/limits/limits.ts';

export const AVATAR_SIZE = { width: 512, height: 576 } as const;

/** Upright, cropped to the avatar frame. */
const receiveAvatar = imageUpload({
  maxBytes: UPLOAD_LIMITS.avatarMaxBytes,
  tooLargeMessage: UPLOAD_MESSAGES.tooLarge,
  shape: (image) => image.resize(AVATAR_SIZE.width, AVATAR_SIZE.height, { fit: 'cover' }),
  quality: 82,
});

/**
 * Folders of the uploads folder that are not for everyone: form files were kept here before they
 * moved to private storage (issue 29), and those still here are read only through
 * GET /forms/<formId>/files/<fileId>, which checks who asks.
 */
const PRIVATE_FOLDERS = new Set(['form-files']);

/**
 * Whether a path under /uploads may be served: its first folder, as the static handler will read
 * it (percent-decoded, dot segments resolved, empty segments dropped), is not a private one. A
 * path that does not decode is refused; the static handler would refuse it too.
 */
function servedPublicly(requestPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return false;
  }
  const first = path.posix.normalize(`/${decoded}`).split('/').find(Boolean) ?? '';
  return !PRIVATE_FOLDERS.has(first.toLowerCase());
}

/**
 * Avatar upload, and the uploads folder itself when files are kept on local disk. A plain HTTP
 * route rather than a procedure: the body is the image's bytes, which tRPC would have to base64.
 */
export function uploadRoutes(deps: AppDeps, storage: FileStorage, uploadsDir: string | null): Router {
  const routes = Router();
  const secure = !deps.env.isDevelopment;

  routes.post('/uploads/avatar', async (req, res) => {
    const user = await uploader(deps.db, req, res, secure);
    if (!user) return;
    const webp = await receiveAvatar(req, res);
    if (!webp) return;

    const userId = user.id;
    const photoUrl = await storeReplacing(storage, req, res, `avatars/${userId}`, webp, (url) =>
      deps.db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('users').select('photoUrl').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
        await trx.updateTable('users').set({ photoUrl: url, updatedAt: new Date() }).where('id', '=', userId).execute();
        return row.photoUrl;
      }),
    );
    if (!photoUrl) return;
    return res.json({ photoUrl });
  });

  if (uploadsDir) {
    routes.use(
      '/uploads',
      (req: Request, res: Response, next: NextFunction) => {
        res.setHeader('X-Content-Type-Options', 'nosniff');
        if (!servedPublicly(req.path)) return res.status(404).json({ error: 'Not found' });
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
