import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { hasBlockedViewer } from '../blocks/queries.ts';
import { MESSAGES } from '../../../shared/common/spec-messages.ts';
import { GROUP_MESSAGES } from '../../../shared/messaging/groups.ts';
import { CONVERSATION_NOT_FOUND, playerName, requireParticipant } from './participants.ts';

/**
 * Refuses adding any of `userIds` to a group by `adderId` under the direct-message rules: someone
 * who blocked the adder is answered as a user who does not exist ('User not found', so nobody
 * learns of the block, nor finds the blocker); someone the adder blocked is theirs to unblock
 * first; someone who takes messages only from people they already talk to is added only by
 * someone they share a direct conversation with. Returns their names, for the "added" lines.
 */
export async function requireAddable(db: Database, adderId: string, userIds: readonly string[]): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('users')
    .select((eb) => [
      'users.id',
      'users.displayName',
      'users.fullName',
      'users.privacyMessagesFromAnyone',
      sql<boolean>`${hasBlockedViewer('users.id', adderId)}`.as('blockedAdder'),
      eb
        .exists(
          eb
            .selectFrom('userBlocks')
            .select('userBlocks.blockerId')
            .where('userBlocks.blockerId', '=', adderId)
            .whereRef('userBlocks.blockedId', '=', 'users.id'),
        )
        .as('blockedByAdder'),
      eb
        .exists(
          eb
            .selectFrom('conversations')
            .select('conversations.id')
            // The direct key puts the smaller id first; both orders are asked for, so no collation decides.
            .where(sql<boolean>`conversations.direct_key in (${adderId} || ':' || users.id::text, users.id::text || ':' || ${adderId})`),
        )
        .as('talkedBefore'),
    ])
    .where('users.id', 'in', userIds)
    .execute();
  const found = new Map(rows.map((row) => [row.id, row]));
  const names = new Map<string, string>();
  for (const userId of userIds) {
    const row = found.get(userId);
    if (!row || row.blockedAdder) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
    const name = playerName(row);
    if (row.blockedByAdder) throw new AppError('FORBIDDEN', GROUP_MESSAGES.youBlocked(name));
    if (!row.privacyMessagesFromAnyone && !row.talkedBefore) throw new AppError('FORBIDDEN', GROUP_MESSAGES.notOpen(name));
    names.set(userId, name);
  }
  return names;
}

/** The caller's own row in a group they take part in; a direct conversation is refused (its own procedures serve it). */
export async function requireGroupMember(db: Database, conversationId: string, userId: string) {
  const row = await requireParticipant(db, conversationId, userId);
  const conversation = await db.selectFrom('conversations').select(['directKey', 'title']).where('id', '=', conversationId).executeTakeFirst();
  if (!conversation) throw new AppError('NOT_FOUND', CONVERSATION_NOT_FOUND);
  if (conversation.directKey !== null) throw new AppError('BAD_REQUEST', GROUP_MESSAGES.notAGroup);
  return { ...row, title: conversation.title ?? '' };
}

/** The members still in a group (not those who left). */
export async function activeMemberIds(db: Database, conversationId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('conversationParticipants')
    .select('userId')
    .where('conversationId', '=', conversationId)
    .where('leftAt', 'is', null)
    .execute();
  return rows.map((row) => row.userId);
}
