import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { blockedEitherWay } from '../blocks/queries.ts';
import { playerName } from './participants.ts';

/** How far another participant has read: what a thread's "Seen" marker is drawn from. */
export interface ReadMarker {
  userId: string;
  displayName: string;
  lastReadAt: Date | null;
}

/**
 * The other participants of a conversation as `viewerId` may see them (someone on either side of
 * a block with the viewer is left out), with how far each has read; only `userId` when given (a
 * live thread's changed row). The caller has checked that the viewer takes part.
 */
export async function readMarkers(db: Database, viewerId: string, conversationId: string, userId?: string): Promise<ReadMarker[]> {
  let query = db
    .selectFrom('conversationParticipants as p')
    .innerJoin('users', 'users.id', 'p.userId')
    .select(['p.userId', 'p.lastReadAt', 'users.displayName', 'users.fullName'])
    .where('p.conversationId', '=', conversationId)
    .where('p.userId', '<>', viewerId)
    .where(sql<boolean>`not ${blockedEitherWay('p.user_id', viewerId)}`)
    .orderBy('p.userId');
  if (userId) query = query.where('p.userId', '=', userId);
  const rows = await query.execute();
  return rows.map((row) => ({ userId: row.userId, displayName: playerName(row), lastReadAt: row.lastReadAt }));
}
