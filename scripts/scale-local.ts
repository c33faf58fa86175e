/**
 * npm run scale:local: the compose file's `scale` profile without Docker. One embedded PostgreSQL,
 * three app processes on it (SCALE_PROCESSES to change), and a round-robin proxy in front on
 * SCALE_PORT (4720 unless told; 0 for a free one). Prints the proxy's address; Ctrl-C stops
 * everything, the database last.
 */
import path from 'node:path';
import { provisionDatabase } from '../server/db/provision.ts';
import { parseEnv } from '../server/env.ts';
import { projectRoot } from '../server/project-root.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../server/seed/demo-users.ts';
import { buildClientIfStale } from './lib/build-client-if-stale.ts';
import { stopOnSignals } from './lib/stop-on-signals.ts';
import { startScaleCluster } from './scale/cluster.ts';

const processes = Number(process.env.SCALE_PROCESSES ?? 3);
const proxyPort = Number(process.env.SCALE_PORT ?? 4720);
if (!Number.isInteger(processes) || processes < 1 || processes > 16) throw new Error('SCALE_PROCESSES must be a whole number from 1 to 16');
if (!Number.isInteger(proxyPort) || proxyPort < 0 || proxyPort > 65535) throw new Error('SCALE_PORT must be a port number (0 for a free one)');

// Its own data folder unless told: `npm start`'s cluster may be running beside it.
const env = parseEnv({ ...process.env, DATA_DIR: process.env.DATA_DIR ?? '.data/scale-local' });
const dataDir = path.resolve(projectRoot, env.DATA_DIR);

buildClientIfStale(projectRoot);

const started = performance.now();
const database = await provisionDatabase({ databaseUrl: env.DATABASE_URL, dataDir, log: (line) => console.log(line) });
let cluster: Awaited<ReturnType<typeof startScaleCluster>>;
try {
  cluster = await startScaleCluster({
    processes,
    databaseUrl: database.url,
    proxyPort,
    // Every process shares the data folder: uploads and development's push keys are the same for all.
    env: { DATA_DIR: dataDir, LOG_LEVEL: env.LOG_LEVEL },
  });
} catch (error) {
  await database.stop();
  throw error;
}

console.log(
  `\nRally (${processes} processes behind a round-robin proxy) is running at ${cluster.proxy.url} (ready in ${Math.round(performance.now() - started)} ms)`,
);
for (const [i, upstream] of cluster.upstreams.entries()) console.log(`  process ${i + 1}: ${upstream}`);
console.log(database.clusterDir ? `Database: embedded PostgreSQL under ${path.relative(process.cwd(), database.clusterDir) || '.'}` : 'Database: DATABASE_URL');
console.log(`Mail outbox: ${cluster.proxy.url}/dev/outbox`);
console.log(`Demo accounts (password: ${DEMO_PASSWORD}): ${DEMO_USERS.map((user) => user.email).join(', ')}`);
console.log('Each answer names the process that gave it in the X-Rally-Upstream header. Press Ctrl-C to stop.');

stopOnSignals(() => cluster.stop().then(() => database.stop()), '\nStopping...');
