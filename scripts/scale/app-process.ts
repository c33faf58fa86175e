/**
 * One app process of the local scale topology (scripts/scale/cluster.ts): the whole server on
 * DATABASE_URL, told its port by the env (0: a free one). Reports `{"listening": port}` on its IPC
 * channel once it accepts requests, and stops cleanly on SIGTERM or SIGINT.
 */
import { parseEnv } from '../../server/env.ts';
import { projectRoot, startServer } from '../../server/index.ts';
import { withDevelopmentPushKeys } from '../../server/integrations/push/development-keys.ts';

const server = await startServer({
  env: withDevelopmentPushKeys(parseEnv(), projectRoot),
  serveClient: process.env.SCALE_SERVE_CLIENT !== 'false',
});
process.send?.({ listening: server.port });

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server
      .stop()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  });
}
