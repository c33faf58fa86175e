import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { LogConfig } from 'kysely';
import { createDatabase, type Database } from '../server/db/database.ts';

export interface TestDatabase {
  db: Database;
  url: string;
  drop(): Promise<void>;
}

function urlFor(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A fresh database cloned from the migrated template: each test file gets its own. */
export async function createTestDatabase(options: { log?: LogConfig } = {}): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `rally_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('templateDatabase')}`);
  await admin.end();
  const url = urlFor(adminUrl, name);
  const db = createDatabase(url, options.log ? { log: options.log } : {});
  return {
    db,
    url,
    async drop() {
      await db.destroy();
      const client = new pg.Client(adminUrl);
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
