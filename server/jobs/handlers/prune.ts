import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { pruneCounters } from '../../auth/rate-limit.ts';
import { pruneExpiredSessions } from '../../auth/session.ts';

/** Deletes expired sessions, link tokens and rate-limit windows. Safe to run any number of times. */
export async function pruneExpired(db: Database): Promise<{ sessions: number; tokens: number; counters: number }> {
  const sessions = await pruneExpiredSessions(db);
  const tokens = await db.deleteFrom('authTokens').where('expiresAt', '<', sql<Date>`now()`).executeTakeFirst();
  const counters = await pruneCounters(db);
  return { sessions, tokens: Number(tokens.numDeletedRows), counters };
}
