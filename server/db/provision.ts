import pg from 'pg';
import { startEmbeddedPostgres } from './embedded.ts';

export interface ProvisionedDatabase {
  url: string;
  /** Connection string for another database on the same server. */
  urlFor(database: string): string;
  embedded: boolean;
  /** The embedded cluster's folder (DATA_DIR's, or the fallback it had to use); null for DATABASE_URL. */
  clusterDir: string | null;
  stop(): Promise<void>;
}

export async function ensureDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  const client = new pg.Client(adminUrl);
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) {
      const from = template ? ` template ${client.escapeIdentifier(template)}` : '';
      await client.query(`create database ${client.escapeIdentifier(name)}${from}`);
    }
  } finally {
    await client.end();
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * DATABASE_URL names a server to use as it is; without it an embedded PostgreSQL is started
 * with its cluster under dataDir and a `rally` database in it.
 */
export async function provisionDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  ephemeral?: boolean;
  log?: (line: string) => void;
}): Promise<ProvisionedDatabase> {
  if (options.databaseUrl) {
    const url = options.databaseUrl;
    return { url, urlFor: (db) => withDatabase(url, db), embedded: false, clusterDir: null, stop: async () => {} };
  }
  const cluster = await startEmbeddedPostgres({
    dataDir: options.dataDir,
    ephemeral: options.ephemeral ?? false,
    ...(options.log ? { log: options.log } : {}),
  });
  await ensureDatabase(cluster.urlFor('postgres'), 'rally');
  return { url: cluster.urlFor('rally'), urlFor: cluster.urlFor, embedded: true, clusterDir: cluster.clusterDir, stop: cluster.stop };
}
