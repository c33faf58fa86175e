import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../../auth/session.ts';
import { createLocalStorage } from '../../../storage/local-storage.ts';
import { createPlace } from '../../../../tests/event-factories.ts';
import { createUser } from '../../../../tests/factories.ts';
import { createHarness, TEST_ORIGIN, type Harness } from '../../../../tests/harness.ts';
import { serveApp } from '../../../../tests/http-server.ts';
import { SESSION } from '../../../../shared/common/constants.ts';
import { PLACE_LIMITS } from '../../../../shared/limits/limits.ts';
import { APP_MESSAGES } from '../../../../shared/common/app-messages.ts';
import { PLACE_MESSAGES } from '../../../../shared/places/messages.ts';
import { placePaths } from '../../../../shared/places/schemas.ts';
import { UPLOAD_MESSAGES } from '../../../../shared/uploads/messages.ts';

let h: Harness;
let uploadsDir: string;
let server: Awaited<ReturnType<typeof serveApp>>;

beforeAll(async () => {
  h = await createHarness();
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'rally-place-photos-'));
  server = await serveApp(h.deps, { google: null, storage: createLocalStorage(uploadsDir) });
});
afterAll(async () => {
  await server?.close();
  await h?.close();
  if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
});

async function signedIn() {
  const user = await createUser(h.db);
  const { token } = await createSession(h.db, user.id);
  return { user, cookie: `${SESSION.cookieName}=${token}` };
}

const jpeg = (width = 3000, height = 2000) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();

function post(placeId: string, body: BodyInit, options: { cookie?: string; type?: string; origin?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': options.type ?? 'image/jpeg', origin: options.origin ?? TEST_ORIGIN };
  if (options.cookie) headers.cookie = options.cookie;
  return fetch(`${server.base}${placePaths.photos(placeId)}`, { method: 'POST', headers, body });
}

function remove(placeId: string, photoId: string, cookie?: string) {
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (cookie) headers.cookie = cookie;
  return fetch(`${server.base}${placePaths.photo(placeId, photoId)}`, { method: 'DELETE', headers });
}

const fileOf = (url: string) => path.join(uploadsDir, url.replace(/^\/uploads\//, ''));

describe('place photo upload', () => {
  it('re-encodes to WebP at most 1600 px wide, records it last, and serves it', async () => {
    const owner = await signedIn();
    const place = await createPlace(h.db, { creatorId: owner.user.id });
    const first = await post(place.id, await jpeg(), { cookie: owner.cookie });
    expect(first.status).toBe(200);
    const photo = (await first.json()) as { id: string; url: string; position: number };
    expect(photo.url).toMatch(new RegExp(`^/uploads/places/${place.id}/[0-9a-f]{32}\\.webp$`));
    expect(photo.position).toBe(0);
    const meta = await sharp(fileOf(photo.url)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', PLACE_LIMITS.photoMaxPx, 1067]);
    const served = await fetch(`${server.base}${photo.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');

    const second = (await (await post(place.id, await jpeg(400, 300), { cookie: owner.cookie })).json()) as { url: string; position: number };
    expect(second.position).toBe(1);
    // Small photos are never enlarged.
    expect((await sharp(fileOf(second.url)).metadata()).width).toBe(400);
  });

  it('refuses a signed-out visitor, a cross-site request and a stranger', async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const place = await createPlace(h.db, { creatorId: owner.user.id });
    const signedOut = await post(place.id, await jpeg());
    expect([signedOut.status, await signedOut.json()]).toEqual([401, { error: APP_MESSAGES.signInRequired }]);
    expect((await post(place.id, await jpeg(), { cookie: owner.cookie, origin: 'https://evil.example' })).status).toBe(403);
    const refused = await post(place.id, await jpeg(), { cookie: stranger.cookie });
    expect([refused.status, await refused.json()]).toEqual([403, { error: PLACE_MESSAGES.notCreator }]);
    expect(await h.db.selectFrom('placePhotos').select('id').where('placeId', '=', place.id).execute()).toEqual([]);
  });

  it("answers 'Place not found', refuses other file types and non-images", async () => {
    const owner = await signedIn();
    const missing = await post(crypto.randomUUID(), await jpeg(), { cookie: owner.cookie });
    expect([missing.status, await missing.json()]).toEqual([404, { error: PLACE_MESSAGES.notFound }]);
    const place = await createPlace(h.db, { creatorId: owner.user.id });
    const gif = await post(place.id, Buffer.from('GIF89a'), { cookie: owner.cookie, type: 'image/gif' });
    expect([gif.status, await gif.json()]).toEqual([415, { error: UPLOAD_MESSAGES.wrongType }]);
    const garbage = await post(place.id, Buffer.from('not an image at all'), { cookie: owner.cookie });
    expect([garbage.status, await garbage.json()]).toEqual([400, { error: UPLOAD_MESSAGES.notAnImage }]);
  });

  it('refuses a photo beyond the limit per place', async () => {
    const owner = await signedIn();
    const place = await createPlace(h.db, { creatorId: owner.user.id });
    await h.db
      .insertInto('placePhotos')
      .values(
        Array.from({ length: PLACE_LIMITS.photos.max }, (_, position) => ({
          placeId: place.id,
          url: `/uploads/x${position}.webp`,
          storageKey: `x${position}`,
          position,
        })),
      )
      .execute();
    const full = await post(place.id, await jpeg(200, 200), { cookie: owner.cookie });
    expect([full.status, await full.json()]).toEqual([409, { error: PLACE_MESSAGES.tooManyPhotos }]);
  });
});

describe('place photo removal', () => {
  it('lets only the creator remove a photo, deleting its file', async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const place = await createPlace(h.db, { creatorId: owner.user.id });
    const photo = (await (await post(place.id, await jpeg(300, 200), { cookie: owner.cookie })).json()) as { id: string; url: string };
    expect(existsSync(fileOf(photo.url))).toBe(true);

    expect((await remove(place.id, photo.id)).status).toBe(401);
    const refused = await remove(place.id, photo.id, stranger.cookie);
    expect([refused.status, await refused.json()]).toEqual([403, { error: PLACE_MESSAGES.notCreator }]);
    expect(existsSync(fileOf(photo.url))).toBe(true);

    expect((await remove(place.id, photo.id, owner.cookie)).status).toBe(204);
    expect(existsSync(fileOf(photo.url))).toBe(false);
    expect(await h.db.selectFrom('placePhotos').select('id').where('placeId', '=', place.id).execute()).toEqual([]);
    const again = await remove(place.id, photo.id, owner.cookie);
    expect([again.status, await again.json()]).toEqual([404, { error: PLACE_MESSAGES.photoNotFound }]);
  });
});
