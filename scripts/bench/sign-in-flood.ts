/**
 * npm run bench:sign-in-flood: how much a flood of refused sign-ins slows everyone else. A
 * signed-in user reads one event (events.get) at a steady rate, first with nothing else going on,
 * then while another process floods auth.signIn with wrong passwords for one account on
 * BENCH_FLOOD_CONNECTIONS connections (all but the first few answered 429). Prints p50/p99 of
 * both and the p99 ratio; the target is at most 1.5x.
 *
 * Three processes: the app (scripts/bench/api-servers.ts), the flood
 * (scripts/bench/sign-in-flood-load.ts) and this one, which measures. BENCH_SECONDS (each
 * phase), BENCH_RATE (the user's requests per second), BENCH_CONNECTIONS and
 * BENCH_FLOOD_CONNECTIONS change the sizes; DATABASE_URL uses a server of your own. The app
 * logs at LOG_LEVEL=warn unless told otherwise: its request log goes down a pipe to this busy
 * process, and a full pipe would block the app and measure the pipe instead.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ngeohash from 'ngeohash';
import { hashPassword } from '../../server/auth/password.ts';
import { createSession } from '../../server/auth/session.ts';
import { createDatabase } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { provisionDatabase } from '../../server/db/provision.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const FLOOD_CONNECTIONS = Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 200);
// api-servers.ts serves the app with this origin; the CSRF guard wants it on every POST.
const ORIGIN = 'http://localhost:3000';
const FLOODED_EMAIL = 'flooded@example.com';

const dataDir = mkdtempSync(path.join(tmpdir(), 'rally-bench-flood-'));
const database = await provisionDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, ephemeral: true });
const children: ChildProcess[] = [];
try {
  const db = createDatabase(database.url);
  await migrateToLatest(db);
  // The reader never signs in (it gets a session directly); the flooded account has a real hash, so its first guesses run Argon2.
  const [reader] = await db
    .insertInto('users')
    .values([
      { email: 'reader@example.com', emailVerified: true, displayName: 'Reader', passwordHash: null },
      { email: FLOODED_EMAIL, emailVerified: true, displayName: 'Flooded', passwordHash: await hashPassword('the right password') },
    ])
    .onConflict((oc) => oc.column('email').doUpdateSet((eb) => ({ displayName: eb.ref('excluded.displayName') })))
    .returning('id')
    .execute();
  const startsAt = new Date(Date.now() + 24 * 3600_000);
  const event = await db
    .insertInto('events')
    .values({
      creatorId: reader!.id,
      title: 'Saturday Pickleball',
      gameType: 'Pickleball',
      description: '',
      startsAt,
      durationMinutes: 90,
      endsAt: new Date(startsAt.getTime() + 90 * 60_000),
      timezone: 'America/Chicago',
      locationName: 'Zilker Park Courts',
      lat: 30.2672,
      lng: -97.7431,
      geohash: ngeohash.encode(30.2672, -97.7431, 9),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token } = await createSession(db, reader!.id);
  await db.destroy();

  const app = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/api-servers.ts'], {
    env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(app);
  const { real: port } = await new Promise<{ real: number }>((resolve) => {
    app.stdout!.on('data', (chunk: Buffer) => {
      const line = chunk.toString().split('\n').find((l) => l.startsWith('{"real"'));
      if (line) resolve(JSON.parse(line));
    });
  });
  const base = `http://127.0.0.1:${port}`;
  const eventUrl = `${base}/trpc/events.get?input=${encodeURIComponent(JSON.stringify({ json: { eventId: event.id } }))}`;
  const signInUrl = `${base}/trpc/auth.signIn`;

  const read = (seconds: number) =>
    autocannon({
      url: eventUrl,
      connections: CONNECTIONS,
      overallRate: RATE,
      duration: seconds,
      headers: { cookie: `rally_session=${token}` },
    }) as unknown as Promise<autocannon.Result>;

  // Warm up (JIT, pool), then measure with nothing else going on.
  await read(2);
  const quiet = await read(SECONDS);

  const flood = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/sign-in-flood-load.ts', signInUrl, ORIGIN, FLOODED_EMAIL], {
    env: { ...process.env, FLOOD_CONNECTIONS: String(FLOOD_CONNECTIONS) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(flood);
  let floodOutput = '';
  flood.stdout!.on('data', (chunk: Buffer) => (floodOutput += chunk.toString()));
  const floodEnded = new Promise<void>((resolve) => flood.once('exit', () => resolve()));

  // Measure once the flood has pushed the account over its limit, so every phase sees the steady state.
  for (;;) {
    const response = await fetch(signInUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ json: { email: FLOODED_EMAIL, password: 'wrong password' } }),
    });
    if (response.status === 429) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const flooded = await read(SECONDS);
  flood.kill('SIGTERM');
  await floodEnded;
  const floodStats = JSON.parse(floodOutput.trim().split('\n').at(-1)!) as { requestsPerSecond: number; statuses: Record<string, number>; errors: number };

  const row = (name: string, r: autocannon.Result) =>
    `${name.padEnd(26)} p50 ${String(r.latency.p50).padStart(5)} ms   p99 ${String(r.latency.p99).padStart(5)} ms   ${r.requests.average.toFixed(0).padStart(5)} req/s   errors ${r.errors + r.non2xx}`;
  console.log(`\nevents.get by a signed-in user, ${RATE} req/s on ${CONNECTIONS} connections, ${SECONDS}s per phase`);
  console.log(row('no flood', quiet));
  console.log(row(`during the flood`, flooded));
  console.log(
    `flood: ${FLOOD_CONNECTIONS} connections of wrong-password auth.signIn from another process, ${floodStats.requestsPerSecond.toFixed(0)} req/s, statuses ${JSON.stringify(floodStats.statuses)}, errors ${floodStats.errors}`,
  );
  if (flooded.requests.total === 0) {
    console.log(`p99 ratio (flood / no flood): none of the user's requests was answered within ${SECONDS}s of flood   (target <= 1.5x)`);
  } else {
    console.log(`p99 ratio (flood / no flood): ${(flooded.latency.p99 / quiet.latency.p99).toFixed(2)}x   (target <= 1.5x)`);
  }
} finally {
  // The app first, then the database under it.
  await Promise.all(
    children.map((child) =>
      child.exitCode === null
        ? new Promise<void>((resolve) => {
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          })
        : undefined,
    ),
  );
  await database.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
