import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { pruneCounters } from '../../auth/rate-limit.ts';
import { pruneExpiredSessions } from '../../auth/session.ts';
import { pruneTrustedDevices } from '../../auth/trusted-devices.ts';

/** Deletes expired sessions, link tokens, rate-limit windows and forgotten devices. Safe to run any number of times. */
export async function pruneExpired(db: Database): Promise<{ sessions: number; tokens: number; counters: number; devices: number }> {
  const sessions = await pruneExpiredSessions(db);
  const tokens = await db.deleteFrom('authTokens').where('expiresAt', '<', sql<Date>`now()`).executeTakeFirst();
  const counters = await pruneCounters(db);
  const devices = await pruneTrustedDevices(db);
  return { sessions, tokens: Number(tokens.numDeletedRows), counters, devices };
}
