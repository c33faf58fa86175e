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
import { TEAM_MESSAGES } from '../../../../shared/teams/messages.ts';
import { TEAM_LIMITS } from '../../../../shared/limits/limits.ts';

let h: Harness;
let uploadsDir: string;
let server: Awaited<ReturnType<typeof serveApp>>;

beforeAll(async () => {
  h = await createHarness();
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'rally-team-logos-'));
  server = await serveApp(h.deps, { google: null, storage: createLocalStorage(uploadsDir) });
});
afterAll(async () => {
  await server?.close();
  await h?.close();
  if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
});

async function member(teamId: string | null, role: string | null) {
  const user = await createUser(h.db);
  if (teamId && role) await h.db.insertInto('teamMembers').values({ teamId, userId: user.id, role }).execute();
  const { token } = await createSession(h.db, user.id);
  return `${SESSION.cookieName}=${token}`;
}

const png = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 80, b: 20 } } })
    .png()
    .toBuffer();
const post = async (teamId: string, cookie: string) =>
  fetch(`${server.base}/uploads/team-logo/${teamId}`, {
    method: 'POST',
    headers: { 'content-type': 'image/png', origin: TEST_ORIGIN, cookie },
    body: new Uint8Array(await png()),
  });

describe('POST /uploads/team-logo/:teamId', () => {
  it('an admin sets a square logo; a second replaces it and the first file goes; a coach and a stranger are refused', async () => {
    const team = await h.db.insertInto('teams').values({ name: 'Logo Team', privacy: 'public' }).returning('id').executeTakeFirstOrThrow();
    const admin = await member(team.id, 'admin');
    const first = (await (await post(team.id, admin)).json()) as { logoUrl: string };
    const stored = await sharp(path.join(uploadsDir, first.logoUrl.replace(/^\/uploads\//, ''))).metadata();
    expect([stored.width, stored.height, stored.format]).toEqual([TEAM_LIMITS.logoPx, TEAM_LIMITS.logoPx, 'webp']);
    const second = (await (await post(team.id, admin)).json()) as { logoUrl: string };
    expect(existsSync(path.join(uploadsDir, first.logoUrl.replace(/^\/uploads\//, '')))).toBe(false);
    expect((await h.db.selectFrom('teams').select('logoUrl').where('id', '=', team.id).executeTakeFirstOrThrow()).logoUrl).toBe(second.logoUrl);

    const coach = await post(team.id, await member(team.id, 'coach'));
    expect(coach.status).toBe(403);
    const stranger = await post(team.id, await member(null, null));
    expect(stranger.status).toBe(403);
    const missing = await post('00000000-0000-4000-8000-000000000000', admin);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: TEAM_MESSAGES.notFound });
  });
});
