/**
 * Regenerates server/db/types.ts from a freshly migrated database (kysely-codegen).
 * With --check it only verifies that the committed file matches, failing when the schema drifted.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { ensureDatabase, provisionDatabase } from '../server/db/provision.ts';

const check = process.argv.includes('--check');
const dataDir = mkdtempSync(path.join(tmpdir(), 'rally-types-'));
const server = await provisionDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, ephemeral: true });
const name = `rally_types_${process.pid}`;
const adminUrl = server.urlFor('postgres');
let failed = false;
try {
  await ensureDatabase(adminUrl, name);
  const db = createDatabase(server.urlFor(name));
  await migrateToLatest(db);
  await db.destroy();
  const args = [
    'kysely-codegen',
    '--dialect',
    'postgres',
    '--camel-case',
    '--date-parser',
    'string',
    '--exclude-pattern',
    'kysely_*',
    '--url',
    server.urlFor(name),
    '--out-file',
    'server/db/types.ts',
    ...(check ? ['--verify'] : []),
  ];
  try {
    execFileSync('npx', ['--no-install', ...args], { stdio: 'inherit' });
    console.log(check ? 'db types: server/db/types.ts matches the migrated schema' : 'db types: wrote server/db/types.ts');
  } catch {
    failed = true;
    console.error('db types: server/db/types.ts differs from the migrated schema; run `npm run db:types` and commit the result');
  }
} finally {
  const pgClient = (await import('pg')).default;
  const client = new pgClient.Client(adminUrl);
  await client.connect();
  await client.query(`drop database if exists ${name}`);
  await client.end();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
