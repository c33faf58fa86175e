/**
 * The two servers the API benchmark compares, in one child process: the real app (Express +
 * tRPC + superjson + Kysely, every middleware on) and a bare Express + pg handler doing the same read.
 */
import express from 'express';
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'cookie';
import pg from 'pg';
import { createApp } from '../../server/app.ts';
import { buildDeps } from '../../server/deps.ts';
import { createDatabase } from '../../server/db/database.ts';
import { parseEnv } from '../../server/env.ts';
import { startJobs } from '../../server/jobs/boss.ts';
import { createLogger } from '../../server/logger.ts';

const url = process.env.DATABASE_URL!;
const env = parseEnv({ ...process.env, NODE_ENV: 'production', POSTMARK_TOKEN: 'bench', APP_ORIGIN: 'http://localhost:3000' });
const log = createLogger(env.LOG_LEVEL);
const db = createDatabase(url);
const jobs = await startJobs(url, { log });
const real = createServer(createApp({ ...buildDeps({ db, jobs: jobs.queue, env, log }), databaseUrl: url }, { google: null }));

const pool = new pg.Pool({ connectionString: url, max: 20 });
// An idle client that loses its connection must not end the process with an unhandled 'error'.
pool.on('error', (error) => log.warn({ err: error }, 'bench pool lost a connection'));
const bare = express();
bare.get('/me', async (req, res) => {
  const token = parse(req.headers.cookie ?? '').rally_session;
  if (!token) return res.json(null);
  const id = createHash('sha256').update(token).digest('hex');
  const { rows } = await pool.query(
    `select s.id, s.user_id, s.expires_at, u.email, u.email_verified, u.display_name, u.full_name, u.photo_url, u.role, u.password_hash, u.has_additional_info
       from sessions s join users u on u.id = s.user_id where s.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) return res.json(null);
  return res.json({
    id: row.user_id,
    email: row.email,
    emailVerified: row.email_verified,
    displayName: row.display_name,
    fullName: row.full_name,
    photoUrl: row.photo_url,
    role: row.role,
    hasPassword: row.password_hash !== null,
    hasAdditionalInfo: row.has_additional_info,
  });
});
const bareServer = createServer(bare);

await new Promise<void>((r) => real.listen(0, '127.0.0.1', r));
await new Promise<void>((r) => bareServer.listen(0, '127.0.0.1', r));
console.log(JSON.stringify({ real: (real.address() as AddressInfo).port, bare: (bareServer.address() as AddressInfo).port }));

/**
 * Stops in order, so the parent can stop the database after this process has let go of it: the
 * servers first (no new queries), then the job runner and both pools. Exiting with connections
 * still open made Postgres' shutdown arrive as an unhandled pool error.
 */
let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  for (const server of [real, bareServer]) {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  }
  await jobs.stop();
  await Promise.all([db.destroy(), pool.end()]);
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
