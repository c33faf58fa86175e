import { describe, expect, it } from 'vitest';
import { PROCESS_ORIGIN, useApiProcesses } from '../api-processes.ts';
import { createUser, FACTORY_PASSWORD } from '../factories.ts';
import { sessionCookie, trpcBody } from '../http-server.ts';
import { RATE_LIMITS } from '../../shared/limits/rate-limits.ts';
import { startWellInsideWindow } from '../rate-window.ts';

const ORIGIN = PROCESS_ORIGIN;
const cluster = useApiProcesses(2);

const signIn = (base: string, email: string, password: string) =>
  fetch(`${base}/trpc/auth.signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: trpcBody({ email, password }),
  });

describe('two server processes on one database', () => {
  it('accept a session made on either one', async () => {
    await createUser(cluster.db, { email: 'roams@example.com' });
    const response = await signIn(cluster.bases[0]!, 'roams@example.com', FACTORY_PASSWORD);
    const cookie = sessionCookie(response)!;
    const me = await fetch(`${cluster.bases[1]}/trpc/auth.me`, { headers: { cookie } });
    expect(JSON.stringify(await me.json())).toContain('roams@example.com');
  });

  it('count the sign-in rate limit across both', async () => {
    await createUser(cluster.db, { email: 'split@example.com' });
    const limit = RATE_LIMITS.signInPerAccountPerAddress.limit;
    await startWellInsideWindow(RATE_LIMITS.signInPerAccountPerAddress.windowSeconds);
    for (let i = 0; i < limit; i++) {
      const response = await signIn(cluster.bases[i % 2]!, 'split@example.com', 'wrong password');
      expect(response.status).toBe(401);
    }
    // Each process alone has seen only half the attempts; together they reached the limit.
    expect((await signIn(cluster.bases[0]!, 'split@example.com', FACTORY_PASSWORD)).status).toBe(429);
    expect((await signIn(cluster.bases[1]!, 'split@example.com', FACTORY_PASSWORD)).status).toBe(429);
  });
});
