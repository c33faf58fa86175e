/**
 * npm run bench:sign-in-flood: how much a flood of refused sign-ins slows everyone else. A
 * signed-in user reads one event (events.get) at a steady rate, first with nothing else going on,
 * then while another process floods auth.signIn with wrong passwords for one account on
 * BENCH_FLOOD_CONNECTIONS connections (all but the first few answered 429). Prints p50/p99 of
 * both (alternating rounds, medians) and the p99 ratio; the target is at most 1.5x.
 *
 * Three processes: the app (scripts/bench/api-servers.ts), the flood
 * (scripts/bench/sign-in-flood-load.ts) and this one, which measures. BENCH_SECONDS (each
 * phase), BENCH_ROUNDS, BENCH_RATE (the user's requests per second), BENCH_CONNECTIONS and
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
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
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
      { email: FLOODED_EMAIL, emailVerified: true, displayName: 'Flooded', passwordHash: await hashPassword('the right password', 'known') },
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
      const line = chunk
        .toString()
        .split('\n')
        .find((l) => l.startsWith('{"real"'));
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

  interface FloodStats {
    requestsPerSecond: number;
    statuses: Record<string, number>;
    errors: number;
  }
  /** Measures the reader while another process floods sign-in. */
  async function readDuringFlood(): Promise<{ result: autocannon.Result; flood: FloodStats }> {
    const flood = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/sign-in-flood-load.ts', signInUrl, ORIGIN, FLOODED_EMAIL], {
      env: { ...process.env, FLOOD_CONNECTIONS: String(FLOOD_CONNECTIONS) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(flood);
    let output = '';
    const flooding = new Promise<void>((resolve) =>
      flood.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('flooding')) resolve();
      }),
    );
    const ended = new Promise<void>((resolve) => flood.once('exit', () => resolve()));
    await flooding;
    // And the account is over its limit, so the phase measures the steady state of a flood.
    for (;;) {
      const response = await fetch(signInUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        body: JSON.stringify({ json: { email: FLOODED_EMAIL, password: 'wrong password' } }),
      });
      if (response.status === 429) break;
    }
    const result = await read(SECONDS);
    flood.kill('SIGTERM');
    await ended;
    // Refusals the app still holds are answered within 1.5x its refusal delay (2 s): let them go before the next quiet phase.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    return { result, flood: JSON.parse(output.trim().split('\n').at(-1)!) as FloodStats };
  }

  const row = (name: string, r: autocannon.Result) =>
    `${name.padEnd(30)} p50 ${String(r.latency.p50).padStart(5)} ms   p99 ${String(r.latency.p99).padStart(5)} ms   ${r.requests.average.toFixed(0).padStart(5)} req/s   errors ${r.errors + r.non2xx}`;
  console.log(`\nevents.get by a signed-in user, ${RATE} req/s on ${CONNECTIONS} connections; ${ROUNDS} alternating rounds of ${SECONDS}s per phase`);
  console.log(`flood: ${FLOOD_CONNECTIONS} connections of wrong-password auth.signIn for one account, from another process\n`);

  // Warm up (JIT, pool), then alternate, so drift on a shared machine hits both phases alike.
  await read(2);
  const quiet: autocannon.Result[] = [];
  const flooded: autocannon.Result[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    quiet.push(await read(SECONDS));
    console.log(row(`round ${round}: no flood`, quiet.at(-1)!));
    const during = await readDuringFlood();
    flooded.push(during.result);
    console.log(row(`round ${round}: during the flood`, during.result));
    console.log(
      `${''.padEnd(30)} flood answered ${during.flood.requestsPerSecond.toFixed(0)} req/s, statuses ${JSON.stringify(during.flood.statuses)}, errors ${during.flood.errors}`,
    );
  }

  // A phase where the reader got no answer at all has no latency to show: count it as worse than any.
  const p99 = (r: autocannon.Result) => (r.requests.total === 0 ? Number.POSITIVE_INFINITY : r.latency.p99);
  const median = (results: autocannon.Result[]) => [...results].sort((a, b) => p99(a) - p99(b))[Math.floor(results.length / 2)]!;
  const [calm, storm] = [median(quiet), median(flooded)];
  console.log(`\nmedian by p99 of ${ROUNDS} rounds`);
  console.log(row('no flood', calm));
  console.log(storm.requests.total === 0 ? `${'during the flood'.padEnd(30)} no answer within ${SECONDS}s` : row('during the flood', storm));
  console.log(`p99 ratio (flood / no flood): ${storm.requests.total === 0 ? 'unbounded' : `${(p99(storm) / p99(calm)).toFixed(2)}x`}   (target <= 1.5x)`);
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
