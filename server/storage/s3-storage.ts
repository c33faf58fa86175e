import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertSafeKey, isSafeKey } from './keys.ts';
import type { FileStorage, PrivateFiles, PrivateStorage } from './types.ts';

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

/** The prefix of private objects: the bucket's policy (and any CDN in front of it) must not serve it. */
export const S3_PRIVATE_PREFIX = 'private/';

function s3Client(config: S3StorageConfig): S3Client {
  const endpoint = config.endpoint?.replace(/\/$/, '');
  return new S3Client({
    region: config.region,
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    // Without explicit keys the SDK's default chain applies (instance role, AWS_* variables).
    ...(config.accessKeyId && config.secretAccessKey ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } } : {}),
  });
}

export function createS3Storage(config: S3StorageConfig): FileStorage {
  const endpoint = config.endpoint?.replace(/\/$/, '');
  const client = s3Client(config);
  const publicBase = (config.publicUrl ?? (endpoint ? `${endpoint}/${config.bucket}` : `https://${config.bucket}.s3.${config.region}.amazonaws.com`)).replace(
    /\/$/,
    '',
  );

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

/** Objects by key under `prefix`, read back through the API (GetObject), never by a public URL. */
function s3Keyed(client: S3Client, bucket: string, prefix: string): PrivateStorage {
  const objectKey = (key: string) => {
    assertSafeKey(key);
    return prefix + key;
  };
  return {
    async put(key, body, contentType) {
      // No public Cache-Control: whatever fetches it is our own route, which says private, no-store.
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: body, ContentType: contentType }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        if (!object.Body) return null;
        return { body: Buffer.from(await object.Body.transformToByteArray()), contentType: object.ContentType ?? null };
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
        throw err;
      }
    },
    async remove(key) {
      // S3 answers a delete of a missing key with success, so a second removal is harmless.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
  };
}

/** Private files in the bucket under `private/`; form files from before (issue 29) at the unprefixed keys the public storage gave them. */
export function createS3PrivateFiles(config: S3StorageConfig): PrivateFiles {
  const client = s3Client(config);
  return { store: s3Keyed(client, config.bucket, S3_PRIVATE_PREFIX), legacy: s3Keyed(client, config.bucket, '') };
}
