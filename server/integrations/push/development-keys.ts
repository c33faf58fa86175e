import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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
  const keys = readKeys(file) ?? createKeys(file);
  return { ...env, vapid: { ...keys, subject: DEVELOPMENT_SUBJECT } };
}

function readKeys(file: string): { publicKey: string; privateKey: string } | null {
  if (!existsSync(file)) return null;
  const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<{ publicKey: string; privateKey: string }>;
  return typeof stored.publicKey === 'string' && typeof stored.privateKey === 'string' ? { publicKey: stored.publicKey, privateKey: stored.privateKey } : null;
}

/**
 * Makes the pair and publishes it in one step: written whole to a file of this process's own, then
 * linked into place, which fails if the file is there already. Several processes starting together
 * on one data folder (npm run scale:local, the compose file's scale profile) thus all end up with
 * the first one's pair: with a pair each, a browser's subscription would only work through the
 * process that made it, and none would read a half-written file.
 */
function createKeys(file: string): { publicKey: string; privateKey: string } {
  const keys = generateVapidKeys();
  mkdirSync(path.dirname(file), { recursive: true });
  const own = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(own, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  chmodSync(own, 0o600);
  try {
    linkSync(own, file);
    return keys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Another process got there first: its pair is the one everyone uses. A file without a pair is replaced.
    const first = readKeys(file);
    if (first) return first;
    renameSync(own, file);
    return keys;
  } finally {
    rmSync(own, { force: true });
  }
}
