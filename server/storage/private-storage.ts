import path from 'node:path';
import type { Env } from '../env.ts';
import { createLocalPrivateStorage } from './local-private-storage.ts';
import { createS3PrivateFiles } from './s3-storage.ts';
import { resolveUploadsDir, s3ConfigOf } from './storage.ts';

export interface StoredFile {
  body: Buffer;
  /** As stored with an S3 object; null on local disk, where the caller's own record says it. */
  contentType: string | null;
}

/**
 * Files no URL reaches (the documents attached to form answers): never served as they are, read
 * back only by a route that checks who asks, on every request. Keys come from our own code.
 */
export interface PrivateStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** What was stored under the key, or null when nothing is. */
  get(key: string): Promise<StoredFile | null>;
  /** Deletes the key; one that is already gone is fine, so a job can run twice. */
  remove(key: string): Promise<void>;
}

/**
 * Where a process keeps private files. `store` takes everything from now on: a folder outside the
 * public uploads folder, or the bucket's `private/` keys. `legacy` reaches the form files uploaded
 * before they were private (issue 29) where the public storage put them (the uploads folder, whose
 * static route no longer serves them, or the bucket's unprefixed keys): read and removed there,
 * never written.
 */
export interface PrivateFiles {
  store: PrivateStorage;
  legacy: Pick<PrivateStorage, 'get' | 'remove'>;
}

export function resolvePrivateUploadsDir(env: Pick<Env, 'PRIVATE_UPLOADS_DIR' | 'DATA_DIR'>, projectRoot: string): string {
  return path.resolve(projectRoot, env.PRIVATE_UPLOADS_DIR ?? path.join(env.DATA_DIR, 'private-uploads'));
}

const isWithin = (dir: string, parent: string) => dir === parent || dir.startsWith(parent + path.sep);

/** S3 when a bucket is configured, else local folders; refuses a private folder that /uploads would serve. */
export function createPrivateFiles(env: Env, projectRoot: string): PrivateFiles {
  const s3 = s3ConfigOf(env);
  if (s3) return createS3PrivateFiles(s3);
  const uploadsDir = resolveUploadsDir(env, projectRoot);
  const privateDir = resolvePrivateUploadsDir(env, projectRoot);
  if (isWithin(privateDir, uploadsDir)) {
    throw new Error(`PRIVATE_UPLOADS_DIR (${privateDir}) must be outside UPLOADS_DIR (${uploadsDir}): everything in the uploads folder is served to anyone at /uploads.`);
  }
  return { store: createLocalPrivateStorage(privateDir), legacy: createLocalPrivateStorage(uploadsDir) };
}
