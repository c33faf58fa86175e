/** npm run db:migrate: migrates DATABASE_URL, or the embedded database under DATA_DIR. */
import path from 'node:path';
import { createDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { provisionDatabase } from '../server/db/provision.ts';
import { projectRoot } from '../server/index.ts';

const database = await provisionDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: path.resolve(projectRoot, process.env.DATA_DIR ?? '.data') });
const db = createDatabase(database.url);
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'already up to date');
} finally {
  await db.destroy();
  await database.stop();
}
