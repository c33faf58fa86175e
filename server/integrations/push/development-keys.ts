import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../../env.ts';
import { generateVapidKeys } from './web-push.ts';

/** Where development keeps its key pair, under the data folder. */
const KEY_FILE = 'push/vapid.json';
const DEVELOPMENT_SUBJECT = 'mailto:push@rally.local';

/**
 * Development without VAPID keys in the environment: a pair made once and kept under DATA_DIR, so
 * push works locally out of the box and a browser's subscription survives restarts (a new pair
 * would orphan it). Elsewhere, or with keys set, the env is returned as it is: push stays off
 * where no keys were given.
 */
export function withDevelopmentPushKeys(env: Env, root: string): Env {
  if (!env.isDevelopment || env.vapid) return env;
  const file = path.join(path.resolve(root, env.DATA_DIR), KEY_FILE);
  let keys: { publicKey: string; privateKey: string } | null = null;
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<{ publicKey: string; privateKey: string }>;
    if (typeof stored.publicKey === 'string' && typeof stored.privateKey === 'string') keys = { publicKey: stored.publicKey, privateKey: stored.privateKey };
  }
  if (!keys) {
    keys = generateVapidKeys();
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return { ...env, vapid: { ...keys, subject: DEVELOPMENT_SUBJECT } };
}
