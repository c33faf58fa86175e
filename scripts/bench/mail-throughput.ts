/**
 * npm run bench:mail: how fast a burst of queued mail leaves through the real worker.
 *
 * Queues BENCH_MAILS (default 1,000) mails the way the app does (outbox row + mail.deliver job in
 * one transaction), starts the job workers, and times until every row is delivered: once kept in
 * the local outbox (no POSTMARK_TOKEN), once sent to a stand-in Postmark on localhost that answers
 * the batch API after BENCH_POSTMARK_MS (default 150 ms) per request.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase, type Database } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { provisionDatabase } from '../../server/db/provision.ts';
import { buildDeps } from '../../server/deps.ts';
import { parseEnv } from '../../server/env.ts';
import { postmarkProvider, type MailProvider } from '../../server/integrations/postmark.ts';
import { startJobs } from '../../server/jobs/boss.ts';
import { createLogger } from '../../server/logger.ts';
import { queueMail } from '../../server/mail/queue-mail.ts';

const MAILS = Number(process.env.BENCH_MAILS ?? 1000);
const POSTMARK_MS = Number(process.env.BENCH_POSTMARK_MS ?? 150);

/** Answers Postmark's batch endpoint like Postmark does, after a delay standing in for the network. */
async function fakePostmark() {
  let requests = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      requests += 1;
      const messages = (JSON.parse(body) as { Messages: { To: string }[] }).Messages;
      setTimeout(() => {
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify(
            messages.map((m, i) => ({ To: m.To, ErrorCode: 0, Message: 'OK', MessageID: `bench-${requests}-${i}`, SubmittedAt: new Date().toISOString() })),
          ),
        );
      }, POSTMARK_MS);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { host: `127.0.0.1:${(server.address() as AddressInfo).port}`, requests: () => requests, close: () => server.close() };
}

async function run(label: string, db: Database, url: string, mail: MailProvider | null, requests?: () => number) {
  const log = createLogger('warn');
  await db.deleteFrom('mailOutbox').execute();
  const jobs = await startJobs(url, { log, workers: true });
  const deps = buildDeps({ db, jobs: jobs.queue, env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), log }, { mail });
  // Queued in transactions of 50, as a burst of joins and messages would queue them.
  for (let start = 0; start < MAILS; start += 50) {
    await db.transaction().execute(async (trx) => {
      for (let i = start; i < Math.min(start + 50, MAILS); i++) {
        await queueMail(
          { ...deps, db: trx },
          { to: `bench-${i}@example.com`, template: 'verify-email', data: { email: `bench-${i}@example.com`, actionUrl: 'http://localhost/verify' } },
        );
      }
    });
  }
  const before = requests?.() ?? 0;
  const started = performance.now();
  await jobs.work(deps);
  for (;;) {
    const waiting = await db
      .selectFrom('mailOutbox')
      .select(db.fn.countAll<string>().as('n'))
      .where('status', 'not in', ['sent', 'local'])
      .executeTakeFirstOrThrow();
    if (Number(waiting.n) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const seconds = (performance.now() - started) / 1000;
  await jobs.stop();
  const batches = requests ? ` in ${requests() - before} batch requests` : '';
  console.log(`  ${label.padEnd(36)} ${MAILS} mails in ${seconds.toFixed(2)} s (${(MAILS / seconds).toFixed(0)} mails/s)${batches}`);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'rally-bench-mail-'));
const database = await provisionDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, ephemeral: true });
const db = createDatabase(database.url);
const postmark = await fakePostmark();
try {
  await migrateToLatest(db);
  console.log(`mail delivery through the job worker, ${MAILS} queued at once`);
  await run('local outbox (no POSTMARK_TOKEN)', db, database.url, null);
  await run(
    `Postmark batch API (${POSTMARK_MS} ms a request)`,
    db,
    database.url,
    postmarkProvider('bench-token', { requestHost: postmark.host }),
    postmark.requests,
  );
} finally {
  postmark.close();
  await db.destroy();
  await database.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
