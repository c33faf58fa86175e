import { request } from 'node:http';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, FACTORY_PASSWORD } from '../../../tests/factories.ts';
import { createHarness, TEST_ORIGIN, type Harness } from '../../../tests/harness.ts';
import { serveApp, sessionCookie, trpcBody } from '../../../tests/http-server.ts';
import { API_LIMITS } from '../../../shared/limits/limits.ts';
import { VALIDATION_MESSAGES } from '../../../shared/common/validation-messages.ts';

let h: Harness;
let app: Awaited<ReturnType<typeof serveApp>>;
let cookie: string;

beforeAll(async () => {
  h = await createHarness();
  app = await serveApp(h.deps);
  await createUser(h.db, { email: 'limits@example.com', displayName: 'Limits' });
  const response = await fetch(`${app.base}/trpc/auth.signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
    body: trpcBody({ email: 'limits@example.com', password: FACTORY_PASSWORD }),
  });
  cookie = sessionCookie(response)!;
});
afterAll(async () => {
  await app.close();
  await h.close();
});

const post = (path: string, input: unknown, headers: Record<string, string> = {}) =>
  fetch(`${app.base}/trpc/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie, ...headers },
    body: JSON.stringify(superjson.serialize(input)),
  });

/** The tRPC error a response carries (superjson-wrapped, single call). */
async function trpcError(response: Response) {
  const body = (await response.json()) as { error: { json: { message: string; data: { code: string; httpStatus: number } } } };
  return { status: response.status, message: body.error.json.message, code: body.error.json.data.code };
}

const validProfile = {
  displayName: 'Limits',
  fullName: 'Lim Its',
  email: 'limits@example.com',
  city: { name: 'Austin, TX', lat: 30.27, lng: -97.74 },
  sports: ['Tennis'],
};

describe('no body size limit on /trpc', () => {
  it('refuses a declared 300 MB body with 413 before reading it, in tRPC error shape', async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${app.base}/trpc/auth.signIn`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(300 * 1024 * 1024), origin: TEST_ORIGIN },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      });
      req.on('error', reject);
      // Only a sliver of the declared body is ever sent: the answer must not wait for the rest.
      req.write('{"json":');
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error.json.message).toBe(VALIDATION_MESSAGES.requestTooLarge);
  });

  it('stops reading an undeclared (chunked) body at the cap', async () => {
    const answer = await new Promise<number>((resolve, reject) => {
      const req = request(`${app.base}/trpc/auth.signIn`, { method: 'POST', headers: { 'content-type': 'application/json', origin: TEST_ORIGIN } });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      req.on('error', reject);
      const chunk = 'x'.repeat(64 * 1024);
      for (let sent = 0; sent <= API_LIMITS.maxBodyBytes; sent += chunk.length) req.write(chunk);
      req.end();
    });
    expect(answer).toBe(413);
  });
});

describe('one request freezes the whole server', () => {
  it('a 60,000-character display name (the e-mail pattern backtracked for 3 s) answers 400 naming the field, and /healthz keeps answering', async () => {
    const started = performance.now();
    const [update, health] = await Promise.all([
      post('users.updateProfile', { ...validProfile, displayName: 'a'.repeat(60_000) }),
      fetch(`${app.base}/healthz`),
    ]);
    // A freeze bound, not a speed target: the backtracking pattern took seconds, the fix milliseconds.
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(health.status).toBe(200);
    const error = await trpcError(update);
    expect(error).toEqual({ status: 400, code: 'BAD_REQUEST', message: 'displayName: Display name must be at most 25 characters' });
  });
});

describe('a NUL character gives 500', () => {
  it('anonymous searches and signed-in writes with NUL answer 400 with the field named', async () => {
    const anonymous = await fetch(`${app.base}/trpc/places.search?input=${encodeURIComponent(JSON.stringify({ json: { q: 'court\u0000' } }))}`);
    expect(await trpcError(anonymous)).toEqual({ status: 400, code: 'BAD_REQUEST', message: `q: ${VALIDATION_MESSAGES.controlCharacters}` });
    const list = await post('userLists.create', { name: 'Friends\u0000' });
    expect(await trpcError(list)).toEqual({ status: 400, code: 'BAD_REQUEST', message: `name: ${VALIDATION_MESSAGES.controlCharacters}` });
  });
});

describe('malformed paths and dates out of range', () => {
  it('GET /trpc/%E0%A4%A and /trpc/auth.me%ZZ answer 400, not 500', async () => {
    for (const path of ['/trpc/%E0%A4%A', '/trpc/auth.me%ZZ']) {
      const error = await trpcError(await fetch(`${app.base}${path}`));
      expect(error).toEqual({ status: 400, code: 'BAD_REQUEST', message: VALIDATION_MESSAGES.badRequest });
    }
  });

  it('an activity subscription dated -271821-04-20 answers 400', async () => {
    const response = await post('activitySubscriptions.save', {
      address: { lat: 30.27, lng: -97.74, description: 'Austin, TX' },
      radius: 15,
      activities: ['Tennis'],
      startDate: new Date(-8.64e15),
      endDate: null,
    });
    expect(await trpcError(response)).toEqual({ status: 400, code: 'BAD_REQUEST', message: `startDate: ${VALIDATION_MESSAGES.dateOutOfRange}` });
  });
});

describe('a GET batch of ~800 procedures', () => {
  const batchUrl = (paths: string[], inputs: unknown[]) =>
    `${app.base}/trpc/${paths.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(Object.fromEntries(inputs.map((input, i) => [i, superjson.serialize(input)]))))}`;

  it(`is refused above ${API_LIMITS.maxBatchSize} procedures, on the fast path and the official adapter alike`, async () => {
    const paths = Array.from({ length: API_LIMITS.maxBatchSize + 1 }, () => 'auth.me');
    const query = await fetch(
      batchUrl(
        paths,
        paths.map(() => null),
      ),
      { headers: { cookie } },
    );
    expect(query.status).toBe(400);
    // One error per procedure, as tRPC's client expects of a batch; none of them ran.
    const refused = (await query.json()) as { error: { json: { message: string } } }[];
    expect(refused).toHaveLength(paths.length);
    expect(refused.map((envelope) => envelope.error.json.message)).toEqual(paths.map(() => VALIDATION_MESSAGES.tooManyProcedures));
    const mutations = await fetch(`${app.base}/trpc/${Array.from({ length: 21 }, () => 'auth.signOut').join(',')}?batch=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      body: JSON.stringify({}),
    });
    expect(mutations.status).toBe(400);
    const allowed = await fetch(
      batchUrl(
        paths.slice(1),
        paths.slice(1).map(() => null),
      ),
      { headers: { cookie } },
    );
    expect(allowed.status).toBe(200);
  });

  it('runs every query of a batch exactly once when one of them fails', async () => {
    const hits = async () =>
      (await h.db.selectFrom('rateLimitCounters').select('hits').where('key', 'like', 'full-search:%').execute()).reduce((sum, row) => sum + row.hits, 0);
    const before = await hits();
    const response = await fetch(batchUrl(['search.full', 'places.get'], [{ q: 'tennis' }, { id: '00000000-0000-4000-8000-000000000000' }]), {
      headers: { cookie },
    });
    expect(response.status).toBe(207);
    const body = (await response.json()) as [{ result?: unknown }, { error?: { json: { data: { code: string } } } }];
    expect(body[0].result).toBeDefined();
    expect(body[1].error?.json.data.code).toBe('NOT_FOUND');
    expect(await hits()).toBe(before + 1);
  });
});
