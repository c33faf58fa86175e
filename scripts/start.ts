/**
 * npm start: builds the client when its sources changed, then runs the server with demo data on
 * the embedded database. Ctrl-C stops the server and PostgreSQL cleanly.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from '../server/env.ts';
import { projectRoot, startServer } from '../server/index.ts';
import { withDevelopmentPushKeys } from '../server/integrations/push/development-keys.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../server/seed/demo-users.ts';

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((entry) => newestMtime(path.join(target, entry))));
}

const builtAt = newestMtime(path.join(projectRoot, 'dist/client/index.html'));
const sourcesAt = Math.max(...['client', 'shared', 'vite.config.ts', 'package-lock.json'].map((p) => newestMtime(path.join(projectRoot, p))));
if (builtAt < sourcesAt) {
  console.log('Building the client...');
  execFileSync('npx', ['--no-install', 'vite', 'build', '--logLevel', 'warn'], { cwd: projectRoot, stdio: 'inherit' });
}

const started = performance.now();
// Development keeps a VAPID pair under the data folder, so push works locally out of the box.
const server = await startServer({ env: withDevelopmentPushKeys(parseEnv(), projectRoot) });
console.log(`\nRally is running at ${server.url} (ready in ${Math.round(performance.now() - started)} ms)`);
if (server.databaseDir) console.log(`Database: embedded PostgreSQL, data under ${path.relative(process.cwd(), server.databaseDir) || '.'}`);
console.log(`Mail outbox: ${server.url}/dev/outbox`);
console.log(`\nDemo accounts (password: ${DEMO_PASSWORD}):`);
for (const user of DEMO_USERS) console.log(`  ${user.kind.padEnd(9)} ${user.email.padEnd(32)} ${user.displayName}, ${user.city.name}`);
console.log('\nPress Ctrl-C to stop.');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping...');
    server
      .stop()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  });
}
