import { createTRPCClient, httpBatchLink, httpLink, TRPCClientError } from '@trpc/client';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_MESSAGES } from '../../shared/common/app-messages.ts';
import { createHarness, TEST_ORIGIN, type Harness } from '../../tests/harness.ts';
import { serveApp } from '../../tests/http-server.ts';
import type { AppRouter } from '../routers/index.ts';

let h: Harness;
let app: Awaited<ReturnType<typeof serveApp>>;
let proxied: Awaited<ReturnType<typeof serveApp>>;

beforeAll(async () => {
  h = await createHarness();
  app = await serveApp(h.deps);
  proxied = await serveApp({ ...h.deps, env: { ...h.deps.env, TRUST_PROXY: 'loopback' } });
});
afterAll(async () => {
  await app.close();
  await proxied.close();
  await h.close();
});

let emails = 0;
const newEmail = () => `csrf.${++emails}.${Date.now()}@example.com`;

/** The browser's side of a request: the headers a browser adds and a page cannot change. */
function browserFetch(headers: Record<string, string>, seen: string[] = []): typeof fetch {
  return (input, init) => {
    seen.push(String(input));
    const merged = new Headers(init?.headers);
    for (const [name, value] of Object.entries(headers)) merged.set(name, value);
    return fetch(input, { ...init, headers: merged });
  };
}

/** The client as client/src/lib/trpc.ts configures it (httpBatchLink + superjson). */
function client(base: string, headers: Record<string, string>) {
  return createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: `${base}/trpc`, transformer: superjson, fetch: browserFetch(headers) })] });
}

async function rejection(promise: Promise<unknown>): Promise<TRPCClientError<AppRouter>> {
  const error = await promise.then(
    () => null,
    (cause: unknown) => cause,
  );
  expect(error).toBeInstanceOf(TRPCClientError);
  return error as TRPCClientError<AppRouter>;
}

describe('same-origin requests refused', () => {
  it('signs up when the app is opened at 127.0.0.1 while APP_ORIGIN says localhost', async () => {
    expect(new URL(app.base).host).not.toBe(new URL(TEST_ORIGIN).host);
    const origin = app.base;
    // Chromium and Firefox send Sec-Fetch-Site; older Safari only Origin: both are our own origin.
    const requests: Array<Record<string, string>> = [{ origin, 'sec-fetch-site': 'same-origin' }, { origin }];
    for (const headers of requests) {
      const email = newEmail();
      await client(app.base, headers).auth.signUp.mutate({ email, password: 'a long password' });
      expect(await h.db.selectFrom('users').select('email').where('email', '=', email).executeTakeFirst()).toEqual({ email });
    }
  });

  it('compares scheme and port too: another port, https on an http server, a sibling host are refused', async () => {
    const { hostname, port } = new URL(app.base);
    for (const origin of [`http://${hostname}:${Number(port) + 1}`, `https://${hostname}:${port}`, `http://evil.${hostname}.nip.io:${port}`, 'null']) {
      const error = await rejection(client(app.base, { origin }).auth.signUp.mutate({ email: newEmail(), password: 'a long password' }));
      expect(error.message).toBe(APP_MESSAGES.forbiddenOrigin);
    }
  });

  it('refuses same-site but cross-origin requests, whatever the Origin says', async () => {
    const error = await rejection(client(app.base, { origin: app.base, 'sec-fetch-site': 'same-site' }).auth.signOut.mutate());
    expect(error.message).toBe(APP_MESSAGES.forbiddenOrigin);
  });

  it('gives the real client the shared message for a foreign Origin, single and batched', async () => {
    const seen: string[] = [];
    const foreign = createTRPCClient<AppRouter>({
      links: [httpBatchLink({ url: `${app.base}/trpc`, transformer: superjson, fetch: browserFetch({ origin: 'https://evil.example' }, seen) })],
    });
    const [first, second] = await Promise.all([
      rejection(foreign.auth.signOut.mutate()),
      rejection(foreign.auth.signUp.mutate({ email: newEmail(), password: 'a long password' })),
    ]);
    for (const error of [first, second]) {
      expect(error.message).toBe(APP_MESSAGES.forbiddenOrigin);
      expect(error.data).toMatchObject({ code: 'FORBIDDEN', httpStatus: 403 });
    }
    expect(seen).toHaveLength(1);
    expect(seen[0]).toContain('/trpc/auth.signOut,auth.signUp?batch=1');
    const unbatched = createTRPCClient<AppRouter>({
      links: [httpLink({ url: `${app.base}/trpc`, transformer: superjson, fetch: browserFetch({ origin: 'https://evil.example' }) })],
    });
    const single = await rejection(unbatched.auth.signOut.mutate());
    expect(single.message).toBe(APP_MESSAGES.forbiddenOrigin);
    expect(single.data?.httpStatus).toBe(403);
  });

  it('keeps a JSON {error} body on routes outside tRPC', async () => {
    const response = await fetch(`${app.base}/uploads/avatar`, { method: 'POST', headers: { origin: 'https://evil.example' }, body: 'x' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: APP_MESSAGES.forbiddenOrigin });
  });

  it('reads X-Forwarded-Host and -Proto only from a proxy that Express trusts', async () => {
    const forwarded = { 'x-forwarded-host': 'rally.example', 'x-forwarded-proto': 'https', origin: 'https://rally.example' };
    // Not trusted: the forwarded headers are anyone's to write.
    const untrusted = await rejection(client(app.base, forwarded).auth.signUp.mutate({ email: newEmail(), password: 'a long password' }));
    expect(untrusted.message).toBe(APP_MESSAGES.forbiddenOrigin);
    // Behind TRUST_PROXY=loopback the proxy's word is the request's own origin.
    const email = newEmail();
    await client(proxied.base, forwarded).auth.signUp.mutate({ email, password: 'a long password' });
    expect(await h.db.selectFrom('users').select('email').where('email', '=', email).executeTakeFirst()).toEqual({ email });
    // ...and then the socket's own Host no longer is.
    const internal = await rejection(client(proxied.base, { ...forwarded, origin: proxied.base }).auth.signOut.mutate());
    expect(internal.message).toBe(APP_MESSAGES.forbiddenOrigin);
  });
});
