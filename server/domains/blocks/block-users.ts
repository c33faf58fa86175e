import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { publish } from '../../realtime/publish.ts';
import { TOPICS } from '../../realtime/topics.ts';
import { SETTINGS_MESSAGES } from '../../../shared/settings/messages.ts';
import { USER_LIST_MESSAGES } from '../../../shared/user-lists/messages.ts';
import { MESSAGES } from '../../../shared/common/spec-messages.ts';

export async function listBlockedUsers(db: Database, userId: string) {
  return db
    .selectFrom('userBlocks')
    .innerJoin('users', 'users.id', 'userBlocks.blockedId')
    .select(['userBlocks.blockedId as userId', 'users.displayName', 'users.photoUrl', 'userBlocks.createdAt'])
    .where('userBlocks.blockerId', '=', userId)
    .orderBy('userBlocks.createdAt', 'desc')
    .execute();
}

/**
 * Appends the users not already blocked (spec: matched by user id or e-mail). Refuses with
 * 'User is already blocked.' when there is nobody new to block.
 */
export async function blockUsers(db: Database, blockerId: string, userIds: string[]): Promise<{ blocked: number }> {
  const candidates = [...new Set(userIds)].filter((id) => id !== blockerId);
  if (candidates.length === 0) throw new AppError('BAD_REQUEST', SETTINGS_MESSAGES.cannotBlockSelf);
  return db.transaction().execute(async (trx) => {
    const users = await trx.selectFrom('users').select(['id', 'email']).where('id', 'in', candidates).execute();
    if (users.length === 0) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
    const existing = await trx.selectFrom('userBlocks').select(['blockedId', 'blockedEmail']).where('blockerId', '=', blockerId).execute();
    const blockedIds = new Set(existing.map((row) => row.blockedId));
    const blockedEmails = new Set(existing.map((row) => row.blockedEmail));
    const fresh = users.filter((user) => !blockedIds.has(user.id) && !blockedEmails.has(user.email));
    if (fresh.length === 0) throw new AppError('CONFLICT', SETTINGS_MESSAGES.userAlreadyBlocked);
    await trx
      .insertInto('userBlocks')
      .values(fresh.map((user) => ({ blockerId, blockedId: user.id, blockedEmail: user.email })))
      .onConflict((oc) => oc.columns(['blockerId', 'blockedId']).doNothing())
      .execute();
    await publishSharedConversations(
      trx,
      blockerId,
      fresh.map((user) => user.id),
    );
    return { blocked: fresh.length };
  });
}

/** 'Block via list': everyone on the chosen lists, which must be the user's own. */
export async function blockViaLists(db: Database, blockerId: string, listIds: string[]): Promise<{ blocked: number }> {
  const lists = await db.selectFrom('userLists').select('id').where('id', 'in', listIds).where('ownerId', '=', blockerId).execute();
  if (lists.length !== new Set(listIds).size) throw new AppError('NOT_FOUND', USER_LIST_MESSAGES.notFound);
  const members = await db.selectFrom('userListMembers').select('userId').where('listId', 'in', listIds).execute();
  const userIds = members.map((member) => member.userId).filter((id) => id !== blockerId);
  if (userIds.length === 0) throw new AppError('BAD_REQUEST', SETTINGS_MESSAGES.listsHaveNobody);
  return blockUsers(db, blockerId, userIds);
}

export async function unblockUser(db: Database, blockerId: string, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom('userBlocks').where('blockerId', '=', blockerId).where('blockedId', '=', userId).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new AppError('NOT_FOUND', SETTINGS_MESSAGES.userNotBlocked);
    await publishSharedConversations(trx, blockerId, [userId]);
  });
}

/**
 * A block decides whether either side may reply in their conversation: both inboxes show it live.
 * Conversations are found by their participants (this folder does not import the messages domain,
 * which imports it).
 */
async function publishSharedConversations(trx: Database, blockerId: string, otherIds: string[]): Promise<void> {
  const shared = await trx
    .selectFrom('conversationParticipants as mine')
    .innerJoin('conversationParticipants as theirs', 'theirs.conversationId', 'mine.conversationId')
    .select(['mine.conversationId', 'theirs.userId'])
    .where('mine.userId', '=', blockerId)
    .where('theirs.userId', 'in', otherIds)
    .execute();
  for (const { conversationId, userId } of shared) {
    for (const participant of [blockerId, userId]) await publish(trx, TOPICS.inbox(participant), { conversationId });
  }
}
