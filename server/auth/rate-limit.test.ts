import type { LogEvent } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../tests/factories.ts';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { rejection } from '../../tests/expect-rejection.ts';
import { startWellInsideWindow } from '../../tests/rate-window.ts';
import { RATE_LIMITS } from '../../shared/limits/rate-limits.ts';
import { createRateLimiter, type Limit } from './rate-limit.ts';

/** Every statement on the counter table, with its parameters, since the last reset. */
let counterStatements: { sql: string; parameters: readonly unknown[] }[] = [];
let h: Harness;
beforeAll(async () => {
  h = await createHarness({
    log: (event: LogEvent) => {
      if (event.level === 'query' && event.query.sql.includes('rate_limit_counters')) {
        counterStatements.push({ sql: event.query.sql, parameters: event.query.parameters });
      }
    },
  });
});
afterAll(() => h.close());
beforeEach(() => {
  counterStatements = [];
});

const { limit, windowSeconds } = RATE_LIMITS.signInPerAccountPerAddress;
const wrongSignIn = (ip: string, email: string) =>
  h
    .client(ip)
    .call()
    .then((caller) => caller.auth.signIn({ email, password: 'wrong password' }));
const countersOf = (keyPart: string) => h.db.selectFrom('rateLimitCounters').select(['key', 'hits']).where('key', 'like', `%${keyPart}%`).execute();

describe('sign-in flood', () => {
  it('sign-in flood: refused attempts over the limit write nothing to the database', async () => {
    await createUser(h.db, { email: 'flooded@example.com' });
    const ip = '198.51.100.60';
    await startWellInsideWindow(windowSeconds);
    for (let i = 0; i < limit; i++) expect((await rejection(wrongSignIn(ip, 'flooded@example.com'))).code).toBe('UNAUTHORIZED');
    // The first refusal asks the database, which says the account is over its limit.
    expect((await rejection(wrongSignIn(ip, 'flooded@example.com'))).code).toBe('TOO_MANY_REQUESTS');

    counterStatements = [];
    for (let i = 0; i < 30; i++) expect((await rejection(wrongSignIn(ip, 'flooded@example.com'))).code).toBe('TOO_MANY_REQUESTS');
    expect(counterStatements).toEqual([]);
    for (const row of await countersOf('flooded@example.com')) expect(row.hits).toBeLessThanOrEqual(limit + 1);
  });

  it('sign-in flood: a burst of concurrent attempts reaches the database at most twice the limit', async () => {
    await createUser(h.db, { email: 'burst@example.com' });
    const ip = '198.51.100.61';
    await startWellInsideWindow(windowSeconds);
    const results = await Promise.allSettled(Array.from({ length: 200 }, () => wrongSignIn(ip, 'burst@example.com')));
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    // Each admitted attempt counts the address key once; the in-process bucket holds twice the limit.
    const addressCounts = counterStatements.filter((statement) => statement.parameters.includes(`sign-in:ip:${ip}`));
    expect(addressCounts.length).toBeGreaterThanOrEqual(limit);
    expect(addressCounts.length).toBeLessThanOrEqual(2 * limit);
    for (const row of await countersOf('burst@example.com')) expect(row.hits).toBeLessThanOrEqual(limit + 1);
  });
});

describe('the in-process front of a rate limit', () => {
  const hour: Limit = { limit: 2, windowSeconds: 3600 };
  /** A limiter as another process would have one, on a clock the test moves. */
  function limiterWithClock(multiplier = 1) {
    const clock = { ms: 0 };
    return { clock, limiter: createRateLimiter(h.db, { multiplier, now: () => clock.ms, refusalDelayMs: 0 }) };
  }
  const allowed = (promise: Promise<unknown>) =>
    promise.then(
      () => true,
      () => false,
    );
  /** Starts the key's window afresh in the database, behind the limiter's back (as a new window would). */
  const newWindow = (key: string) => h.db.deleteFrom('rateLimitCounters').where('key', '=', key).execute();

  it('refuses once its bucket (twice the limit) is empty, without a statement, and refills the limit once per window', async () => {
    const { clock, limiter } = limiterWithClock();
    const check = { key: 'bucket:a', limit: hour };
    for (let window = 0; window < 2; window++) {
      await newWindow(check.key);
      for (let i = 0; i < hour.limit; i++) expect(await allowed(limiter.enforce([check]))).toBe(true);
    }
    await newWindow(check.key);
    counterStatements = [];
    expect(await allowed(limiter.enforce([check]))).toBe(false);
    expect(counterStatements).toEqual([]);

    clock.ms += (hour.windowSeconds * 1000) / hour.limit;
    expect(await allowed(limiter.enforce([check]))).toBe(true);
    expect(await allowed(limiter.enforce([check]))).toBe(false);
  });

  it('scales the bucket by the rate-limit multiplier, as the database count is', async () => {
    const { limiter } = limiterWithClock(3);
    const counted = { key: 'scaled:count', limit: hour };
    await startWellInsideWindow(hour.windowSeconds);
    for (let i = 0; i < 3 * hour.limit; i++) expect(await allowed(limiter.enforce([counted]))).toBe(true);
    expect(await allowed(limiter.enforce([counted]))).toBe(false);

    const bucket = { key: 'scaled:bucket', limit: hour };
    for (let window = 0; window < 2; window++) {
      await newWindow(bucket.key);
      for (let i = 0; i < 3 * hour.limit; i++) expect(await allowed(limiter.enforce([bucket]))).toBe(true);
    }
    await newWindow(bucket.key);
    counterStatements = [];
    expect(await allowed(limiter.enforce([bucket]))).toBe(false);
    expect(counterStatements).toEqual([]);
  });

  it('remembers that the database refused a key until that window ends, then asks again', async () => {
    const { clock, limiter } = limiterWithClock();
    const check = { key: 'over:a', limit: hour };
    await startWellInsideWindow(hour.windowSeconds);
    for (let i = 0; i < hour.limit; i++) await limiter.enforce([check]);
    expect(await allowed(limiter.enforce([check]))).toBe(false);
    counterStatements = [];
    expect(await allowed(limiter.enforce([check]))).toBe(false);
    expect(counterStatements).toEqual([]);

    clock.ms += hour.windowSeconds * 1000;
    await newWindow(check.key);
    counterStatements = [];
    expect(await allowed(limiter.enforce([check]))).toBe(true);
    expect(counterStatements).toHaveLength(1);
  });

  it('shares the count between processes, and the counter stops one past the limit', async () => {
    const first = limiterWithClock().limiter;
    const second = limiterWithClock().limiter;
    const check = { key: 'shared:a', limit: { limit: 3, windowSeconds: 3600 } };
    await startWellInsideWindow(3600);
    expect(await first.enforce([check])).toEqual([1]);
    expect(await second.enforce([check])).toEqual([2]);
    expect(await first.enforce([check])).toEqual([3]);
    expect(await allowed(second.enforce([check]))).toBe(false);
    // The first process has not seen a refusal yet: it asks, and the row is left at 4.
    expect(await allowed(first.enforce([check]))).toBe(false);
    expect(await countersOf('shared:a')).toEqual([{ key: 'shared:a', hits: 4 }]);
  });

  it('counts nothing when one of the keys is already known to be over', async () => {
    const { limiter } = limiterWithClock();
    const over = { key: 'pair:over', limit: { limit: 1, windowSeconds: 3600 } };
    const other = { key: 'pair:other', limit: hour };
    await startWellInsideWindow(3600);
    await limiter.enforce([over]);
    expect(await allowed(limiter.enforce([over, other]))).toBe(false);
    expect(await allowed(limiter.enforce([over, other]))).toBe(false);
    expect(await countersOf('pair:other')).toEqual([{ key: 'pair:other', hits: 1 }]);
  });

  it('forgets the least recently used keys past its size, which costs only a round trip', async () => {
    const clock = { ms: 0 };
    const limiter = createRateLimiter(h.db, { maxKeys: 2, now: () => clock.ms, refusalDelayMs: 0 });
    const check = (key: string) => ({ key, limit: { limit: 1, windowSeconds: 3600 } });
    await startWellInsideWindow(3600);
    await limiter.enforce([check('lru:a')]);
    expect(await allowed(limiter.enforce([check('lru:a')]))).toBe(false);
    await limiter.enforce([check('lru:b')]);
    await limiter.enforce([check('lru:c')]);
    counterStatements = [];
    expect(await allowed(limiter.enforce([check('lru:a')]))).toBe(false);
    expect(counterStatements).toHaveLength(1);
  });

  it('answers refusals from memory after a delay, holding only so many at once', async () => {
    const waiting: (() => void)[] = [];
    const limiter = createRateLimiter(h.db, {
      refusalDelayMs: 1000,
      maxHeldRefusals: 2,
      sleep: () => new Promise<void>((resolve) => waiting.push(resolve)),
    });
    const check = { key: 'held:a', limit: { limit: 1, windowSeconds: 3600 } };
    await startWellInsideWindow(3600);
    await limiter.enforce([check]);
    // The database's refusal is answered at once; from then on the key is refused from memory.
    expect(await allowed(limiter.enforce([check]))).toBe(false);

    const settled: string[] = [];
    const held = [0, 1].map((i) => limiter.enforce([check]).catch(() => settled.push(`held ${i}`)));
    expect(await allowed(limiter.enforce([check]))).toBe(false);
    expect(waiting).toHaveLength(2);
    expect(settled).toEqual([]);
    for (const release of waiting) release();
    await Promise.all(held);
    expect(settled.sort()).toEqual(['held 0', 'held 1']);
  });

  it('within counts like enforce but answers a refusal at once; clear forgets a key here and in the database', async () => {
    const limiter = createRateLimiter(h.db, { refusalDelayMs: 60_000, sleep: () => new Promise<void>(() => {}) });
    const check = { key: 'soft:a', limit: { limit: 1, windowSeconds: 3600 } };
    await startWellInsideWindow(3600);
    expect(await limiter.within(check)).toBe(true);
    expect(await limiter.within(check)).toBe(false);
    // Known over in memory: still answered without waiting (a sleep here would never end).
    expect(await limiter.within(check)).toBe(false);

    await limiter.clear(check.key);
    expect(await countersOf('soft:a')).toEqual([]);
    expect(await limiter.within(check)).toBe(true);
  });
});
