import type { Database } from '../../db/database.ts';
import { blockedEitherWay } from '../blocks/queries.ts';
import { freshSince } from './connections.ts';

/**
 * Which of `userIds` the viewer may see online: those with a fresh connection who show their
 * status ("Show my online status") and are in no block relation with the viewer, either way. The
 * viewer always sees themselves. A hidden or blocked user is left out exactly as an offline one
 * is, so the answer never reveals the switch or the block.
 */
export async function onlineUsers(db: Database, viewerId: string, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('users as u')
    .select('u.id')
    .where('u.id', 'in', [...new Set(userIds)])
    .where((eb) => eb.or([eb('u.id', '=', viewerId), eb.and([eb('u.privacyPublicOnlineStatus', '=', true), eb.not(blockedEitherWay('u.id', viewerId))])]))
    .where((eb) =>
      eb.exists(eb.selectFrom('presenceConnections as pc').select('pc.id').whereRef('pc.userId', '=', 'u.id').where('pc.lastSeenAt', '>', freshSince)),
    )
    .execute();
  return rows.map((row) => row.id);
}
