import type { Request, Response } from 'express';
import { randomBytes } from 'node:crypto';
import type { Sharp } from 'sharp';
import { authenticateExpressRequest } from '../../../auth/authenticate-request.ts';
import type { SessionUser } from '../../../auth/session.ts';
import type { Database } from '../../../db/database.ts';
import { sendAppError } from '../../../errors/http.ts';
import { DECODABLE_FORMATS, isPixelLimitError, openUntrustedImage } from '../../../images/decode-limits.ts';
import type { FileStorage } from '../../../storage/storage.ts';
import { readRawBody, refuseBody } from '../../middleware/raw-body.ts';
import { APP_MESSAGES } from '../../../../shared/common/app-messages.ts';
import { UPLOAD_MESSAGES } from '../../../../shared/uploads/messages.ts';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export interface ImageKind {
  /** Bytes accepted; a larger body is refused without reading the rest. */
  maxBytes: number;
  tooLargeMessage: string;
  /** Size and crop; every kind is turned upright first and re-encoded to WebP after. */
  shape: (image: Sharp) => Sharp;
  quality: number;
}

/**
 * The one upload pipeline behind avatars and place photos: content type, size cap, decode limit,
 * and a re-encode so the stored file never carries the upload's metadata (GPS included).
 */
export function imageUpload(kind: ImageKind) {
  async function toWebp(input: Buffer): Promise<Buffer> {
    const image = openUntrustedImage(input);
    const { format } = await image.metadata();
    if (!format || !DECODABLE_FORMATS.has(format)) throw new UnsupportedImage();
    return kind.shape(image.rotate()).webp({ quality: kind.quality }).toBuffer();
  }

  /** The uploaded image as WebP, or null once the request has been answered with why it was refused. */
  return async function receive(req: Request, res: Response): Promise<Buffer | null> {
    const type = (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!IMAGE_TYPES.includes(type)) return refuse(res, 415, UPLOAD_MESSAGES.wrongType);
    const read = await readRawBody(req, kind.maxBytes);
    if (!read.ok) return read.status === 413 ? refuse(res, 413, kind.tooLargeMessage) : refuse(res, 400, UPLOAD_MESSAGES.notAnImage);
    if (read.body.length === 0) return refuse(res, 400, UPLOAD_MESSAGES.notAnImage);
    try {
      return await toWebp(read.body);
    } catch (err) {
      req.log?.info({ err }, 'image upload refused');
      return isPixelLimitError(err) ? refuse(res, 413, UPLOAD_MESSAGES.tooManyPixels) : refuse(res, 400, UPLOAD_MESSAGES.notAnImage);
    }
  };
}

class UnsupportedImage extends Error {}

/** Answers a refused upload; the connection closes with it, so an unread body is never received. */
function refuse(res: Response, status: number, message: string): null {
  refuseBody(res, status, { error: message });
  return null;
}

/** The signed-in user of an upload route, or null once it has answered 401. */
export async function uploader(db: Database, req: Request, res: Response, secureCookies: boolean): Promise<SessionUser | null> {
  const auth = await authenticateExpressRequest(db, req, res, secureCookies);
  if (!auth) refuse(res, 401, APP_MESSAGES.signInRequired);
  return auth?.user ?? null;
}

/**
 * Stores `webp` under a fresh random name in `folder`, records it with `swap` (which returns the
 * URL it replaced, under a row lock so two uploads at once cannot orphan a file), then removes the
 * replaced file. A failed record removes the new file. Answers the response itself on failure and
 * returns null; otherwise the new URL. An AppError from `swap` answers with its own status.
 */
export async function storeReplacing(
  storage: FileStorage,
  req: Request,
  res: Response,
  folder: string,
  webp: Buffer,
  swap: (url: string) => Promise<string | null>,
): Promise<string | null> {
  let url: string;
  try {
    url = await storage.put(`${folder}/${randomBytes(16).toString('hex')}.webp`, webp, 'image/webp');
  } catch (err) {
    req.log?.error({ err, folder }, 'image storage failed');
    res.status(502).json({ error: UPLOAD_MESSAGES.failed });
    return null;
  }
  let previous: string | null;
  try {
    previous = await swap(url);
  } catch (err) {
    await storage.remove(url).catch(() => {});
    if (sendAppError(res, err)) return null;
    req.log?.error({ err, folder }, 'image record failed');
    res.status(500).json({ error: UPLOAD_MESSAGES.failed });
    return null;
  }
  // The new image is already saved; an old file left behind costs space, not correctness.
  if (previous && previous !== url)
    await storage.remove(previous).catch((err: unknown) => req.log?.warn({ err, previous }, 'could not remove the replaced image'));
  return url;
}

/**
 * Stores `webp` under `key` and records it with `record`; a record that fails (a race filled the
 * album, or the database failed) removes the stored file again. Answers the response itself on
 * failure and returns null; an AppError from `record` answers with its own status.
 */
export async function storeRecorded<T>(
  storage: FileStorage,
  req: Request,
  res: Response,
  key: string,
  webp: Buffer,
  record: (url: string, key: string) => Promise<T>,
): Promise<T | null> {
  let url: string;
  try {
    url = await storage.put(key, webp, 'image/webp');
  } catch (err) {
    req.log?.error({ err, key }, 'image storage failed');
    res.status(502).json({ error: UPLOAD_MESSAGES.failed });
    return null;
  }
  try {
    return await record(url, key);
  } catch (err) {
    await storage.remove(url).catch(() => {});
    if (sendAppError(res, err)) return null;
    req.log?.error({ err, key }, 'image record failed');
    res.status(500).json({ error: UPLOAD_MESSAGES.failed });
    return null;
  }
}
