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
import { TEAM_LIMITS } from '../../../../shared/limits/limits.ts';

let h: Harness;
let uploadsDir: string;
let server: Awaited<ReturnType<typeof serveApp>>;

beforeAll(async () => {
  h = await createHarness();
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'rally-club-logos-'));
  server = await serveApp(h.deps, { google: null, storage: createLocalStorage(uploadsDir) });
});
afterAll(async () => {
  await server?.close();
  await h?.close();
  if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
});

async function clubMember(organizationId: string | null, role: string | null) {
  const user = await createUser(h.db);
  if (organizationId && role) await h.db.insertInto('organizationMembers').values({ organizationId, userId: user.id, role }).execute();
  const { token } = await createSession(h.db, user.id);
  return `${SESSION.cookieName}=${token}`;
}

const png = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 20, g: 80, b: 200 } } })
    .png()
    .toBuffer();
const post = async (organizationId: string, cookie: string) =>
  fetch(`${server.base}/uploads/club-logo/${organizationId}`, {
    method: 'POST',
    headers: { 'content-type': 'image/png', origin: TEST_ORIGIN, cookie },
    body: new Uint8Array(await png()),
  });

describe('POST /uploads/club-logo/:organizationId', () => {
  it('a club admin sets a square logo and a second replaces it; a coach, a treasurer and a stranger are refused', async () => {
    const club = await h.db.insertInto('organizations').values({ name: 'Logo Club', slug: 'logo-club' }).returning('id').executeTakeFirstOrThrow();
    const admin = await clubMember(club.id, 'admin');
    const first = (await (await post(club.id, admin)).json()) as { logoUrl: string };
    const stored = await sharp(path.join(uploadsDir, first.logoUrl.replace(/^\/uploads\//, ''))).metadata();
    expect([stored.width, stored.height, stored.format]).toEqual([TEAM_LIMITS.logoPx, TEAM_LIMITS.logoPx, 'webp']);
    const second = (await (await post(club.id, admin)).json()) as { logoUrl: string };
    expect(existsSync(path.join(uploadsDir, first.logoUrl.replace(/^\/uploads\//, '')))).toBe(false);
    expect((await h.db.selectFrom('organizations').select('logoUrl').where('id', '=', club.id).executeTakeFirstOrThrow()).logoUrl).toBe(second.logoUrl);

    for (const role of ['coach', 'treasurer', 'member']) expect((await post(club.id, await clubMember(club.id, role))).status).toBe(403);
    expect((await post(club.id, await clubMember(null, null))).status).toBe(403);
    expect((await post('not-a-uuid', admin)).status).toBe(404);
  });
});
