import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { createApp } from './app.ts';
import { createDatabase, type Database } from './db/database.ts';
import type { DnsResolver } from './integrations/dns/resolver.ts';
import { migrateToLatest } from './db/migrate.ts';
import { provisionDatabase } from './db/provision.ts';
import { parseEnv, type Env } from './env.ts';
import { ensureGazetteer } from './geo/gazetteer.ts';
import { listen } from './listen.ts';
import { googleClient } from './integrations/google.ts';
import { startJobs } from './jobs/boss.ts';
import { createLogger, type Logger } from './logger.ts';
import { seedDemoData } from './seed/seed.ts';
import { buildDeps } from './deps.ts';
import type { AppDeps } from './trpc/context.ts';
import { createStorage } from './storage/storage.ts';
import { projectRoot } from './project-root.ts';

export { projectRoot };

export interface RunningServer {
  url: string;
  port: number;
  databaseUrl: string;
  /** Where the embedded database keeps its data, as it was resolved; null with DATABASE_URL. */
  databaseDir: string | null;
  stop(): Promise<void>;
}

/**
 * Starts everything `npm start` needs: the database (embedded unless DATABASE_URL is set),
 * migrations, jobs, demo data, and the HTTP server for API and client on one port.
 */
export async function startServer(
  options: {
    env?: Env;
    log?: Logger;
    serveClient?: boolean;
    extraOrigins?: string[];
    /** A DNS resolver other than the system's (the e2e server's fake, which proves its test domains). */
    dns?: (db: Database) => DnsResolver;
  } = {},
): Promise<RunningServer> {
  const env = options.env ?? parseEnv();
  const log = options.log ?? createLogger(env.LOG_LEVEL);
  const database = await provisionDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(projectRoot, env.DATA_DIR),
    log: (line) => log.info(line),
  });
  const db = createDatabase(database.url);
  await migrateToLatest(db);
  await ensureGazetteer(db);
  const runWorkers = env.RUN_WORKERS === 'true';
  const jobs = await startJobs(database.url, { log, workers: runWorkers });
  const deps: AppDeps = { ...buildDeps({ db, jobs: jobs.queue, env, log }, options.dns ? { dns: options.dns(db) } : {}), databaseUrl: database.url };
  if (runWorkers) await jobs.work(deps);
  if (env.SEED_DEMO_DATA === 'true' && !env.isProduction) {
    const ran = await seedDemoData(deps);
    if (ran.length) log.info({ steps: ran }, 'seeded demo data');
  }
  const google = env.googleEnabled ? googleClient(env.GOOGLE_CLIENT_ID!, env.GOOGLE_CLIENT_SECRET!, env.APP_ORIGIN) : null;
  const app = createApp(deps, {
    google,
    storage: createStorage(env, projectRoot),
    ...(options.serveClient === false ? {} : { clientDist: path.join(projectRoot, 'dist/client') }),
    ...(options.extraOrigins ? { extraOrigins: options.extraOrigins } : {}),
  });
  const server: Server = createServer(app);
  const { port } = await listen(server, env);
  let stopping: Promise<void> | null = null;
  return {
    url: env.APP_ORIGIN,
    port,
    databaseUrl: database.url,
    databaseDir: database.clusterDir,
    stop: () =>
      (stopping ??= (async () => {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await jobs.stop().catch(() => {});
        await db.destroy().catch(() => {});
        await database.stop();
      })()),
  };
}
