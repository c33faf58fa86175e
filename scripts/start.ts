/**
 * npm start: builds the client when its sources changed, then runs the server with demo data on
 * the embedded database. Ctrl-C stops the server and PostgreSQL cleanly.
 */
import path from 'node:path';
import { parseEnv } from '../server/env.ts';
import { projectRoot, startServer } from '../server/index.ts';
import { withDevelopmentPushKeys } from '../server/integrations/push/development-keys.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../server/seed/demo-users.ts';
import { buildClientIfStale } from './lib/build-client-if-stale.ts';
import { stopOnSignals } from './lib/stop-on-signals.ts';

buildClientIfStale(projectRoot);

const started = performance.now();
// Development keeps a VAPID pair under the data folder, so push works locally out of the box.
const server = await startServer({ env: withDevelopmentPushKeys(parseEnv(), projectRoot) });
console.log(`\nRally is running at ${server.url} (ready in ${Math.round(performance.now() - started)} ms)`);
if (server.databaseDir) console.log(`Database: embedded PostgreSQL, data under ${path.relative(process.cwd(), server.databaseDir) || '.'}`);
console.log(`Mail outbox: ${server.url}/dev/outbox`);
console.log(`\nDemo accounts (password: ${DEMO_PASSWORD}):`);
for (const user of DEMO_USERS) console.log(`  ${user.kind.padEnd(9)} ${user.email.padEnd(32)} ${user.displayName}, ${user.city.name}`);
console.log('\nPress Ctrl-C to stop.');

stopOnSignals(() => server.stop(), '\nStopping...');
