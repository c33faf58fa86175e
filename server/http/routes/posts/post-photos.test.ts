import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../../auth/session.ts';
import { createLocalStorage } from '../../../storage/local-storage.ts';
import { createUser } from '../../../../tests/factories.ts';
import { createHarness, TEST_ORIGIN, type Harness } from '../../../../tests/harness.ts';
import { serveApp } from '../../../../tests/http-server.ts';
import { SESSION } from '../../../../shared/common/constants.ts';
import { POST_MESSAGES } from '../../../../shared/posts/messages.ts';
import { UPLOAD_MESSAGES } from '../../../../shared/uploads/messages.ts';

let h: Harness;
let uploadsDir: string;
let server: Awaited<ReturnType<typeof serveApp>>;

beforeAll(async () => {
  h = await createHarness();
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'rally-post-photos-'));
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

async function postBy(authorId: string) {
  const row = await h.db
    .insertInto('posts')
    .values({ authorId, category: 'gear-and-equipment', subcategory: 'buy-and-sell-sports-gear', title: 'Paddle for sale', body: 'Barely used.' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const jpeg = (width = 2400, height = 1800) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer();

function upload(postId: string, body: BodyInit, cookie?: string, type = 'image/jpeg') {
  const headers: Record<string, string> = { 'content-type': type, origin: TEST_ORIGIN };
  if (cookie) headers.cookie = cookie;
  return fetch(`${server.base}/uploads/post-photos/${postId}`, { method: 'POST', headers, body });
}

function remove(postId: string, position: string, cookie?: string) {
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (cookie) headers.cookie = cookie;
  return fetch(`${server.base}/uploads/post-photos/${postId}/${position}`, { method: 'DELETE', headers });
}

const fileOf = (url: string) => path.join(uploadsDir, url.replace(/^\/uploads\//, ''));

describe('post photos (issue 32)', () => {
  it('the author adds up to 4 photos, re-encoded to WebP at most 1600 px; a fifth is refused; removing one frees its place', async () => {
    const author = await signedIn();
    const postId = await postBy(author.user.id);
    const urls: string[] = [];
    for (let index = 0; index < 4; index += 1) {
      const res = await upload(postId, await jpeg(), author.cookie);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { position: number; url: string };
      expect(body.position).toBe(index);
      urls.push(body.url);
    }
    const meta = await sharp(fileOf(urls[0]!)).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 1600]);
    const fifth = await upload(postId, await jpeg(), author.cookie);
    expect([fifth.status, ((await fifth.json()) as { error: string }).error]).toEqual([409, POST_MESSAGES.tooManyPhotos]);

    expect((await remove(postId, '1', author.cookie)).status).toBe(204);
    expect(existsSync(fileOf(urls[1]!))).toBe(false);
    const again = await upload(postId, await jpeg(), author.cookie);
    expect(((await again.json()) as { position: number }).position).toBe(1);
  });

  it('refuses a stranger, a signed-out upload, a non-image and a post that does not exist', async () => {
    const author = await signedIn();
    const stranger = await signedIn();
    const postId = await postBy(author.user.id);
    expect((await upload(postId, await jpeg(), stranger.cookie)).status).toBe(404);
    expect((await remove(postId, '0', stranger.cookie)).status).toBe(404);
    expect((await upload(postId, await jpeg())).status).toBe(401);
    const text = await upload(postId, 'not a picture', author.cookie, 'text/plain');
    expect([text.status, ((await text.json()) as { error: string }).error]).toEqual([415, UPLOAD_MESSAGES.wrongType]);
    const garbage = await upload(postId, Buffer.from('not really a jpeg'), author.cookie);
    expect(garbage.status).toBe(400);
    expect((await upload('not-a-uuid', await jpeg(), author.cookie)).status).toBe(404);
    expect((await remove(postId, '9', author.cookie)).status).toBe(404);
    expect(await h.db.selectFrom('postPhotos').select('position').where('postId', '=', postId).execute()).toEqual([]);
  });
});
