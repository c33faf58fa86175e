import { sql } from 'kysely';
import { pruneCounters } from '../../auth/rate-limit.ts';
import { pruneExpiredSessions } from '../../auth/session.ts';
import { pruneTrustedDevices } from '../../auth/trusted-devices.ts';
import type { Deps } from '../../deps.ts';
import { pruneOrphanFormFiles } from '../../domains/forms/form-files.ts';

/**
 * Deletes expired sessions, link tokens, rate-limit windows and forgotten devices, and form files
 * uploaded but never sent with a submission. Safe to run any number of times.
 */
export async function pruneExpired(
  deps: Deps<'db' | 'privateFiles' | 'clock' | 'log'>,
): Promise<{ sessions: number; tokens: number; counters: number; devices: number; formFiles: number }> {
  const { db } = deps;
  const sessions = await pruneExpiredSessions(db);
  const tokens = await db
    .deleteFrom('authTokens')
    .where('expiresAt', '<', sql<Date>`now()`)
    .executeTakeFirst();
  const counters = await pruneCounters(db);
  const devices = await pruneTrustedDevices(db);
  const formFiles = await pruneOrphanFormFiles(deps);
  return { sessions, tokens: Number(tokens.numDeletedRows), counters, devices, formFiles };
}
