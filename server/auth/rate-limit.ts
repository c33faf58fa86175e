import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { AppError, type AppErrorCode } from '../errors/app-error.ts';
import { APP_MESSAGES } from '../../shared/common/app-messages.ts';

export interface Limit {
  limit: number;
  windowSeconds: number;
  /** A budget of the whole site (every address together), scaled by `globalMultiplier`. */
  global?: boolean;
}

export interface RateCheck {
  key: string;
  limit: Limit;
  /** Hits this attempt counts for (a batch of 20 invitations is 20); 1 when omitted. */
  cost?: number;
}

export interface RateLimiter {
  /**
   * Counts one hit against every check and throws `code` when any is over its limit. Returns each
   * check's count in its current window. A refused attempt costs no database write when this
   * process already knows a key is over, or a key's in-process bucket is empty; then nothing is
   * counted at all.
   */
  enforce(checks: readonly RateCheck[], code?: AppErrorCode): Promise<number[]>;
  /** Counts a hit against `check` as enforce does, and answers whether it is within its limit instead of throwing (at once). */
  within(check: RateCheck): Promise<boolean>;
  /** Counts hits as enforce does; each check's count, or null (at once, without a hold) when any is over its limit. */
  attempt(checks: readonly RateCheck[]): Promise<number[] | null>;
  /**
   * Whether this process already knows `key` to be over its limit in the current window, without
   * counting or asking the database: for budgets counted after the fact (failures), checked before.
   */
  isOver(key: string): boolean;
  /**
   * The refusal a caller throws after `attempt` or `within` said no: answered after the same hold
   * as enforce's refusals, so a flood that is refused on this path is slowed down like any other.
   */
  refuse(code?: AppErrorCode): Promise<AppError>;
  /** Forgets the counts of the keys, here and in the database (one statement): a success that wipes earlier failures. */
  clear(keys: string | readonly string[]): Promise<void>;
}

export interface RateLimiterOptions {
  /** Scales every limit, for end-to-end runs where all browsers share one address (RATE_LIMIT_MULTIPLIER). */
  multiplier?: number;
  /** Scales the site-wide limits instead (RATE_LIMIT_GLOBAL_MULTIPLIER); `multiplier` when absent. */
  globalMultiplier?: number;
  /** Keys remembered in memory; past it the oldest are forgotten, which only costs a database round trip. */
  maxKeys?: number;
  /**
   * How long, on average, a refusal from memory waits before it is answered. A client that waits
   * for each answer before it asks again (most brute-force tools, and autocannon) is slowed to one
   * attempt per connection per delay, so its flood stops taking the event loop from everyone else:
   * even a refusal that touches no database costs about a millisecond of tRPC's request handling.
   */
  refusalDelayMs?: number;
  /** At most this many refusals wait at once; past it they are answered at once, so held requests cannot pile up. */
  maxHeldRefusals?: number;
  /** Milliseconds on a monotonic clock; tests pass their own. */
  now?: () => number;
  /** Waits `ms`; tests pass their own to decide when a held refusal is answered. */
  sleep?: (ms: number) => Promise<void>;
}

interface KeyState {
  tokens: number;
  refilledAt: number;
  /** Until then the database has said this key is over its limit: refuse without asking again. */
  overUntil: number;
}

/**
 * Fixed-window limits counted in Postgres, which stays the authority across processes, behind a
 * cheap in-process front so that a flood of refused attempts does not queue on the same hot rows:
 *
 * - once the database says a key is over, this process refuses it from memory until the window
 *   (as the database counts it) ends;
 * - a token bucket per key, holding twice the limit and refilling the limit once per window, caps
 *   how many attempts reach the database in a burst. No fixed window admits more than that in any
 *   stretch of time (a stretch of length T meets at most ceil(T / window) + 1 windows), so the
 *   bucket never refuses what the database would allow;
 * - the database counter stops one past the limit, so a refused attempt from another process
 *   does not rewrite the row;
 * - a refusal from memory is answered after a delay (a bounded number at a time): answering
 *   floods at once only invites the next attempt, and a flood of cheap refusals still fills the
 *   event loop.
 *
 * One instance per app (AppDeps.rateLimiter): its memory is a cache no other process needs.
 */
export function createRateLimiter(db: Database, options: RateLimiterOptions = {}): RateLimiter {
  const multiplier = options.multiplier ?? 1;
  const globalMultiplier = options.globalMultiplier ?? multiplier;
  const maxKeys = options.maxKeys ?? 100_000;
  const now = options.now ?? (() => performance.now());
  const refusalDelayMs = options.refusalDelayMs ?? 2000;
  const maxHeldRefusals = options.maxHeldRefusals ?? 1000;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const keys = new Map<string, KeyState>();
  let held = 0;

  async function holdRefusal(): Promise<void> {
    if (refusalDelayMs <= 0 || held >= maxHeldRefusals) return;
    held += 1;
    try {
      // Spread between half and one and a half times the delay: a flood refused all at once would otherwise come back all at once.
      await sleep(refusalDelayMs * (0.5 + Math.random()));
    } finally {
      held -= 1;
    }
  }

  const scaled = (limit: Limit) => limit.limit * (limit.global ? globalMultiplier : multiplier);
  const capacity = (limit: Limit) => 2 * scaled(limit);
  const costOf = (check: RateCheck) => check.cost ?? 1;

  function refill(state: KeyState, limit: Limit, at: number): KeyState {
    state.tokens = Math.min(capacity(limit), state.tokens + ((at - state.refilledAt) * scaled(limit)) / (limit.windowSeconds * 1000));
    state.refilledAt = at;
    return state;
  }

  /** The key's state, refilled; the key becomes the most recently used, so eviction takes idle keys first. */
  function stateOf(check: RateCheck, at: number): KeyState {
    const known = keys.get(check.key);
    if (known) {
      keys.delete(check.key);
      keys.set(check.key, known);
      return refill(known, check.limit, at);
    }
    if (keys.size >= maxKeys) keys.delete(keys.keys().next().value!);
    const fresh = { tokens: capacity(check.limit), refilledAt: at, overUntil: 0 };
    keys.set(check.key, fresh);
    return fresh;
  }

  function refusedHere(check: RateCheck, at: number): boolean {
    const known = keys.get(check.key);
    if (!known) return false;
    refill(known, check.limit, at);
    return known.overUntil > at || known.tokens < costOf(check);
  }

  /** The counts, or which side refused: memory (nothing was counted) or the database (the over keys are now remembered). */
  async function count(checks: readonly RateCheck[]): Promise<number[] | 'memory' | 'database'> {
    const at = now();
    // Decided before any key is added, so a refused flood of fresh keys (new e-mails from one address) adds none to memory.
    if (checks.some((check) => refusedHere(check, at))) return 'memory';
    for (const check of checks) stateOf(check, at).tokens -= costOf(check);

    const counted = await Promise.all(checks.map((check) => countInDatabase(db, check.key, scaled(check.limit), check.limit.windowSeconds, costOf(check))));
    const answeredAt = now();
    let over = false;
    counted.forEach(({ hits, msLeft }, i) => {
      const check = checks[i]!;
      if (hits !== null && hits <= scaled(check.limit)) return;
      over = true;
      stateOf(check, answeredAt).overUntil = answeredAt + msLeft;
    });
    return over ? 'database' : counted.map(({ hits }) => hits!);
  }

  return {
    async enforce(checks, code = 'TOO_MANY_REQUESTS') {
      const counts = await count(checks);
      if (counts === 'memory') await holdRefusal();
      if (typeof counts === 'string') throw new AppError(code, APP_MESSAGES.tooManyRequests);
      return counts;
    },
    async within(check) {
      return typeof (await count([check])) !== 'string';
    },
    isOver(key) {
      return (keys.get(key)?.overUntil ?? 0) > now();
    },
    async attempt(checks) {
      const counts = await count(checks);
      return typeof counts === 'string' ? null : counts;
    },
    async refuse(code = 'TOO_MANY_REQUESTS') {
      await holdRefusal();
      return new AppError(code, APP_MESSAGES.tooManyRequests);
    },
    async clear(cleared) {
      const list = typeof cleared === 'string' ? [cleared] : [...cleared];
      if (list.length === 0) return;
      for (const key of list) keys.delete(key);
      await db.deleteFrom('rateLimitCounters').where('key', 'in', list).execute();
    },
  };
}

/**
 * Counts `cost` hits against `key` in the current fixed window (the database clock decides the
 * window, so every process agrees). Returns the new count, or null when the key was already past
 * `limit`: then the row is left as it is. Also returns the milliseconds left in the window. A batch
 * that does not fit is refused and still counted, so the key stays refused for the window.
 */
async function countInDatabase(
  db: Database,
  key: string,
  limit: number,
  windowSeconds: number,
  cost: number,
): Promise<{ hits: number | null; msLeft: number }> {
  const row = await db
    .with('counted', (qb) =>
      qb
        .insertInto('rateLimitCounters')
        .values({
          key,
          windowStart: sql<Date>`to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds})`,
          hits: cost,
        })
        .onConflict((oc) =>
          oc
            .columns(['key', 'windowStart'])
            .doUpdateSet({ hits: sql`rate_limit_counters.hits + ${cost}` })
            .where('rateLimitCounters.hits', '<=', limit),
        )
        .returning('hits'),
    )
    .selectNoFrom((eb) => [
      eb.selectFrom('counted').select('hits').as('hits'),
      sql<number>`ceil((${windowSeconds} - mod(extract(epoch from now()), ${windowSeconds})) * 1000)::int`.as('msLeft'),
    ])
    .executeTakeFirstOrThrow();
  return { hits: row.hits ?? null, msLeft: row.msLeft };
}

/** Drops windows that ended more than a day ago (run by a scheduled job). */
export async function pruneCounters(db: Database): Promise<number> {
  const result = await db
    .deleteFrom('rateLimitCounters')
    .where('windowStart', '<', sql<Date>`now() - interval '1 day'`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
