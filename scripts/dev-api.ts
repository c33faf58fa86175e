/** The API half of `npm run dev`: restarted by tsx watch on every server change. */
import { parseEnv } from '../server/env.ts';
import { projectRoot, startServer } from '../server/index.ts';
import { withDevelopmentPushKeys } from '../server/integrations/push/development-keys.ts';

const server = await startServer({ serveClient: false, env: withDevelopmentPushKeys(parseEnv(), projectRoot) });
console.log(`API listening on port ${server.port}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void server.stop().then(() => process.exit(0)));
}
