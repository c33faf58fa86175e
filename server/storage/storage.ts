import path from 'node:path';
import type { Env } from '../env.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage, type S3StorageConfig } from './s3-storage.ts';
import type { FileStorage } from './types.ts';

export type { FileStorage } from './types.ts';

export function resolveUploadsDir(env: Pick<Env, 'UPLOADS_DIR' | 'DATA_DIR'>, projectRoot: string): string {
  return path.resolve(projectRoot, env.UPLOADS_DIR ?? path.join(env.DATA_DIR, 'uploads'));
}

/** The bucket's settings, or null when files are kept on local disk. */
export function s3ConfigOf(env: Env): S3StorageConfig | null {
  if (!env.S3_BUCKET) return null;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    publicUrl: env.S3_PUBLIC_URL,
  };
}

/** S3-compatible storage when a bucket is configured; otherwise a folder on local disk. */
export function createStorage(env: Env, projectRoot: string): FileStorage {
  const s3 = s3ConfigOf(env);
  return s3 ? createS3Storage(s3) : createLocalStorage(resolveUploadsDir(env, projectRoot));
}
