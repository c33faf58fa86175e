/**
 * One app process of the local scale topology (scripts/scale/cluster.ts): the whole server on
 * DATABASE_URL, told its port by the env (0: a free one). Reports `{"listening": port}` on its IPC
 * channel once it accepts requests, and stops cleanly on SIGTERM or SIGINT.
 */
import { parseEnv } from '../../server/env.ts';
import { projectRoot, startServer } from '../../server/index.ts';
import { withDevelopmentPushKeys } from '../../server/integrations/push/development-keys.ts';
import { stopOnSignals } from '../lib/stop-on-signals.ts';

const server = await startServer({
  env: withDevelopmentPushKeys(parseEnv(), projectRoot),
  serveClient: process.env.SCALE_SERVE_CLIENT !== 'false',
});
process.send?.({ listening: server.port });

stopOnSignals(() => server.stop());
