import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, FACTORY_PASSWORD } from '../factories.ts';
import { createTestDatabase, type TestDatabase } from '../test-database.ts';
import { sessionCookie, trpcBody } from '../http-server.ts';
import { RATE_LIMITS } from '../../shared/constants.ts';

const ORIGIN = 'http://localhost:3999';
let database: TestDatabase;
const processes: ChildProcess[] = [];
const bases: string[] = [];

function startProcess(databaseUrl: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/fixtures/api-process.ts'], {
      env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', NODE_ENV: 'test', APP_ORIGIN: ORIGIN, LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    processes.push(child);
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match) resolve(`http://127.0.0.1:${match[1]}`);
    });
    child.on('exit', (code) => reject(new Error(`api process exited with ${code}`)));
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  bases.push(...(await Promise.all([startProcess(database.url), startProcess(database.url)])));
}, 60_000);

afterAll(async () => {
  await Promise.all(
    processes.map((child) => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM'))))),
  );
  await database.drop();
});

const signIn = (base: string, email: string, password: string) =>
  fetch(`${base}/trpc/auth.signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: trpcBody({ email, password }),
  });

describe('two server processes on one database', () => {
  it('accept a session made on either one', async () => {
    await createUser(database.db, { email: 'roams@example.com' });
    const response = await signIn(bases[0]!, 'roams@example.com', FACTORY_PASSWORD);
    const cookie = sessionCookie(response)!;
    const me = await fetch(`${bases[1]}/trpc/auth.me`, { headers: { cookie } });
    expect(JSON.stringify(await me.json())).toContain('roams@example.com');
  });

  it('count the sign-in rate limit across both', async () => {
    await createUser(database.db, { email: 'split@example.com' });
    const limit = RATE_LIMITS.signInPerAccount.limit;
    for (let i = 0; i < limit; i++) {
      const response = await signIn(bases[i % 2]!, 'split@example.com', 'wrong password');
      expect(response.status).toBe(401);
    }
    // Each process alone has seen only half the attempts; together they reached the limit.
    expect((await signIn(bases[0]!, 'split@example.com', FACTORY_PASSWORD)).status).toBe(429);
    expect((await signIn(bases[1]!, 'split@example.com', FACTORY_PASSWORD)).status).toBe(429);
  });
});
