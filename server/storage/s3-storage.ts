import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertSafeKey, isSafeKey } from './keys.ts';
import type { FileStorage } from './storage.ts';

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** Set for S3-compatible services (MinIO, R2, Spaces...); AWS itself needs none. */
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Where browsers fetch objects from, such as a CDN in front of the bucket. */
  publicUrl?: string | undefined;
}

export function createS3Storage(config: S3StorageConfig): FileStorage {
  const endpoint = config.endpoint?.replace(/\/$/, '');
  const client = new S3Client({
    region: config.region,
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    // Without explicit keys the SDK's default chain applies (instance role, AWS_* variables).
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
  });
  const publicBase = (
    config.publicUrl ?? (endpoint ? `${endpoint}/${config.bucket}` : `https://${config.bucket}.s3.${config.region}.amazonaws.com`)
  ).replace(/\/$/, '');

  return {
    async put(key, body, contentType) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          // Every key is new content (a random name), so caches may keep it for good.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return `${publicBase}/${key}`;
    },
    async remove(url) {
      if (!url.startsWith(`${publicBase}/`)) return;
      const key = url.slice(publicBase.length + 1);
      if (!isSafeKey(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
    },
  };
}
