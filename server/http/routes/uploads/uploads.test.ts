import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSession } from '../../../auth/session.ts';
import { createLocalStorage } from '../../../storage/local-storage.ts';
import { createStorage } from '../../../storage/storage.ts';
import { createUser } from '../../../../tests/factories.ts';
import { createHarness, TEST_ORIGIN, testEnv, type Harness } from '../../../../tests/harness.ts';
import { serveApp } from '../../../../tests/http-server.ts';
import { S3_TEST_ENDPOINT, s3Requests } from '../../../../tests/msw/s3.ts';
import { SESSION } from '../../../../shared/common/constants.ts';
import { APP_MESSAGES } from '../../../../shared/common/app-messages.ts';
import { UPLOAD_MESSAGES } from '../../../../shared/uploads/messages.ts';

let h: Harness;
let uploadsDir: string;
let local: Awaited<ReturnType<typeof serveApp>>;
let s3: Awaited<ReturnType<typeof serveApp>>;

beforeAll(async () => {
  h = await createHarness();
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'rally-uploads-'));
  local = await serveApp(h.deps, { google: null, storage: createLocalStorage(uploadsDir) });
  const s3Env = testEnv({
    S3_BUCKET: 'rally-test',
    S3_ENDPOINT: S3_TEST_ENDPOINT,
    S3_ACCESS_KEY_ID: 'x',
    S3_SECRET_ACCESS_KEY: 'y',
    S3_PUBLIC_URL: 'https://cdn.test.example',
  });
  s3 = await serveApp(h.deps, { google: null, storage: createStorage(s3Env, uploadsDir) });
});
afterAll(async () => {
  await local?.close();
  await s3?.close();
  await h?.close();
  if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
});

async function signedInUser() {
  const user = await createUser(h.db);
  const { token } = await createSession(h.db, user.id);
  return { user, cookie: `${SESSION.cookieName}=${token}` };
}

function upload(base: string, body: BodyInit, options: { cookie?: string; type?: string; origin?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': options.type ?? 'image/png', origin: options.origin ?? TEST_ORIGIN };
  if (options.cookie) headers.cookie = options.cookie;
  return fetch(`${base}/uploads/avatar`, { method: 'POST', headers, body });
}

const png = (width = 1200, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 140, b: 120 } } })
    .png()
    .toBuffer();
const jpeg = (width = 800, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .jpeg()
    .toBuffer();

const photoUrlOf = async (userId: string) => (await h.db.selectFrom('users').select('photoUrl').where('id', '=', userId).executeTakeFirstOrThrow()).photoUrl;

describe('POST /uploads/avatar with local storage', () => {
  it('refuses a signed-out upload with 401', async () => {
    const response = await upload(local.base, await png());
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: APP_MESSAGES.signInRequired });
  });

  it('refuses a cross-origin upload with 403 and keeps the old photo', async () => {
    const { user, cookie } = await signedInUser();
    const response = await upload(local.base, await png(), { cookie, origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: APP_MESSAGES.forbiddenOrigin });
    expect(await photoUrlOf(user.id)).toBeNull();
  });

  it('stores a PNG as a 512 x 576 WebP, records it on the user, and serves it', async () => {
    const { user, cookie } = await signedInUser();
    const response = await upload(local.base, await png(), { cookie });
    expect(response.status).toBe(200);
    const { photoUrl } = (await response.json()) as { photoUrl: string };
    expect(photoUrl).toMatch(new RegExp(`^/uploads/avatars/${user.id}/[0-9a-f]{32}\\.webp$`));
    expect(await photoUrlOf(user.id)).toBe(photoUrl);

    const file = path.join(uploadsDir, photoUrl.slice('/uploads/'.length));
    const meta = await sharp(file).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 576 });

    const served = await fetch(`${local.base}${photoUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toMatch(/immutable/);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');
  });

  it('accepts a JPEG and removes the previous photo on a second upload', async () => {
    const { user, cookie } = await signedInUser();
    const first = (await (await upload(local.base, await png(), { cookie })).json()) as { photoUrl: string };
    const firstFile = path.join(uploadsDir, first.photoUrl.slice('/uploads/'.length));
    expect(existsSync(firstFile)).toBe(true);

    const response = await upload(local.base, await jpeg(), { cookie, type: 'image/jpeg' });
    expect(response.status).toBe(200);
    const second = (await response.json()) as { photoUrl: string };
    expect(second.photoUrl).not.toBe(first.photoUrl);
    expect(await photoUrlOf(user.id)).toBe(second.photoUrl);
    expect(existsSync(firstFile)).toBe(false);
    expect(existsSync(path.join(uploadsDir, second.photoUrl.slice('/uploads/'.length)))).toBe(true);
    expect((await fetch(`${local.base}${first.photoUrl}`)).status).toBe(404);
  });

  it('refuses a body that is not an image with 400', async () => {
    const { user, cookie } = await signedInUser();
    const response = await upload(local.base, 'definitely not a png', { cookie, type: 'image/png' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: UPLOAD_MESSAGES.notAnImage });
    expect(await photoUrlOf(user.id)).toBeNull();
  });

  it('refuses an SVG sent as image/png with 400', async () => {
    const { cookie } = await signedInUser();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    const response = await upload(local.base, svg, { cookie, type: 'image/png' });
    expect(response.status).toBe(400);
  });

  it('refuses a body over 5 MB with 413', async () => {
    const { cookie } = await signedInUser();
    const response = await upload(local.base, new Uint8Array(5 * 1024 * 1024 + 1), { cookie });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: UPLOAD_MESSAGES.tooLarge });
  });

  it('refuses a declared 400 MB avatar with 413 before reading it (the body used to be read to its end first)', async () => {
    const { cookie } = await signedInUser();
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${local.base}/uploads/avatar`, {
        method: 'POST',
        headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'image/png', 'content-length': String(400 * 1024 * 1024) },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error)));
      // Only a sliver of the declared body is sent: an answer that waited for the rest would never come.
      req.write(Buffer.alloc(1024));
    });
    expect(status).toBe(413);
  });

  it('refuses other content types with 415', async () => {
    const { cookie } = await signedInUser();
    const response = await upload(local.base, await png(), { cookie, type: 'image/gif' });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: UPLOAD_MESSAGES.wrongType });
  });

  it('answers a missing upload with 404, not the client app', async () => {
    const response = await fetch(`${local.base}/uploads/avatars/nobody/missing.webp`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/json/);
  });
});

describe('POST /uploads/avatar with S3 storage', () => {
  beforeEach(() => {
    s3Requests.length = 0;
  });

  it('puts the WebP in the bucket and records its public URL', async () => {
    const { user, cookie } = await signedInUser();
    const response = await upload(s3.base, await jpeg(), { cookie, type: 'image/jpeg' });
    expect(response.status).toBe(200);
    const { photoUrl } = (await response.json()) as { photoUrl: string };
    expect(photoUrl).toMatch(new RegExp(`^https://cdn\\.test\\.example/avatars/${user.id}/[0-9a-f]{32}\\.webp$`));
    expect(await photoUrlOf(user.id)).toBe(photoUrl);

    expect(s3Requests).toHaveLength(1);
    const put = s3Requests[0]!;
    expect(put).toMatchObject({ method: 'PUT', bucket: 'rally-test', key: photoUrl.slice('https://cdn.test.example/'.length), contentType: 'image/webp' });
    expect(await sharp(put.body).metadata()).toMatchObject({ format: 'webp', width: 512, height: 576 });
  });

  it('deletes the previous object on a second upload', async () => {
    const { cookie } = await signedInUser();
    const first = (await (await upload(s3.base, await png(), { cookie })).json()) as { photoUrl: string };
    const second = await upload(s3.base, await png(), { cookie });
    expect(second.status).toBe(200);
    expect(s3Requests.map((r) => r.method)).toEqual(['PUT', 'PUT', 'DELETE']);
    expect(s3Requests[2]).toMatchObject({ bucket: 'rally-test', key: first.photoUrl.slice('https://cdn.test.example/'.length) });
  });
});
