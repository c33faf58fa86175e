import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll } from 'vitest';
import { stopChildren } from '../scripts/lib/stop-children.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export const PROCESS_ORIGIN = 'http://localhost:3999';

/**
 * Real server processes on one database, as behind a load balancer. Returns their base URLs and
 * a stop function that waits for each to exit.
 */
export async function startApiProcesses(databaseUrl: string, count: number, children: ChildProcess[] = []) {
  const start = () =>
    new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'tests/fixtures/api-process.ts'], {
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          PORT: '0',
          NODE_ENV: 'test',
          APP_ORIGIN: PROCESS_ORIGIN,
          LOG_LEVEL: 'silent',
          SEED_DEMO_DATA: 'false',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      children.push(child);
      child.stdout!.on('data', (chunk: Buffer) => {
        const match = /listening (\d+)/.exec(chunk.toString());
        if (match) resolve(`http://127.0.0.1:${match[1]}`);
      });
      child.on('exit', (code) => reject(new Error(`api process exited with ${code}`)));
    });
  const bases = await Promise.all(Array.from({ length: count }, start));
  return { bases, stop: () => stopChildren(children) };
}

/** A test file's own database with `count` server processes on it, for the file's lifetime. */
export function useApiProcesses(count: number) {
  let database: TestDatabase | undefined;
  let started: Awaited<ReturnType<typeof startApiProcesses>> | undefined;
  // Kept here, not only in `started`: processes still starting when the hook gives up must be
  // stopped too, or they hold the test worker open.
  const children: ChildProcess[] = [];
  // Each process compiles the server through tsx as it starts: on a loaded CI machine two of them
  // took over a minute. This waits for them to listen (a state), so its bound is generous.
  beforeAll(async () => {
    database = await createTestDatabase();
    started = await startApiProcesses(database.url, count, children);
  }, 240_000);
  afterAll(async () => {
    await stopChildren(children);
    await database?.drop();
  });
  return {
    get db() {
      return database!.db;
    },
    get bases() {
      return started!.bases;
    },
  };
}
