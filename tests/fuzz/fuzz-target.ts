import { pino } from 'pino';
import superjson from 'superjson';
import { createSession } from '../../server/auth/session.ts';
import { memoryCookieJar } from '../../server/auth/cookies.ts';
import { appRouter, createCaller } from '../../server/routers/index.ts';
import { createInnerContext } from '../../server/trpc/context.ts';
import { SESSION } from '../../shared/constants.ts';
import { createEvent, createPlace } from '../event-factories.ts';
import { createUser } from '../factories.ts';
import { createHarness, TEST_ORIGIN, type Harness } from '../harness.ts';
import { serveApp } from '../http-server.ts';
import { makeOrganizer, STRIPE_TEST_ENV } from '../stripe-helpers.ts';

/** Every procedure the app router serves, with its input schema (tRPC merges several into one). */
export interface FuzzedProcedure {
  path: string;
  type: 'query' | 'mutation';
  input: unknown;
}

export interface FuzzedSubscription {
  path: string;
  input: unknown;
}

export function listProcedures(): { procedures: FuzzedProcedure[]; subscriptions: FuzzedSubscription[] } {
  const all = (appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: string; inputs: unknown[] } }> } })._def.procedures;
  const procedures: FuzzedProcedure[] = [];
  const subscriptions: FuzzedSubscription[] = [];
  for (const [path, procedure] of Object.entries(all)) {
    const { type, inputs } = procedure._def;
    if (type === 'subscription') subscriptions.push({ path, input: inputs[0] ?? null });
    else procedures.push({ path, type: type as FuzzedProcedure['type'], input: inputs[0] ?? null });
  }
  return { procedures, subscriptions };
}

/**
 * The input as our client would send it; superjson refuses to serialize `__proto__` and
 * `constructor` keys, so those go as plain JSON, as an attacker would send them anyway.
 */
function encode(input: unknown): string {
  try {
    return JSON.stringify(superjson.serialize(input));
  } catch {
    return JSON.stringify({ json: input });
  }
}

export interface Answer {
  status: number;
  ms: number;
  body: string;
}

/**
 * The real app on a real database, served over HTTP on loopback, with rows for fuzzed ids to hit:
 * another user's public and private events, a place and a private team, and the signed-in user's
 * own event and public team. The signed-in user is an organiser with Stripe linked, so payment paths
 * run too. A call that ends the session (sign-out, account deletion) gets a new user for the next call.
 */
export async function startFuzzTarget() {
  // The server's own error log, so a failure shows the cause beside the input that caused it.
  const serverErrors: string[] = [];
  const logger = pino({ level: 'error' }, { write: (line: string) => void serverErrors.push(line.slice(0, 2_000)) });
  const h: Harness = await createHarness({ env: STRIPE_TEST_ENV, logger });
  const app = await serveApp(h.deps);
  const knownIds: string[] = [];

  const other = await createUser(h.db, { displayName: 'Other' });
  const place = await createPlace(h.db, { creatorId: other.id });
  const publicEvent = await createEvent(h.db, other.id, { placeId: place.id, priceCents: 1500 });
  const privateEvent = await createEvent(h.db, other.id, { isPrivate: true });
  const otherTeam = await ownTeam(other.id, 'private');
  knownIds.push(other.id, place.id, publicEvent.id, privateEvent.id, otherTeam);

  async function ownTeam(ownerId: string, privacy: 'public' | 'private'): Promise<string> {
    const team = await h.db
      .insertInto('teams')
      .values({ name: 'Fuzz Team', creatorId: ownerId, gameType: 'Pickleball', cityName: 'Austin, TX', lat: 30.27, lng: -97.74, privacy })
      .returning('id')
      .executeTakeFirstOrThrow();
    await h.db.insertInto('teamMembers').values({ teamId: team.id, userId: ownerId, role: 'owner' }).execute();
    return team.id;
  }

  let cookie = '';
  let ownIds: string[] = [];
  async function newIdentity() {
    const user = await createUser(h.db, { displayName: 'Fuzz' });
    await makeOrganizer(h, user.id);
    const event = await createEvent(h.db, user.id);
    const team = await ownTeam(user.id, 'public');
    const { token } = await createSession(h.db, user.id);
    cookie = `${SESSION.cookieName}=${token}`;
    ownIds = [user.id, event.id, team];
  }
  await newIdentity();

  let requests = 0;
  async function sendWire(procedure: FuzzedProcedure, wire: string, signedIn: boolean): Promise<Answer> {
    const headers: Record<string, string> = { origin: TEST_ORIGIN };
    if (signedIn) headers.cookie = cookie;
    const url =
      procedure.type === 'query' ? `${app.base}/trpc/${procedure.path}?input=${encodeURIComponent(wire)}` : `${app.base}/trpc/${procedure.path}`;
    const init: RequestInit =
      procedure.type === 'query'
        ? { headers }
        : { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: wire };
    requests += 1;
    const started = performance.now();
    // A generous abort: a freeze fails the property on time anyway, and must not hang the run.
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    const body = await response.text();
    const ms = performance.now() - started;
    if (signedIn && response.status === 401) await newIdentity();
    const logged = response.status >= 500 ? ` server log: ${serverErrors.splice(0).join(' | ')}` : '';
    serverErrors.length = 0;
    return { status: response.status, ms, body: body.slice(0, 500) + logged };
  }

  return {
    h,
    base: app.base,
    knownIds: () => [...knownIds, ...ownIds],
    get requests() {
      return requests;
    },
    send: (procedure: FuzzedProcedure, input: unknown, signedIn: boolean) => sendWire(procedure, encode(input), signedIn),
    sendWire,
    /** The procedure called in process as the signed-in user, for inputs no URL can carry. */
    async callInProcess(path: string, input: unknown): Promise<unknown> {
      const caller = createCaller(await createInnerContext(h.deps, { cookies: memoryCookieJar(cookie.split('=')[1]), ip: '203.0.113.9', userAgent: 'fuzz' }));
      const procedure = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as (input: unknown) => Promise<unknown>;
      return procedure(input);
    },
    async close() {
      await app.close();
      await h.close();
    },
  };
}

export type FuzzTarget = Awaited<ReturnType<typeof startFuzzTarget>>;
