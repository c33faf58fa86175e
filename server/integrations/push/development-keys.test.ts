import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../env.ts';
import { withDevelopmentPushKeys } from './development-keys.ts';
import { generateVapidKeys } from './web-push.ts';

const root = mkdtempSync(path.join(tmpdir(), 'rally-push-keys-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('VAPID keys', () => {
  it('development makes a pair once under the data folder and keeps it across starts', () => {
    const env = parseEnv({ NODE_ENV: 'development', DATA_DIR: 'data' });
    expect(env.vapid).toBeNull();
    const first = withDevelopmentPushKeys(env, root).vapid;
    expect(first).toMatchObject({ publicKey: expect.stringMatching(/^[\w-]{80,}$/), subject: 'mailto:push@rally.local' });
    expect(withDevelopmentPushKeys(env, root).vapid).toEqual(first);
    expect(statSync(path.join(root, 'data/push/vapid.json')).mode & 0o077).toBe(0);
  });

  it('replaces a file that holds no pair', () => {
    const env = parseEnv({ NODE_ENV: 'development', DATA_DIR: 'broken' });
    mkdirSync(path.join(root, 'broken/push'), { recursive: true });
    writeFileSync(path.join(root, 'broken/push/vapid.json'), '{}');
    const made = withDevelopmentPushKeys(env, root).vapid;
    expect(made?.publicKey).toMatch(/^[\w-]{80,}$/);
    expect(withDevelopmentPushKeys(env, root).vapid).toEqual(made);
    expect(readdirSync(path.join(root, 'broken/push'))).toEqual(['vapid.json']);
  });

  it('leaves push off outside development, and keys given in the environment alone', () => {
    expect(withDevelopmentPushKeys(parseEnv({ NODE_ENV: 'test', DATA_DIR: 'other' }), root).vapid).toBeNull();
    const keys = generateVapidKeys();
    const given = parseEnv({
      NODE_ENV: 'development',
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'https://rally.example',
    });
    expect(withDevelopmentPushKeys(given, root).vapid).toEqual({ ...keys, subject: 'https://rally.example' });
  });

  it('refuses some of the three variables without the others, and a subject that is not mailto: or https:', () => {
    const keys = generateVapidKeys();
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/VAPID_PUBLIC_KEY: set all three/);
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: 'push@rally.example' })).toThrow(
      /VAPID_SUBJECT/,
    );
  });
});
