import type { LogConfig } from 'kysely';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { memoryCookieJar } from '../server/auth/cookies.ts';
import { createRateLimiter } from '../server/auth/rate-limit.ts';
import { parseEnv, type Env } from '../server/env.ts';
import { buildDeps } from '../server/deps.ts';
import { fakeDnsResolver } from '../server/integrations/dns/resolver.ts';
import { startJobs } from '../server/jobs/boss.ts';
import { createLogger, type Logger } from '../server/logger.ts';
import { createCaller } from '../server/routers/index.ts';
import { createInnerContext, type AppDeps } from '../server/trpc/context.ts';
import { createTestDatabase } from './test-database.ts';

export const TEST_ORIGIN = 'http://localhost:3999';

export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({ NODE_ENV: 'test', APP_ORIGIN: TEST_ORIGIN, LOG_LEVEL: 'silent', ...overrides });
}

/**
 * A real database and job queue for one test file, with callers that act as a browser would:
 * each caller keeps its own cookie jar across calls.
 */
export async function createHarness(options: { env?: Record<string, string>; log?: LogConfig; logger?: Logger } = {}) {
  const testDb = await createTestDatabase(options.log ? { log: options.log } : {});
  const log = options.logger ?? createLogger('silent');
  const jobs = await startJobs(testDb.url, { log });
  // Files a test stores (private uploads, under DATA_DIR unless it says otherwise) go to a folder of
  // its own, made when first written and removed with the database.
  const dataDir = path.join(tmpdir(), `rally-test-data-${randomBytes(6).toString('hex')}`);
  const env = testEnv({ DATA_DIR: dataDir, ...options.env });
  // Each harness has its own limiter, so in-process limit state never leaks from one test file to
  // another; refusals are answered at once (server/auth/rate-limit.test.ts covers their delay).
  // The site-wide budgets are shared by every test of a file: out of the way unless a file asks
  // for the real ones (RATE_LIMIT_GLOBAL_MULTIPLIER in `env`), as the files that test them do.
  const globalMultiplier = options.env?.RATE_LIMIT_GLOBAL_MULTIPLIER ? env.RATE_LIMIT_GLOBAL_MULTIPLIER : 1000;
  const rateLimiter = createRateLimiter(testDb.db, { multiplier: env.RATE_LIMIT_MULTIPLIER, globalMultiplier, refusalDelayMs: 0 });
  // DNS answers from a table the test fills (custom domains' TXT proofs): no test touches the network.
  const dns = fakeDnsResolver();
  const deps: AppDeps = { ...buildDeps({ db: testDb.db, jobs: jobs.queue, env, log }, { mail: null, rateLimiter, dns }), databaseUrl: testDb.url };

  /**
   * A client with its own cookie jar and IP; every call builds a fresh context like a request does.
   * Passing another client's jar is the same browser on another network.
   */
  function client(ip = '203.0.113.1', cookies = memoryCookieJar()) {
    const call = async () => createCaller(await createInnerContext(deps, { cookies, ip, userAgent: 'vitest' }));
    return { cookies, call };
  }

  return {
    deps,
    dns,
    db: testDb.db,
    url: testDb.url,
    boss: jobs.boss,
    client,
    async close() {
      await jobs.stop();
      await testDb.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Harness = Awaited<ReturnType<typeof createHarness>>;
