/**
 * npm run bench:floods: what floods from rotating addresses do to everyone else (issue 29, defect 4).
 * Every flood request comes from a new address (X-Forwarded-For, the app behind a trusted loopback
 * proxy), so every per-address limit passes; only the global budgets, the shared guest answers and
 * the hashing gate stand in the way. Kinds: wrong-password sign-ins on real accounts, sign-ups,
 * and a different discover question each time.
 *
 * Measured during each flood and with none, in alternating phases: another signed-in user's
 * events.get (p50, p99) at BENCH_RATE requests/s, and the owner of an account signing in with the
 * right password from their own browser (device cookie) every half second (p50). Targets: the
 * read p50 at most 1.5x, the sign-in p50 at most 2x their idle figures (each flood phase against
 * the quiet phase just before it; the summary takes the median ratio over the rounds).
 *
 * Three processes: the app (scripts/bench/api-servers.ts), the flood
 * (scripts/bench/rotating-flood-load.ts) and this one. BENCH_SECONDS (each phase, default 10),
 * BENCH_ROUNDS (default 2), BENCH_RATE (50), BENCH_FLOOD_CONNECTIONS (200), BENCH_FLOODS (which
 * kinds, comma-separated); DATABASE_URL uses a server of your own.
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

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const FLOOD_CONNECTIONS = Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 200);
const KINDS = (process.env.BENCH_FLOODS ?? 'sign-in,sign-up,discover').split(',') as ('sign-in' | 'sign-up' | 'discover')[];
const ORIGIN = 'http://localhost:3000';
const OWNER = { email: 'owner@example.com', password: 'the owner password', home: '198.51.100.7' };
const TARGETS = 20;

const dataDir = mkdtempSync(path.join(tmpdir(), 'rally-bench-floods-'));
const database = await provisionDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, ephemeral: true });
const children: ChildProcess[] = [];
try {
  const db = createDatabase(database.url);
  await migrateToLatest(db);
  const targetHash = await hashPassword('a password nobody guesses', 'known');
  const [reader] = await db
    .insertInto('users')
    .values([
      { email: 'reader@example.com', emailVerified: true, displayName: 'Reader', passwordHash: null },
      { email: OWNER.email, emailVerified: true, displayName: 'Owner', passwordHash: await hashPassword(OWNER.password, 'known') },
      ...Array.from({ length: TARGETS }, (_, i) => ({
        email: `target-${i}@example.com`,
        emailVerified: true,
        displayName: `Target ${i}`,
        passwordHash: targetHash,
      })),
    ])
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
    env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', TRUST_PROXY: 'loopback' },
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

  /** The owner's sign-in from home, with the device cookie once they have one; returns ms and status. */
  let deviceCookie = '';
  async function ownerSignIn(): Promise<{ ms: number; status: number }> {
    const started = performance.now();
    const response = await fetch(`${base}/trpc/auth.signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-forwarded-for': OWNER.home, ...(deviceCookie ? { cookie: deviceCookie } : {}) },
      body: JSON.stringify({ json: { email: OWNER.email, password: OWNER.password } }),
    });
    await response.text();
    const device = response.headers.getSetCookie().find((cookie) => cookie.startsWith('rally_device='));
    if (device) deviceCookie = device.split(';')[0]!;
    return { ms: performance.now() - started, status: response.status };
  }
  await ownerSignIn();

  const read = (seconds: number) =>
    autocannon({
      url: eventUrl,
      connections: 10,
      overallRate: RATE,
      duration: seconds,
      headers: { cookie: `rally_session=${token}` },
    }) as unknown as Promise<autocannon.Result>;

  interface Phase {
    read: autocannon.Result;
    signIns: number[];
    refusedSignIns: number;
  }
  /** The reader for SECONDS, and the owner signing in every half second meanwhile. */
  async function measure(): Promise<Phase> {
    const signIns: number[] = [];
    let refusedSignIns = 0;
    let reading = true;
    const signingIn = (async () => {
      while (reading) {
        const { ms, status } = await ownerSignIn();
        if (status === 200) signIns.push(ms);
        else refusedSignIns += 1;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    })();
    const result = await read(SECONDS);
    reading = false;
    await signingIn;
    return { read: result, signIns, refusedSignIns };
  }

  async function duringFlood(
    kind: (typeof KINDS)[number],
  ): Promise<Phase & { flood: { requestsPerSecond: number; statuses: Record<string, number>; errors: number } }> {
    const targets = Array.from({ length: TARGETS }, (_, i) => `target-${i}@example.com`).join(',');
    const flood = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/rotating-flood-load.ts', base, ORIGIN, kind, targets], {
      env: { ...process.env, FLOOD_CONNECTIONS: String(FLOOD_CONNECTIONS) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(flood);
    let output = '';
    await new Promise<void>((resolve) =>
      flood.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('flooding')) resolve();
      }),
    );
    const ended = new Promise<void>((resolve) => flood.once('exit', () => resolve()));
    const phase = await measure();
    flood.kill('SIGTERM');
    await ended;
    // Refusals the app still holds are answered within 1.5x its refusal delay (2 s).
    await new Promise((resolve) => setTimeout(resolve, 3500));
    return { ...phase, flood: JSON.parse(output.trim().split('\n').at(-1)!) };
  }

  const p50 = (values: number[]) => (values.length ? [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]! : Number.POSITIVE_INFINITY);
  const line = (name: string, phase: Phase, idle?: Phase) => {
    const readRatio = idle ? ` (${(phase.read.latency.p50 / Math.max(idle.read.latency.p50, 0.5)).toFixed(2)}x)` : '';
    const signInRatio = idle ? ` (${(p50(phase.signIns) / p50(idle.signIns)).toFixed(2)}x)` : '';
    return `${name.padEnd(22)} read p50 ${String(phase.read.latency.p50).padStart(4)} ms${readRatio.padEnd(9)} p99 ${String(phase.read.latency.p99).padStart(5)} ms  errors ${phase.read.errors + phase.read.non2xx}   owner's sign-in p50 ${p50(phase.signIns).toFixed(0).padStart(4)} ms${signInRatio} (${phase.signIns.length} ok, ${phase.refusedSignIns} refused)`;
  };

  console.log(`\nevents.get by a signed-in user at ${RATE} req/s; the owner signs in from their own browser every 0.5 s`);
  console.log(`floods: ${FLOOD_CONNECTIONS} connections, a new address every request; ${SECONDS} s phases, ${ROUNDS} round(s)\n`);
  // Warm up both paths (JIT, pool) before anything is measured.
  await read(2);
  for (let i = 0; i < 5; i++) await ownerSignIn();
  const ratios = new Map<string, { read: number[]; signIn: number[] }>(KINDS.map((kind) => [kind, { read: [], signIn: [] }]));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const kind of KINDS) {
      const idle = await measure();
      console.log(line(`round ${round}: no flood`, idle));
      const during = await duringFlood(kind);
      console.log(line(`        ${kind} flood`, during, idle));
      console.log(
        `${''.padEnd(22)} flood answered ${during.flood.requestsPerSecond.toFixed(0)} req/s, statuses ${JSON.stringify(during.flood.statuses)}, errors ${during.flood.errors}`,
      );
      ratios.get(kind)!.read.push(during.read.latency.p50 / Math.max(idle.read.latency.p50, 0.5));
      ratios.get(kind)!.signIn.push(p50(during.signIns) / p50(idle.signIns));
    }
  }
  // With an even number of rounds, the mean of the two middle ratios (the lower one alone flattered the result).
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = sorted.length / 2;
    return Number.isInteger(middle) ? (sorted[middle - 1]! + sorted[middle]!) / 2 : sorted[Math.floor(middle)]!;
  };
  console.log(`\nmedian ratio over ${ROUNDS} round(s), flood phase / the quiet phase before it:`);
  for (const [kind, { read: reads, signIn }] of ratios) {
    console.log(
      `  ${kind.padEnd(9)} read p50 ${median(reads).toFixed(2)}x (target <= 1.5x)   owner's sign-in p50 ${median(signIn).toFixed(2)}x (target <= 2x)`,
    );
  }
} finally {
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
