import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { AppError, type AppErrorCode } from '../errors/app-error.ts';
import { APP_MESSAGES } from '../../shared/messages.ts';

export interface Limit {
  limit: number;
  windowSeconds: number;
}

let multiplier = 1;

/**
 * Scales every limit, for end-to-end runs where all browsers share one address. Set once at
 * start-up from RATE_LIMIT_MULTIPLIER; production keeps 1.
 */
export function setRateLimitMultiplier(value: number): void {
  multiplier = value;
}

/**
 * Counts one hit against `key` in a fixed window, in Postgres so that every process shares the
 * count. Returns false when the limit is exceeded.
 */
export async function hit(db: Database, key: string, { limit, windowSeconds }: Limit): Promise<boolean> {
  const row = await db
    .insertInto('rateLimitCounters')
    .values({
      key,
      windowStart: sql<Date>`to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds})`,
      hits: 1,
    })
    .onConflict((oc) => oc.columns(['key', 'windowStart']).doUpdateSet({ hits: sql`rate_limit_counters.hits + 1` }))
    .returning('hits')
    .executeTakeFirstOrThrow();
  return row.hits <= limit * multiplier;
}

/** Checks every limit (all are counted) and throws when any is exceeded. */
export async function enforce(
  db: Database,
  checks: { key: string; limit: Limit }[],
  code: AppErrorCode = 'TOO_MANY_REQUESTS',
): Promise<void> {
  const results = await Promise.all(checks.map((check) => hit(db, check.key, check.limit)));
  if (results.includes(false)) throw new AppError(code, APP_MESSAGES.tooManyRequests);
}

/** Drops windows that ended more than a day ago (run by a scheduled job). */
export async function pruneCounters(db: Database): Promise<number> {
  const result = await db.deleteFrom('rateLimitCounters').where('windowStart', '<', sql<Date>`now() - interval '1 day'`).executeTakeFirst();
  return Number(result.numDeletedRows);
}
