import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogEvent } from 'kysely';
import { createUser, FACTORY_PASSWORD } from '../tests/factories.ts';
import { createHarness, TEST_ORIGIN, type Harness } from '../tests/harness.ts';
import { serveApp, sessionCookie, trpcBody } from '../tests/http-server.ts';
import { APP_MESSAGES } from '../shared/common/app-messages.ts';
import { startWellInsideWindow } from '../tests/rate-window.ts';
import { RATE_LIMITS } from '../shared/limits/rate-limits.ts';

const sessionLookups: string[] = [];
let h: Harness;
let app: Awaited<ReturnType<typeof serveApp>>;

beforeAll(async () => {
  h = await createHarness({
    log: (event: LogEvent) => {
      if (event.level === 'query' && /from "sessions" inner join "users"/.test(event.query.sql)) sessionLookups.push(event.query.sql);
    },
  });
  app = await serveApp({ ...h.deps, env: { ...h.deps.env, TRUST_PROXY: 'loopback' } });
});
afterAll(async () => {
  await app.close();
  await h.close();
});

async function signIn(email: string, ip = '10.0.0.1'): Promise<string> {
  const response = await fetch(`${app.base}/trpc/auth.signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, 'x-forwarded-for': ip },
    body: trpcBody({ email, password: FACTORY_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return sessionCookie(response)!;
}

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax and Secure outside development', async () => {
    await createUser(h.db, { email: 'cookie@example.com' });
    const response = await fetch(`${app.base}/trpc/auth.signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      body: trpcBody({ email: 'cookie@example.com', password: FACTORY_PASSWORD }),
    });
    const header = response.headers.getSetCookie().find((c) => c.startsWith('rally_session='))!;
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Secure/);
    expect(header).toMatch(/Path=\//);
  });
});

describe('CSRF', () => {
  it('refuses a cross-origin JSON mutation with 403', async () => {
    const response = await fetch(`${app.base}/trpc/auth.signOut`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: '{}',
    });
    expect(response.status).toBe(403);
    // The tRPC wire format (superjson), so the client shows the message.
    expect(await response.json()).toMatchObject({ error: { json: { message: APP_MESSAGES.forbiddenOrigin, data: { code: 'FORBIDDEN', httpStatus: 403 } } } });
  });

  it('refuses a cross-site multipart form post, and one flagged by Sec-Fetch-Site', async () => {
    await createUser(h.db, { email: 'csrf@example.com' });
    const cookie = await signIn('csrf@example.com', '10.0.0.2');
    const form = new FormData();
    form.set('newEmail', 'attacker@example.com');
    const multipart = await fetch(`${app.base}/trpc/auth.requestEmailChange`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', cookie },
      body: form,
    });
    expect(multipart.status).toBe(403);
    const fetchSite = await fetch(`${app.base}/trpc/auth.signOut`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site', cookie },
      body: '{}',
    });
    expect(fetchSite.status).toBe(403);
    // The session survived both attempts.
    const me = await fetch(`${app.base}/trpc/auth.me`, { headers: { cookie } });
    expect(JSON.stringify(await me.json())).toContain('csrf@example.com');
  });

  it('lets same-origin mutations through', async () => {
    const response = await fetch(`${app.base}/trpc/auth.signOut`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' },
      body: '{}',
    });
    expect(response.status).toBe(200);
  });
});

describe('createContext', () => {
  it('looks the session up once for a batch of six procedures', async () => {
    await createUser(h.db, { email: 'batch@example.com' });
    const cookie = await signIn('batch@example.com', '10.0.0.3');
    sessionLookups.length = 0;
    const paths = Array(6).fill('auth.me').join(',');
    const input = encodeURIComponent(JSON.stringify(Object.fromEntries([0, 1, 2, 3, 4, 5].map((i) => [i, { json: null }]))));
    const response = await fetch(`${app.base}/trpc/${paths}?batch=1&input=${input}`, { headers: { cookie } });
    const body = (await response.json()) as unknown[];
    expect(body).toHaveLength(6);
    expect(JSON.stringify(body)).toContain('batch@example.com');
    expect(sessionLookups).toHaveLength(1);
  });
});

describe('rate limits over HTTP', () => {
  it('answers 429 to a flood of sign-ins from one IP while another user keeps working', async () => {
    await createUser(h.db, { email: 'steady@example.com' });
    const steadyCookie = await signIn('steady@example.com', '10.0.0.4');
    const statuses: number[] = [];
    await startWellInsideWindow(RATE_LIMITS.signInPerIp.windowSeconds);
    for (let i = 0; i < 55; i++) {
      const response = await fetch(`${app.base}/trpc/auth.signIn`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, 'x-forwarded-for': '10.9.9.9' },
        body: trpcBody({ email: `nobody${i}@example.com`, password: 'irrelevant' }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 50).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(50).every((s) => s === 429)).toBe(true);
    const me = await fetch(`${app.base}/trpc/auth.me`, { headers: { cookie: steadyCookie } });
    expect(me.status).toBe(200);
  });
});

describe('errors and headers', () => {
  it('never sends a stack trace, and sets security headers with a CSP', async () => {
    const response = await fetch(`${app.base}/trpc/auth.signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      body: '{"json": {"email": 5}}',
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toMatch(/stack|\.ts:\d+/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-request-id')).toBeTruthy();
    const page = await fetch(`${app.base}/dev/outbox`);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('answers /healthz with the database state', async () => {
    const response = await fetch(`${app.base}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: { status: 'up' } });
  });
});
