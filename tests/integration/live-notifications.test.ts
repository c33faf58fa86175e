import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, FACTORY_PASSWORD } from '../factories.ts';
import { sessionCookie, trpcBody } from '../http-server.ts';
import { openSubscription } from '../sse.ts';
import { createTestDatabase, type TestDatabase } from '../test-database.ts';

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

async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/trpc/auth.signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: trpcBody({ email, password: FACTORY_PASSWORD }),
  });
  return sessionCookie(response)!;
}

describe('live unread counts with two server processes', () => {
  it('a family request made through one process updates the count streamed by the other', async () => {
    const requester = await createUser(database.db, { email: 'asks@example.com', displayName: 'Asker' });
    const recipient = await createUser(database.db, { email: 'answers@example.com', displayName: 'Answerer' });
    const [requesterCookie, recipientCookie] = [await signIn(bases[0]!, requester.email), await signIn(bases[1]!, recipient.email)];

    const stream = await openSubscription(`${bases[1]}/trpc/notifications.onUnreadCount`, { cookie: recipientCookie });
    try {
      expect(await stream.next()).toBe(0);
      const saved = await fetch(`${bases[0]}/trpc/family.save`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: requesterCookie },
        body: trpcBody({ add: [{ relation: 'sibling', isGthUser: true, userId: recipient.id }], update: [] }),
      });
      expect(saved.status).toBe(200);
      expect(await stream.next()).toBe(1);
    } finally {
      stream.close();
    }
  });
});
