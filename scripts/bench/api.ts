/**
 * npm run bench:api: requests per second and p50/p99 latency of an authenticated tRPC read
 * (auth.me) against a bare Express + pg handler doing the same read, in one run, as a ratio.
 * The servers run in a child process; autocannon drives them from this one, one at a time,
 * in alternating rounds.
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

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

const dataDir = mkdtempSync(path.join(tmpdir(), 'rally-bench-'));
const database = await provisionDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, ephemeral: true });
const db = createDatabase(database.url);
await migrateToLatest(db);
const user = await db
  .insertInto('users')
  .values({ email: 'bench@example.com', emailVerified: true, displayName: 'Bench', passwordHash: 'x' })
  .onConflict((oc) => oc.column('email').doUpdateSet({ displayName: 'Bench' }))
  .returning('id')
  .executeTakeFirstOrThrow();
const { token } = await createSession(db, user.id);
await db.destroy();

const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/api-servers.ts'], {
  env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const ports = await new Promise<{ real: number; bare: number }>((resolve) => {
  child.stdout!.on('data', (chunk: Buffer) => {
    const line = chunk
      .toString()
      .split('\n')
      .find((l) => l.startsWith('{"real"'));
    if (line) resolve(JSON.parse(line));
  });
});

const headers = { cookie: `rally_session=${token}` };
const run = (url: string, duration: number) => autocannon({ url, connections: CONNECTIONS, duration, headers, pipelining: 1 }) as Promise<autocannon.Result>;

const targets = {
  trpc: `http://127.0.0.1:${ports.real}/trpc/auth.me`,
  bare: `http://127.0.0.1:${ports.bare}/me`,
};
// Warm up both (JIT, pools), then alternate rounds so drift on this shared machine hits both alike;
// each side reports its median round.
await run(targets.trpc, 2);
await run(targets.bare, 2);
const rounds: { trpc: autocannon.Result[]; bare: autocannon.Result[] } = { trpc: [], bare: [] };
for (let round = 0; round < ROUNDS; round++) {
  rounds.trpc.push(await run(targets.trpc, DURATION));
  rounds.bare.push(await run(targets.bare, DURATION));
}
const median = (results: autocannon.Result[]) => [...results].sort((a, b) => a.requests.average - b.requests.average)[Math.floor(results.length / 2)]!;
const trpc = median(rounds.trpc);
const bare = median(rounds.bare);
// The servers let go of the database before it stops (see api-servers.ts).
const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
child.kill('SIGTERM');
await exited;
await database.stop();
rmSync(dataDir, { recursive: true, force: true });

const row = (name: string, r: autocannon.Result) =>
  `${name.padEnd(28)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;
console.log(`\nauthenticated read, ${CONNECTIONS} connections, median of ${ROUNDS} alternating ${DURATION}s rounds each`);
console.log(row('tRPC on Express (auth.me)', trpc));
console.log(row('bare Express + pg', bare));
console.log(`ratio (tRPC / bare, requests per second): ${(trpc.requests.average / bare.requests.average).toFixed(2)}`);
