/**
 * npm run bench:live: 1,000 open live connections on one server process, each a member of one
 * team subscribed to its chat (teams.onChat over server-sent events, as the browser's
 * httpSubscriptionLink opens it), then chat messages posted through the API: how long each takes
 * to reach every connection (p50, p99, max over all deliveries; the goal is p99 < 200 ms), and
 * the server's memory per connection (RSS and heap after a full GC, with the connections open
 * minus before, divided by their number). Users, the team and sessions are written straight to
 * the database. The server runs in a child process; this one only holds the client sockets.
 *
 * BENCH_CONNECTIONS (1000) and BENCH_MESSAGES (10) change the load.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { hashToken, generateToken } from '../../server/auth/tokens.ts';
import { storedMembership } from '../../server/access/memberships.ts';
import { createDatabase } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { provisionDatabase } from '../../server/db/provision.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 1000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10);
const GIVE_UP_MS = 60_000;

const dataDir = mkdtempSync(path.join(tmpdir(), 'rally-bench-live-'));
const database = await provisionDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, ephemeral: true });
const db = createDatabase(database.url);
await migrateToLatest(db);

// The cast: CONNECTIONS members of one team, the first its owner (who posts), each with a session.
const run = Date.now().toString(36);
const users = await db
  .insertInto('users')
  .values(
    Array.from({ length: CONNECTIONS }, (_, i) => ({
      email: `live-${run}-${i}@example.com`,
      emailVerified: true,
      displayName: `Member ${i}`,
      passwordHash: 'x',
    })),
  )
  .returning('id')
  .execute();
const owner = users[0]!;
const team = await db
  .insertInto('teams')
  .values({ name: 'Bench Live', creatorId: owner.id, gameType: 'Pickleball', cityName: 'Austin, TX', lat: 30.27, lng: -97.74, privacy: 'public' })
  .returning('id')
  .executeTakeFirstOrThrow();
await db
  .insertInto('teamMembers')
  .values(users.map((user, i) => ({ teamId: team.id, userId: user.id, ...storedMembership(i === 0 ? 'owner' : 'player') })))
  .execute();
const tokens = users.map(() => generateToken());
const expiresAt = new Date(Date.now() + 86_400_000);
await db
  .insertInto('sessions')
  .values(users.map((user, i) => ({ id: hashToken(tokens[i]!), userId: user.id, expiresAt })))
  .execute();
await db.destroy();

const server = fork('scripts/bench/live-server.ts', [], {
  execArgv: ['--import', 'tsx', '--expose-gc', ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [])],
  env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const reply = <T>() => new Promise<T>((resolve) => server.once('message', (message) => resolve(message as T)));
const { port } = await reply<{ port: number }>();
const memory = async () => {
  const answer = reply<{ rss: number; heapUsed: number }>();
  server.send('memory');
  return answer;
};

/** One member's live chat: resolves `ready` on its snapshot, and records when each new message arrives. */
interface Connection {
  ready: Promise<void>;
  arrivals: Map<string, number>;
  request: http.ClientRequest;
}
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
const waiters = new Set<() => void>();
function open(token: string): Connection {
  const arrivals = new Map<string, number>();
  const input = encodeURIComponent(JSON.stringify({ json: { teamId: team.id } }));
  let markReady!: () => void;
  let fail!: (error: Error) => void;
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    fail = reject;
  });
  const request = http.get(
    { host: '127.0.0.1', port, path: `/trpc/teams.onChat?input=${input}`, agent, headers: { accept: 'text/event-stream', cookie: `rally_session=${token}` } },
    (response) => {
      if (response.statusCode !== 200) fail(new Error(`status ${response.statusCode}`));
      response.setEncoding('utf8');
      let buffered = '';
      response.on('data', (chunk: string) => {
        const now = performance.now();
        buffered += chunk;
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const event = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const data = event.split('\n').find((line) => line.startsWith('data: '));
          if (!data || event.includes('\nevent: ') || event.startsWith('event: ')) continue;
          const value = (JSON.parse(data.slice(6)) as { json: { type: string; item?: { id: string } } }).json;
          if (value.type === 'snapshot') markReady();
          else if (value.item) arrivals.set(value.item.id, now);
        }
        for (const waiter of waiters) waiter();
      });
      response.on('error', () => {});
    },
  );
  request.on('error', (error) => fail(error));
  return { ready, arrivals, request };
}

const before = await memory();
const openedAt = performance.now();
const connections = tokens.map((token) => open(token));
await Promise.all(connections.map((connection) => connection.ready));
const openMs = performance.now() - openedAt;
const during = await memory();

const post = async (body: string): Promise<string> => {
  const response = await fetch(`http://127.0.0.1:${port}/trpc/teams.postMessage`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}`, cookie: `rally_session=${tokens[0]}` },
    body: JSON.stringify({ json: { teamId: team.id, body } }),
  });
  if (!response.ok) throw new Error(`postMessage answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { result: { data: { json: { id: string } } } }).result.data.json.id;
};
const allArrived = (id: string) => connections.every((connection) => connection.arrivals.has(id));
const delivered = (id: string) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`message ${id} reached ${connections.filter((c) => c.arrivals.has(id)).length} of ${CONNECTIONS}`)),
      GIVE_UP_MS,
    );
    const check = () => {
      if (!allArrived(id)) return;
      clearTimeout(timer);
      waiters.delete(check);
      resolve();
    };
    waiters.add(check);
    check();
  });

// A warm-up message (JIT, pools), then the measured ones, one at a time.
const deliveries: number[] = [];
const perMessage: number[] = [];
for (let round = 0; round <= MESSAGES; round++) {
  const sentAt = performance.now();
  const id = await post(`Bench message ${round}`);
  await delivered(id);
  if (round === 0) continue;
  const times = connections.map((connection) => connection.arrivals.get(id)! - sentAt);
  deliveries.push(...times);
  perMessage.push(Math.max(...times));
}

for (const connection of connections) connection.request.destroy();
agent.destroy();
const exited = new Promise((resolve) => server.once('exit', resolve));
server.send('stop');
await exited;
await database.stop();
rmSync(dataDir, { recursive: true, force: true });

const sorted = deliveries.toSorted((a, b) => a - b);
const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
console.log(`\n${CONNECTIONS} live connections (teams.onChat over SSE) on one server process; ${MESSAGES} messages, each to all`);
console.log(`opening all connections (each authorised and sent its snapshot): ${openMs.toFixed(0)} ms`);
console.log(
  `delivery, post sent -> event read (${deliveries.length} deliveries): p50 ${pct(50).toFixed(1)} ms   p99 ${pct(99).toFixed(1)} ms   max ${sorted.at(-1)!.toFixed(1)} ms   (goal: p99 < 200 ms)`,
);
console.log(`last connection reached per message: ${perMessage.map((ms) => ms.toFixed(0)).join(', ')} ms`);
console.log(
  `server memory: RSS ${mib(before.rss)} -> ${mib(during.rss)} MiB, heap ${mib(before.heapUsed)} -> ${mib(during.heapUsed)} MiB; per connection: RSS ${kib((during.rss - before.rss) / CONNECTIONS)} KiB, heap ${kib((during.heapUsed - before.heapUsed) / CONNECTIONS)} KiB`,
);
