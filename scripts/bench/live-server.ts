/**
 * The app server of the live benchmark, alone in a child process so that its memory is measured
 * without the benchmark's own connections. It answers "memory" over IPC with its usage after a
 * full garbage collection (run with --expose-gc), and exits on "stop", so that no connection of
 * its is left to fail when the benchmark then stops the database.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../server/app.ts';
import { buildDeps } from '../../server/deps.ts';
import { createDatabase } from '../../server/db/database.ts';
import { parseEnv } from '../../server/env.ts';
import { startJobs } from '../../server/jobs/boss.ts';
import { createLogger } from '../../server/logger.ts';

const url = process.env.DATABASE_URL!;
const env = parseEnv({ ...process.env, NODE_ENV: 'production', POSTMARK_TOKEN: 'bench', APP_ORIGIN: 'http://127.0.0.1:3000' });
const log = createLogger(env.LOG_LEVEL);
const db = createDatabase(url);
const jobs = await startJobs(url, { log });
const server = createServer(createApp({ ...buildDeps({ db, jobs: jobs.queue, env, log }), databaseUrl: url }, { google: null }));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

const gc = (globalThis as { gc?: () => void }).gc;
process.on('message', async (message: string) => {
  if (message === 'memory') {
    gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    process.send!({ rss, heapUsed });
  } else if (message === 'stop') {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await jobs.stop().catch(() => {});
    await db.destroy();
    // The live listener's connection goes with the process, before the database stops.
    process.exit(0);
  }
});
process.send!({ port: (server.address() as AddressInfo).port });
