/**
 * npm run bench:hostile-input: how fast over-long input is refused, and whether it holds anyone up.
 *
 * 1. In process: the time to refuse a 60,000-character and a 1 MB value in the profile's name fields
 *    (the display-name check once backtracked for 3 s on 60,000 characters) and in every kind of
 *    shared string (plain, trimmed, multi-line, e-mail, date).
 * 2. Over HTTP: signed-in `users.updateProfile` calls with a 1 MB display name from several
 *    connections, while another client reads /healthz; /healthz p99 is compared to an idle run.
 *
 * BENCH_SECONDS (default 5) sets the HTTP phases' length.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSession } from '../../server/auth/session.ts';
import { createDatabase } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { provisionDatabase } from '../../server/db/provision.ts';
import { emailSchema } from '../../shared/auth/schemas.ts';
import { eventInput } from '../../shared/events/schemas.ts';
import { profileInput } from '../../shared/settings/profile-schemas.ts';
import { calendarDate, text } from '../../shared/common/text.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);

const profile = {
  displayName: 'Bench',
  fullName: 'Bench Mark',
  email: 'bench@example.com',
  city: { name: 'Austin, TX', lat: 30.27, lng: -97.74 },
  sports: ['Tennis'],
};

function timeRefusal(parse: () => { success: boolean }, runs = 20): { p50: number; max: number } {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    if (parse().success) throw new Error('a hostile value was accepted');
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(runs / 2)]!, max: times[runs - 1]! };
}

console.log('refusing over-long values in process (ms, 20 runs each)');
const cases: [string, () => { success: boolean }][] = [];
for (const size of [60_000, 1_000_000]) {
  const value = 'a'.repeat(size);
  cases.push([`displayName, ${size} chars`, () => profileInput.safeParse({ ...profile, displayName: value })]);
  cases.push([`fullName, ${size} chars`, () => profileInput.safeParse({ ...profile, fullName: value })]);
  cases.push([`e-mail, ${size} chars`, () => emailSchema.safeParse(`${value}@x`)]);
  cases.push([`trimmed text, ${size} chars`, () => text(100, { trim: true }).safeParse(` ${value} `)]);
  cases.push([`multi-line text, ${size} chars`, () => text(5000, { multiline: true }).safeParse(value)]);
  cases.push([`calendar date, ${size} chars`, () => calendarDate().safeParse(value)]);
  cases.push([`event description, ${size} chars`, () => eventInput.safeParse({ description: value })]);
}
for (const [name, parse] of cases) {
  const { p50, max } = timeRefusal(parse);
  console.log(`  ${name.padEnd(36)} p50 ${p50.toFixed(2).padStart(7)}   max ${max.toFixed(2).padStart(7)}`);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'rally-bench-'));
const database = await provisionDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, ephemeral: true });
const db = createDatabase(database.url);
await migrateToLatest(db);
const user = await db
  .insertInto('users')
  .values({ email: 'bench@example.com', emailVerified: true, displayName: 'Bench', passwordHash: 'x' })
  .returning('id')
  .executeTakeFirstOrThrow();
const { token } = await createSession(db, user.id);
await db.destroy();

const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/api-servers.ts'], {
  env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const ports = await new Promise<{ real: number }>((resolve) => {
  child.stdout!.on('data', (chunk: Buffer) => {
    const line = chunk
      .toString()
      .split('\n')
      .find((l) => l.startsWith('{"real"'));
    if (line) resolve(JSON.parse(line));
  });
});
const base = `http://127.0.0.1:${ports.real}`;
const health = () => autocannon({ url: `${base}/healthz`, connections: 2, duration: DURATION }) as Promise<autocannon.Result>;

await health();
const idle = await health();
const hostileBody = JSON.stringify({ json: { ...profile, displayName: 'a'.repeat(1_000_000) } });
const [hostile, busy] = await Promise.all([
  autocannon({
    url: `${base}/trpc/users.updateProfile`,
    method: 'POST',
    connections: 4,
    duration: DURATION,
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', cookie: `rally_session=${token}` },
    body: hostileBody,
  }) as Promise<autocannon.Result>,
  health(),
]);
child.kill('SIGTERM');
await database.stop();
rmSync(dataDir, { recursive: true, force: true });

console.log(`\nover HTTP, ${DURATION}s each`);
console.log(
  `  1 MB display names: ${hostile.requests.average.toFixed(0)} req/s, p50 ${hostile.latency.p50} ms, p99 ${hostile.latency.p99} ms, ` +
    `status 400: ${hostile.statusCodeStats?.['400']?.count ?? 0}, 5xx: ${hostile['5xx']}`,
);
console.log(`  /healthz idle:           p50 ${idle.latency.p50} ms, p99 ${idle.latency.p99} ms`);
console.log(`  /healthz during flood:   p50 ${busy.latency.p50} ms, p99 ${busy.latency.p99} ms`);
