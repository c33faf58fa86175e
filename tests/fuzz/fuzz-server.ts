/**
 * The fuzzed server, in a process of its own (started by fuzz-target.ts with `node --import tsx`):
 * the real app over HTTP on loopback, on the fuzz run's database, with the vendors faked by the
 * same msw handlers the tests use, and the seeded world (fuzz-world.ts) built here, beside the
 * fake Stripe that knows its organiser's account.
 *
 * Its own process because a request that computes for minutes (a PNG whose header claims
 * 1x2147483647 made pdf-lib loop for longer than we waited) would freeze a server in the test's
 * process together with the test's own timers: nothing could abort it. Here the fuzzer aborts the
 * request after 30 s, kills this process and starts another.
 *
 * The parent drives it over IPC: `arm` before a request resets the event-loop histogram and the
 * CPU clock, `read` after it tells how long this process's loop was held, the CPU it burned and
 * what it logged as errors.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import superjson from 'superjson';
import { TRPCError } from '@trpc/server';
import { memoryCookieJar } from '../../server/auth/cookies.ts';
import { createRateLimiter } from '../../server/auth/rate-limit.ts';
import { createDatabase } from '../../server/db/database.ts';
import { buildDeps } from '../../server/deps.ts';
import { fakeDnsResolver } from '../../server/integrations/dns/resolver.ts';
import { startJobs } from '../../server/jobs/boss.ts';
import { createCaller } from '../../server/routers/index.ts';
import { createLocalStorage } from '../../server/storage/local-storage.ts';
import { createInnerContext, type AppDeps } from '../../server/trpc/context.ts';
import { testEnv } from '../harness.ts';
import { serveApp } from '../http-server.ts';
import { mswServer } from '../msw/server.ts';
import { STRIPE_TEST_ENV } from '../stripe-helpers.ts';
import { seedWorld, type SeededWorld } from './fuzz-world.ts';
import { createLoopMonitor } from './loop-monitor.ts';

export type CommandBody =
  { cmd: 'arm' } | { cmd: 'read' } | { cmd: 'refresh' } | { cmd: 'renew'; userId: string } | { cmd: 'call'; path: string; input: string; cookie: string };
export type Command = CommandBody & { id: number };

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

const databaseUrl = process.env.FUZZ_DATABASE_URL!;
const uploadsDir = process.env.FUZZ_UPLOADS_DIR!;
mkdirSync(uploadsDir, { recursive: true });

mswServer.listen({
  onUnhandledFrame({ frame, defaults }) {
    const request = (frame.data as { request?: Request }).request;
    if (request && LOOPBACK.has(new URL(request.url).hostname)) return;
    defaults.error();
  },
});

// The server's error log goes to the parent with the request that caused it.
const serverErrors: string[] = [];
const log = pino({ level: 'error' }, { write: (line: string) => void serverErrors.push(line.slice(0, 2_000)) });
const db = createDatabase(databaseUrl);
const jobs = await startJobs(databaseUrl, { log });
// Rate limits scaled by 1000, so a valid input stays valid after thousands of calls; their own tests live beside them.
// Private form files go beside the public uploads, in the folder the fuzzer removes at the end.
const env = testEnv({ ...STRIPE_TEST_ENV, RATE_LIMIT_MULTIPLIER: '1000', DATA_DIR: path.join(uploadsDir, 'data') });
const rateLimiter = createRateLimiter(db, { multiplier: env.RATE_LIMIT_MULTIPLIER, globalMultiplier: 1000, refusalDelayMs: 0 });
const deps: AppDeps = { ...buildDeps({ db, jobs: jobs.queue, env, log }, { mail: null, rateLimiter, dns: fakeDnsResolver() }), databaseUrl };
const app = await serveApp(deps, { google: null, storage: createLocalStorage(uploadsDir) });

const worldTag = process.env.FUZZ_WORLD_TAG ?? 'w';
let worlds = 0;
const nextWorld = () => seedWorld({ db, deps }, { tag: `${worldTag}${worlds++}` });
let world: SeededWorld = await nextWorld();
let fingerprint = await world.fingerprint();
// The next world is seeded while the fuzzer works in this one, so a procedure that changes the world costs no wait.
let spare: Promise<SeededWorld> = nextWorld();
spare.catch(() => {});

const monitor = createLoopMonitor();

async function handle(message: Command): Promise<unknown> {
  switch (message.cmd) {
    case 'arm':
      serverErrors.length = 0;
      monitor.arm();
      return null;
    case 'read': {
      const reading = { ...monitor.read(), serverLog: serverErrors.join(' | ') };
      serverErrors.length = 0;
      return reading;
    }
    case 'refresh': {
      // A new world when the last calls changed what valid inputs rely on (a team deleted, a role changed, an account gone).
      const now = await world.fingerprint();
      if (now === fingerprint) return { changed: false, world: world.data };
      world = await spare.catch(nextWorld);
      fingerprint = await world.fingerprint();
      spare = nextWorld();
      spare.catch(() => {});
      return { changed: true, world: world.data };
    }
    case 'renew':
      return world.cookieFor(message.userId);
    case 'call': {
      // A procedure called in process, for inputs no URL can carry (large-strings.test.ts).
      const caller = createCaller(
        await createInnerContext(deps, { cookies: memoryCookieJar(message.cookie.split('=')[1]), ip: '203.0.113.9', userAgent: 'fuzz' }),
      );
      const procedure = message.path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as (
        input: unknown,
      ) => Promise<unknown>;
      try {
        await procedure(superjson.parse(message.input));
        return { status: 200, body: 'accepted' };
      } catch (error) {
        if (!(error instanceof TRPCError)) throw error;
        return { status: error.code === 'BAD_REQUEST' ? 400 : 500, body: `${error.code}: ${error.message}` };
      }
    }
  }
}

process.on('message', (message: Command) => {
  handle(message).then(
    (result) => process.send!({ id: message.id, result }),
    (error: unknown) => process.send!({ id: message.id, error: String(error instanceof Error ? error.stack : error) }),
  );
});

process.on('SIGTERM', () => {
  void (async () => {
    await app.close();
    await jobs.stop();
    await db.destroy();
    mswServer.close();
    process.exit(0);
  })();
});

process.send!({ ready: true, base: app.base, world: world.data });
