/**
 * npm run bench:api-scale: bench:api's authenticated read (auth.me) through the round-robin proxy
 * of the scale topology (scripts/scale/cluster.ts) with 1, 2 and 3 app processes on one
 * PostgreSQL, and once straight to one process for the proxy's own cost. Requests per second and
 * p50/p99 of each, median of BENCH_ROUNDS rounds of BENCH_SECONDS. The load comes from a worker
 * thread, so the proxy (in this process's main thread) does not wait behind it.
 *
 * The figure scales only as far as the machine has cores: every process here, the database and the
 * load generator share them. The summary prints the core count and load average beside the table.
 */
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createSession } from '../../server/auth/session.ts';
import { createDatabase } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { provisionDatabase } from '../../server/db/provision.ts';
import { startScaleCluster } from '../scale/cluster.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const COUNTS = (process.env.BENCH_PROCESSES ?? '1,2,3').split(',').map(Number);
if (COUNTS.some((count) => !Number.isInteger(count) || count < 1 || count > 16))
  throw new Error('BENCH_PROCESSES is a list of process counts from 1 to 16, such as 1,2,3');

const dataDir = mkdtempSync(path.join(tmpdir(), 'rally-bench-scale-'));
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

const headers = { cookie: `rally_session=${token}` };
const run = (url: string, duration: number) =>
  autocannon({ url, connections: CONNECTIONS, duration, headers, pipelining: 1, workers: 1 }) as Promise<autocannon.Result>;
const median = (results: autocannon.Result[]) => [...results].sort((a, b) => a.requests.average - b.requests.average)[Math.floor(results.length / 2)]!;

async function measure(url: string): Promise<autocannon.Result> {
  await run(url, 2);
  const rounds: autocannon.Result[] = [];
  for (let round = 0; round < ROUNDS; round++) rounds.push(await run(url, DURATION));
  return median(rounds);
}

const rows: { name: string; result: autocannon.Result }[] = [];
try {
  for (const processes of COUNTS) {
    // Production mode, as a deployment runs: no development extras on the request path.
    const cluster = await startScaleCluster({
      processes,
      databaseUrl: database.url,
      env: {
        NODE_ENV: 'production',
        POSTMARK_TOKEN: 'bench',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        SEED_DEMO_DATA: 'false',
        SCALE_SERVE_CLIENT: 'false',
      },
      output: 'ignore',
    });
    try {
      if (processes === COUNTS[0]) rows.push({ name: `1 process, no proxy`, result: await measure(`${cluster.upstreams[0]}/trpc/auth.me`) });
      rows.push({ name: `${processes} process${processes === 1 ? '' : 'es'} behind the proxy`, result: await measure(`${cluster.proxy.url}/trpc/auth.me`) });
    } finally {
      await cluster.stop();
    }
  }
} finally {
  await database.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const row = (name: string, r: autocannon.Result) =>
  `${name.padEnd(32)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;
console.log(`\nauthenticated read (auth.me), ${CONNECTIONS} connections, median of ${ROUNDS} ${DURATION}s rounds each`);
for (const { name, result } of rows) console.log(row(name, result));
console.log(
  `machine: ${availableParallelism()} cores, load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')} (the processes, PostgreSQL, the proxy and the load share them)`,
);
