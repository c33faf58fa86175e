/**
 * The `scale` topology (docker-compose.yml's profile, `npm run scale:local`): three app processes
 * on one database behind a round-robin proxy. Every request here goes through the proxy, and each
 * answer names the process that gave it, so the assertions can say which process did what.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startScaleCluster, type ScaleCluster } from '../../scripts/scale/cluster.ts';
import { UPSTREAM_HEADER } from '../../scripts/scale/proxy.ts';
import { addTeamMember, createTeam, createUser, FACTORY_PASSWORD } from '../factories.ts';
import { sessionCookie, trpcBody } from '../http-server.ts';
import { startWellInsideWindow } from '../rate-window.ts';
import { openSubscription } from '../sse.ts';
import { createTestDatabase, type TestDatabase } from '../test-database.ts';
import { RATE_LIMITS } from '../../shared/limits/rate-limits.ts';
import { TEAM_MESSAGES } from '../../shared/teams/messages.ts';

const PROCESSES = 3;
let database: TestDatabase;
let cluster: ScaleCluster;

// Each process compiles the server through tsx as it starts; on a loaded machine that is slow, so
// the hook waits for them to listen (a state) with a generous bound.
beforeAll(async () => {
  database = await createTestDatabase();
  cluster = await startScaleCluster({
    processes: PROCESSES,
    databaseUrl: database.url,
    env: { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false', SCALE_SERVE_CLIENT: 'false' },
    output: 'ignore',
    // The clone is migrated already and nothing is seeded: no process has to go first.
    together: true,
  });
}, 240_000);

afterAll(async () => {
  await cluster?.stop();
  await database?.drop();
});

interface Answer<T> {
  status: number;
  upstream: string;
  data: T;
  response: Response;
}

/** A tRPC call through the proxy, as the browser makes it (same origin). */
async function call<T = unknown>(path: string, options: { cookie?: string; input?: unknown; mutation?: boolean } = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { origin: cluster.proxy.url, ...(options.cookie ? { cookie: options.cookie } : {}) };
  const url = `${cluster.proxy.url}/trpc/${path}`;
  const response = options.mutation
    ? await fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: trpcBody(options.input ?? null) })
    : await fetch(options.input === undefined ? url : `${url}?input=${encodeURIComponent(JSON.stringify({ json: options.input }))}`, { headers });
  const body = (await response.json()) as { result?: { data: { json: T } } };
  return { status: response.status, upstream: response.headers.get(UPSTREAM_HEADER)!, data: body.result?.data.json as T, response };
}

async function signIn(email: string, password = FACTORY_PASSWORD) {
  return call('auth.signIn', { mutation: true, input: { email, password } });
}

async function signedIn(email: string): Promise<string> {
  const answer = await signIn(email);
  expect(answer.status).toBe(200);
  return sessionCookie(answer.response)!;
}

describe('three app processes behind the round-robin proxy', () => {
  it('spreads requests over every process', async () => {
    const answers = await Promise.all(Array.from({ length: PROCESSES * 2 }, () => fetch(`${cluster.proxy.url}/healthz`)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(PROCESSES * 2).fill(200));
    expect(new Set(answers.map((answer) => answer.headers.get(UPSTREAM_HEADER)))).toEqual(new Set(cluster.upstreams.map((url) => new URL(url).host)));
  });

  it('keeps a session made on one process signed in on the others', async () => {
    const user = await createUser(database.db, { email: 'roamer@example.com' });
    const signInAnswer = await signIn(user.email);
    const cookie = sessionCookie(signInAnswer.response)!;
    const reads = [];
    for (let i = 0; i < PROCESSES; i++) reads.push(await call<{ email: string } | null>('auth.me', { cookie }));
    expect(new Set(reads.map((read) => read.upstream)).size).toBe(PROCESSES);
    expect(reads.map((read) => read.data?.email)).toEqual(Array(PROCESSES).fill(user.email));

    // Signing out through one process ends the session on all of them.
    expect((await call('auth.signOut', { mutation: true, cookie })).status).toBe(200);
    const after = [];
    for (let i = 0; i < PROCESSES; i++) after.push(await call('auth.me', { cookie }));
    expect(new Set(after.map((read) => read.upstream)).size).toBe(PROCESSES);
    expect(after.map((read) => read.data)).toEqual(Array(PROCESSES).fill(null));
  });

  it('holds a rate limit across the processes: a burst spread over all three gets the limit once, not once per process', async () => {
    const limit = RATE_LIMITS.passwordResetPerAccount;
    await startWellInsideWindow(limit.windowSeconds);
    // Every process has room in its own bucket for all of its share; only the database's count can refuse.
    const burst = await Promise.all(
      Array.from({ length: limit.limit * PROCESSES }, () => call('auth.requestPasswordReset', { mutation: true, input: { email: 'nobody@example.com' } })),
    );
    expect(new Set(burst.map((answer) => answer.upstream)).size).toBe(PROCESSES);
    expect(burst.filter((answer) => answer.status === 200)).toHaveLength(limit.limit);
    expect(burst.filter((answer) => answer.status === 429)).toHaveLength(limit.limit * (PROCESSES - 1));
  });

  it('locks sign-in after the limit of failures made through different processes, on every process', async () => {
    const user = await createUser(database.db, { email: 'guessed@example.com' });
    const limit = RATE_LIMITS.signInPerAccountPerAddress;
    await startWellInsideWindow(limit.windowSeconds);
    const failures = [];
    for (let i = 0; i < limit.limit; i++) failures.push(await signIn(user.email, 'not the password'));
    expect(failures.map((answer) => answer.status)).toEqual(Array(limit.limit).fill(401));
    expect(new Set(failures.map((answer) => answer.upstream)).size).toBe(PROCESSES);
    // No process saw more than a third of the failures; each refuses even the right password now.
    const refused = [];
    for (let i = 0; i < PROCESSES; i++) refused.push(await signIn(user.email));
    expect(new Set(refused.map((answer) => answer.upstream)).size).toBe(PROCESSES);
    expect(refused.map((answer) => answer.status)).toEqual(Array(PROCESSES).fill(429));
  });

  it('delivers a chat announcement posted through one process live to streams open on the others, and its notification to a third', async () => {
    const owner = await createUser(database.db, { email: 'captain@example.com', displayName: 'Captain' });
    const player = await createUser(database.db, { email: 'winger@example.com', displayName: 'Winger' });
    const team = await createTeam(database.db, owner.id, { name: 'Proxy Rovers' });
    await addTeamMember(database.db, team.id, player.id, 'player', owner.id);
    const [ownerCookie, playerCookie] = [await signedIn(owner.email), await signedIn(player.email)];

    const input = encodeURIComponent(JSON.stringify({ json: { teamId: team.id } }));
    const chat = await openSubscription(`${cluster.proxy.url}/trpc/teams.onChat?input=${input}`, { cookie: playerCookie });
    const unread = await openSubscription(`${cluster.proxy.url}/trpc/notifications.onUnreadCount`, { cookie: playerCookie });
    try {
      expect(await chat.next()).toEqual({ type: 'snapshot', items: [] });
      expect(await unread.next()).toEqual({ count: 0, messages: 0 });

      const posted = await call('teams.postMessage', {
        mutation: true,
        cookie: ownerCookie,
        input: { teamId: team.id, body: 'Kick-off moved to 7', announcement: true },
      });
      expect(posted.status).toBe(200);
      const streamedBy = [chat.response.headers.get(UPSTREAM_HEADER), unread.response.headers.get(UPSTREAM_HEADER)];
      // The post, the chat stream and the unread stream are on three different processes.
      expect(new Set([posted.upstream, ...streamedBy]).size).toBe(PROCESSES);

      expect(await chat.next()).toMatchObject({ type: 'item', item: { body: 'Kick-off moved to 7', senderId: owner.id } });
      expect(await unread.next()).toEqual({ count: 1, messages: 0 });

      // Listed through whichever process answers next, and the one after: every one of them sees it.
      for (let i = 0; i < PROCESSES; i++) {
        const listed = await call<{ items: { title: string; message: string }[] }>('notifications.list', { cookie: playerCookie, input: {} });
        expect(listed.data.items).toEqual([
          expect.objectContaining({ title: TEAM_MESSAGES.announcementTitle('Proxy Rovers'), message: 'Kick-off moved to 7' }),
        ]);
      }
    } finally {
      chat.close();
      unread.close();
    }
  });
});
