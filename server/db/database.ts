import { CamelCasePlugin, Kysely, PostgresDialect, type LogConfig } from 'kysely';
import pg from 'pg';
import type { DB } from './types.ts';
import { PreparingClient } from './prepared.ts';

export type Database = Kysely<DB>;

// Return bigint counts as numbers; timestamps with zone become Date.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
// A calendar date (birthdate) stays a 'YYYY-MM-DD' string: turning it into a Date would shift it by the server's zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export function createDatabase(connectionString: string, options: { max?: number; log?: LogConfig } = {}): Database {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 20, Client: PreparingClient });
  // An idle client dropped by the server (restart, shutdown) must not crash the process.
  pool.on('error', () => {});
  // So must one in use when the server stops (Ctrl-C stops the embedded PostgreSQL beside us): its
  // query fails with the error, and the client's own 'error' event has a listener.
  pool.on('connect', (client) => client.on('error', () => {}));
  return new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    // Keys inside jsonb values are data (notification keys, availability days): left as stored.
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
    ...(options.log ? { log: options.log } : {}),
  });
}
