/**
 * The app as end-to-end tests see it: built client, embedded PostgreSQL in a temporary folder
 * (or DATABASE_URL), demo data, test mode. Stops and cleans up on SIGTERM/SIGINT.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseEnv } from '../../server/env.ts';
import { startServer } from '../../server/index.ts';
import { generateVapidKeys } from '../../server/integrations/push/web-push.ts';
import { startFakeStripe } from './fake-stripe.ts';
import { e2eDnsResolver } from './fake-dns.ts';

const port = process.env.E2E_PORT ?? '4173';
const dataDir = mkdtempSync(path.join(tmpdir(), 'rally-e2e-'));
// Payments run against a local fake Stripe unless a real test key is given.
const stripeEnv = process.env.STRIPE_SECRET_KEY ? {} : await startFakeStripe(Number(port));
// Push is set up (push.spec.ts subscribes a browser to a local stand-in of a push service).
const vapid = generateVapidKeys();
const pushEnv = process.env.VAPID_PUBLIC_KEY
  ? {}
  : { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'mailto:push@rally.test' };
const env = parseEnv({
  ...process.env,
  ...stripeEnv,
  ...pushEnv,
  NODE_ENV: 'test',
  PORT: port,
  APP_ORIGIN: `http://localhost:${port}`,
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // Every browser of the suite signs up and in from 127.0.0.1.
  RATE_LIMIT_MULTIPLIER: '50',
});
// Custom domains' TXT proofs come from a fake (custom-domain.spec.ts): no DNS on the network.
const server = await startServer({ env, dns: e2eDnsResolver });

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void server.stop().finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  });
}
