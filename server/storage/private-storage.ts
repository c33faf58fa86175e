import path from 'node:path';
import type { Env } from '../env.ts';
import { createLocalPrivateStorage } from './local-private-storage.ts';
import { createS3PrivateFiles } from './s3-storage.ts';
import { resolveUploadsDir, s3ConfigOf } from './storage.ts';
import type { PrivateFiles } from './types.ts';

export type { PrivateFiles, PrivateStorage, StoredFile } from './types.ts';

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
    throw new Error(
      `PRIVATE_UPLOADS_DIR (${privateDir}) must be outside UPLOADS_DIR (${uploadsDir}): everything in the uploads folder is served to anyone at /uploads.`,
    );
  }
  return { store: createLocalPrivateStorage(privateDir), legacy: createLocalPrivateStorage(uploadsDir) };
}
