/** npm run db:seed: applies demo-data steps not yet applied (idempotent). */
import path from 'node:path';
import { createDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { provisionDatabase } from '../server/db/provision.ts';
import { startJobs } from '../server/jobs/boss.ts';
import { createLogger } from '../server/logger.ts';
import { projectRoot } from '../server/index.ts';
import { seedDemoData } from '../server/seed/seed.ts';
import { buildDeps } from '../server/deps.ts';
import { parseEnv } from '../server/env.ts';

const database = await provisionDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: path.resolve(projectRoot, process.env.DATA_DIR ?? '.data') });
const db = createDatabase(database.url);
try {
  await migrateToLatest(db);
  // Without workers: the seed only enqueues (reminders, alerts); the app's workers run them.
  const log = createLogger('warn');
  const jobs = await startJobs(database.url, { log });
  const ran = await seedDemoData(buildDeps({ db, jobs: jobs.queue, env: parseEnv(), log }));
  await jobs.stop();
  console.log(ran.length ? `seeded: ${ran.join(', ')}` : 'demo data already present');
} finally {
  await db.destroy();
  await database.stop();
}
