import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleClient } from '../../../integrations/google.ts';
import { createHarness, TEST_ORIGIN, type Harness } from '../../../../tests/harness.ts';
import { serveApp, sessionCookie } from '../../../../tests/http-server.ts';
import { googleCodes } from '../../../../tests/msw/google.ts';

let h: Harness;
let app: Awaited<ReturnType<typeof serveApp>>;
beforeAll(async () => {
  h = await createHarness({ env: { GOOGLE_CLIENT_ID: 'client-id', GOOGLE_CLIENT_SECRET: 'client-secret' } });
  app = await serveApp(h.deps, { google: googleClient('client-id', 'client-secret', TEST_ORIGIN) });
});
afterAll(async () => {
  await app.close();
  await h.close();
});

/** Starts the flow as a browser would and returns the cookies and state Google would echo. */
async function start() {
  const response = await fetch(`${app.base}/auth/google`, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get('location')!);
  expect(location.hostname).toBe('accounts.google.com');
  expect(location.searchParams.get('code_challenge_method')).toBe('S256');
  const cookies = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { state: location.searchParams.get('state')!, cookies };
}

async function callback(query: string, cookies: string) {
  return fetch(`${app.base}/auth/google/callback?${query}`, { redirect: 'manual', headers: { cookie: cookies } });
}

describe('Google sign-in', () => {
  it('creates an account on first sign-in and signs in with a session cookie', async () => {
    googleCodes.set('code-new', { sub: 'g-1', email: 'Gina@Example.com', email_verified: true, name: 'Gina G' });
    const { state, cookies } = await start();
    const response = await callback(`code=code-new&state=${state}`, cookies);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/home');
    const session = sessionCookie(response)!;
    const me = await fetch(`${app.base}/trpc/auth.me`, { headers: { cookie: session } });
    const body = JSON.stringify(await me.json());
    expect(body).toContain('gina@example.com');
    expect(body).toContain('"hasPassword":false');
  });

  it('links to an existing account with the same verified e-mail', async () => {
    const existing = await h.db.insertInto('users').values({ email: 'linked@example.com' }).returning('id').executeTakeFirstOrThrow();
    googleCodes.set('code-link', { sub: 'g-2', email: 'linked@example.com', email_verified: true });
    const { state, cookies } = await start();
    await callback(`code=code-link&state=${state}`, cookies);
    const account = await h.db.selectFrom('oauthAccounts').selectAll().where('providerUserId', '=', 'g-2').executeTakeFirstOrThrow();
    expect(account.userId).toBe(existing.id);
  });

  it("answers CancelledByUser when the user closes Google's consent screen", async () => {
    const { cookies } = await start();
    const response = await callback('error=access_denied', cookies);
    expect(response.headers.get('location')).toBe('/login?error=CancelledByUser');
  });

  it("answers 'No provider user' when Google gives no e-mail", async () => {
    googleCodes.set('code-no-email', { sub: 'g-3' });
    const { state, cookies } = await start();
    const response = await callback(`code=code-no-email&state=${state}`, cookies);
    expect(response.headers.get('location')).toBe('/login?error=NoProviderUser');
    expect(sessionCookie(response)).toBeNull();
  });

  it('refuses a callback whose state does not match the cookie', async () => {
    googleCodes.set('code-csrf', { sub: 'g-4', email: 'csrf@example.com', email_verified: true });
    const { cookies } = await start();
    const response = await callback('code=code-csrf&state=forged', cookies);
    expect(response.headers.get('location')).toBe('/login?error=Unknown');
    expect(await h.db.selectFrom('users').select('id').where('email', '=', 'csrf@example.com').executeTakeFirst()).toBeUndefined();
  });
});
