import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { blockedEitherWay } from '../blocks/queries.ts';
import { listUserLists } from '../user-lists/user-lists.ts';
import { playerName } from './participants.ts';

/** How many teammates the picker offers; the search finds anyone beyond them. */
export const TEAMMATES_SHOWN = 200;

export interface Candidate {
  id: string;
  displayName: string;
  photoUrl: string | null;
}

/**
 * The people a new group's picker offers, by where the user knows them from: their own user lists,
 * their accepted family connections that have an account, and the active members of the teams they
 * are active in. Nobody on either side of a block with the user (they could not be added anyway).
 */
export async function groupCandidates(db: Database, userId: string) {
  const lists = (await listUserLists(db, userId)).map((list) => ({ id: list.id, name: list.name, members: list.members }));
  const blocked = new Set(
    (
      await db
        .selectFrom('userBlocks')
        .select(['blockerId', 'blockedId'])
        .where((eb) => eb.or([eb('blockerId', '=', userId), eb('blockedId', '=', userId)]))
        .execute()
    ).map((row) => (row.blockerId === userId ? row.blockedId : row.blockerId)),
  );
  const family = await db
    .selectFrom('familyConnections as fc')
    .innerJoin('users as other', (join) =>
      join.on(sql<boolean>`other.id = case when fc.requester_id = ${userId} then fc.recipient_id else fc.requester_id end`),
    )
    .select(['other.id', 'other.displayName', 'other.fullName', 'other.photoUrl'])
    .where('fc.status', '=', 'accepted')
    .where((eb) => eb.or([eb('fc.requesterId', '=', userId), eb('fc.recipientId', '=', userId)]))
    .where(sql<boolean>`not ${blockedEitherWay('other.id', userId)}`)
    .distinct()
    .execute();
  const teammates = await db
    .selectFrom('teamMembers as mine')
    .innerJoin('teamMembers as theirs', 'theirs.teamId', 'mine.teamId')
    .innerJoin('users as other', 'other.id', 'theirs.userId')
    .select(['other.id', 'other.displayName', 'other.fullName', 'other.photoUrl'])
    .where('mine.userId', '=', userId)
    .where('mine.state', '=', 'active')
    .where('theirs.state', '=', 'active')
    .where('theirs.userId', '<>', userId)
    .where(sql<boolean>`not ${blockedEitherWay('other.id', userId)}`)
    .distinct()
    .orderBy('other.id')
    .limit(TEAMMATES_SHOWN)
    .execute();
  const person = (row: { id: string; displayName: string | null; fullName: string | null; photoUrl: string | null }): Candidate => ({
    id: row.id,
    displayName: playerName(row),
    photoUrl: row.photoUrl,
  });
  return {
    lists: lists.map((list) => ({ ...list, members: list.members.filter((member) => !blocked.has(member.id) && member.id !== userId) })),
    family: family.map(person),
    teammates: teammates.map(person).sort((a, b) => a.displayName.localeCompare(b.displayName)),
  };
}
