/**
 * npm run bench:job-crash: how long a mail whose delivery was cut off by kill -9 waits before
 * another worker delivers it (issue 29's target: under 30 s; it was about 85 s).
 *
 * Each round queues one mail the way the app does, lets a separate process take its
 * 'mail.deliver' job (tests/fixtures/hold-job.ts), kills that process with SIGKILL, starts a
 * worker, and times from the kill to the mail being delivered (kept in the local outbox).
 * BENCH_ROUNDS (default 3); DATABASE_URL uses a server of your own.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { provisionDatabase } from '../../server/db/provision.ts';
import { buildDeps } from '../../server/deps.ts';
import { parseEnv } from '../../server/env.ts';
import { JOB_KINDS } from '../../server/jobs/job-kinds.ts';
import { startJobs, SUPERVISE_SECONDS } from '../../server/jobs/boss.ts';
import { createLogger } from '../../server/logger.ts';
import { queueMail } from '../../server/mail/queue-mail.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/** Starts a process that takes the queue's next job, and kills it with SIGKILL once it holds it; resolves at the kill. */
async function crashHolding(url: string): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/fixtures/hold-job.ts', url, 'mail.deliver'], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('holding')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the holding process exited with ${code}`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'rally-bench-crash-'));
const database = await provisionDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, ephemeral: true });
const db = createDatabase(database.url);
const log = createLogger('warn');
try {
  await migrateToLatest(db);
  // Creates the queues with the job table's settings; this process only sends.
  const sender = await startJobs(database.url, { log });
  const deps = buildDeps({ db, jobs: sender.queue, env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), log }, { mail: null });
  const kind = JOB_KINDS['mail.deliver'];
  console.log(`mail.deliver: expiry ${kind.expireInSeconds} s, supervision every ${SUPERVISE_SECONDS} s, first retry after ${kind.retryDelaySeconds} s`);
  const seconds: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const outboxId = await queueMail(deps, {
      to: `crash-${round}@example.com`,
      template: 'verify-email',
      data: { email: `crash-${round}@example.com`, actionUrl: 'http://localhost/verify' },
    });
    await crashHolding(database.url);
    const killedAt = performance.now();
    const worker = await startJobs(database.url, { log, workers: true });
    await worker.work({ ...deps, jobs: worker.queue });
    for (;;) {
      const row = await db.selectFrom('mailOutbox').select('status').where('id', '=', outboxId).executeTakeFirstOrThrow();
      if (row.status === 'local') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    seconds.push((performance.now() - killedAt) / 1000);
    console.log(`  round ${round}: delivered ${seconds.at(-1)!.toFixed(1)} s after the kill`);
    await worker.stop();
  }
  console.log(
    `worst ${Math.max(...seconds).toFixed(1)} s, median ${seconds.sort((a, b) => a - b)[Math.floor(seconds.length / 2)]!.toFixed(1)} s over ${ROUNDS} rounds`,
  );
  await sender.stop();
} finally {
  await db.destroy();
  await database.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
