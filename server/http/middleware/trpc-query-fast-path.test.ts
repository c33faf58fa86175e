import { createExpressMiddleware } from '@trpc/server/adapters/express';
import express from 'express';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../routers/index.ts';
import { contextFactory } from '../../trpc/context.ts';
import { createUser, FACTORY_PASSWORD } from '../../../tests/factories.ts';
import { createHarness, TEST_ORIGIN, type Harness } from '../../../tests/harness.ts';
import { serveApp, sessionCookie, trpcBody } from '../../../tests/http-server.ts';

let h: Harness;
let app: Awaited<ReturnType<typeof serveApp>>;
let official: { base: string; close: () => void };
let cookie: string;

beforeAll(async () => {
  h = await createHarness();
  app = await serveApp(h.deps);
  // The same router behind tRPC's own Express adapter only: the reference for the wire format.
  const reference = express();
  reference.use('/trpc', createExpressMiddleware({ router: appRouter, createContext: contextFactory(h.deps) }));
  const server = createServer(reference);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  official = { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
  await createUser(h.db, { email: 'wire@example.com', displayName: 'Wire' });
  const response = await fetch(`${app.base}/trpc/auth.signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
    body: trpcBody({ email: 'wire@example.com', password: FACTORY_PASSWORD }),
  });
  cookie = sessionCookie(response)!;
});
afterAll(async () => {
  official.close();
  await app.close();
  await h.close();
});

async function both(path: string, headers: Record<string, string> = {}) {
  const [fast, reference] = await Promise.all([fetch(`${app.base}${path}`, { headers }), fetch(`${official.base}${path}`, { headers })]);
  return { fast: { status: fast.status, body: await fast.json() }, reference: { status: reference.status, body: await reference.json() } };
}

const batchInput = (count: number) => encodeURIComponent(JSON.stringify(Object.fromEntries(Array.from({ length: count }, (_, i) => [i, { json: null }]))));

describe('the GET query fast path', () => {
  it('answers a single query exactly as tRPC does, signed in and not', async () => {
    const signedIn = await both('/trpc/auth.me', { cookie });
    expect(signedIn.fast).toEqual(signedIn.reference);
    expect(JSON.stringify(signedIn.fast.body)).toContain('wire@example.com');
    const anonymous = await both('/trpc/auth.me');
    expect(anonymous.fast).toEqual(anonymous.reference);
  });

  it('answers a batch exactly as tRPC does', async () => {
    const result = await both(`/trpc/auth.me,system.config?batch=1&input=${batchInput(2)}`, { cookie });
    expect(result.fast).toEqual(result.reference);
    expect(result.fast.body).toHaveLength(2);
  });

  it('answers failing queries exactly as tRPC does, alone and in a batch, without handing them on', async () => {
    const input = (value: unknown) => encodeURIComponent(JSON.stringify({ json: value }));
    const missing = await both(`/trpc/places.get?input=${input({ id: '00000000-0000-4000-8000-000000000000' })}`);
    expect(missing.fast).toEqual(missing.reference);
    expect(missing.fast.status).toBe(404);
    const invalid = await both(`/trpc/places.get?input=${input({ id: 'not-a-uuid' })}`);
    expect(invalid.fast).toEqual(invalid.reference);
    expect(invalid.fast.status).toBe(400);
    const batch = encodeURIComponent(JSON.stringify({ 0: { json: null }, 1: { json: { id: '00000000-0000-4000-8000-000000000000' } } }));
    const mixed = await both(`/trpc/auth.me,places.get?batch=1&input=${batch}`, { cookie });
    expect(mixed.fast).toEqual(mixed.reference);
    expect(mixed.fast.status).toBe(207);
  });

  it('leaves unknown paths and mutations over GET to tRPC, which refuses them', async () => {
    const unknown = await both('/trpc/auth.nothing');
    expect(unknown.fast).toEqual(unknown.reference);
    expect(unknown.fast.status).toBe(404);
    const mutation = await both('/trpc/auth.signOut', { cookie });
    expect(mutation.fast).toEqual(mutation.reference);
    expect(mutation.fast.status).toBeGreaterThanOrEqual(400);
  });
});
