/** npm run db:seed: applies demo-data steps not yet applied (idempotent). */
import path from 'node:path';
import { createDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { provisionDatabase } from '../server/db/provision.ts';
import { projectRoot } from '../server/index.ts';
import { seedDemoData } from '../server/seed/seed.ts';

const database = await provisionDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: path.resolve(projectRoot, process.env.DATA_DIR ?? '.data') });
const db = createDatabase(database.url);
try {
  await migrateToLatest(db);
  const ran = await seedDemoData(db);
  console.log(ran.length ? `seeded: ${ran.join(', ')}` : 'demo data already present');
} finally {
  await db.destroy();
  await database.stop();
}
