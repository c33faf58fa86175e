import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { publish } from '../../realtime/publish.ts';
import { TOPICS } from '../../realtime/topics.ts';
import { GROUP_LIMITS, GROUP_MESSAGES } from '../../../shared/messaging/groups.ts';
import { activeMemberIds, requireAddable, requireGroupMember } from './group-members.ts';

/** Tells every member still in the group (and `also`) that its row changed, and the open threads of a new line. */
async function announce(trx: Database, conversationId: string, messageId: string, also: readonly string[] = []) {
  await publish(trx, TOPICS.conversation(conversationId), { kind: 'message', messageId });
  for (const userId of new Set([...(await activeMemberIds(trx, conversationId)), ...also])) await publish(trx, TOPICS.inbox(userId), { conversationId });
}

/**
 * The caller leaves a group: from now on they get none of its messages, notices or live events,
 * and it is gone from their list (their row stays, marked, so their earlier messages keep a name).
 * The others see "<name> left".
 */
export async function leaveGroup(db: Database, userId: string, conversationId: string): Promise<{ ok: true }> {
  return db.transaction().execute(async (trx) => {
    await requireGroupMember(trx, conversationId, userId);
    await trx
      .updateTable('conversationParticipants')
      .set({ leftAt: sql`now()` })
      .where('conversationId', '=', conversationId)
      .where('userId', '=', userId)
      .execute();
    const line = await trx
      .insertInto('messages')
      .values({ conversationId, senderId: userId, body: '', kind: 'left' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await announce(trx, conversationId, line.id, [userId]);
    // The group no longer counts in the leaver's unread number.
    await publish(trx, TOPICS.notifications(userId), {});
    return { ok: true as const };
  });
}

/** Mutes or unmutes a group for the caller: no notices or e-mails for it; it stays in the list and its unread count still shows. */
export async function setGroupMuted(db: Database, userId: string, conversationId: string, muted: boolean): Promise<{ muted: boolean }> {
  return db.transaction().execute(async (trx) => {
    await requireGroupMember(trx, conversationId, userId);
    await trx.updateTable('conversationParticipants').set({ muted }).where('conversationId', '=', conversationId).where('userId', '=', userId).execute();
    await publish(trx, TOPICS.inbox(userId), { conversationId });
    return { muted };
  });
}

/**
 * Adds people to a group: any member may, up to GROUP_LIMITS.maxPeople, under the same rules as
 * at its start (requireAddable). Someone who left may be added again. Each added person is a
 * line in the thread.
 */
export async function addToGroup(db: Database, userId: string, conversationId: string, memberIds: readonly string[]): Promise<{ added: number }> {
  return db.transaction().execute(async (trx) => {
    await requireGroupMember(trx, conversationId, userId);
    // Serialises concurrent additions to one group, so two cannot together pass the cap.
    await trx.selectFrom('conversations').select('id').where('id', '=', conversationId).forUpdate().execute();
    const current = new Set(await activeMemberIds(trx, conversationId));
    const newcomers = [...new Set(memberIds)].filter((id) => !current.has(id));
    if (newcomers.length === 0) return { added: 0 };
    if (current.size + newcomers.length > GROUP_LIMITS.maxPeople) throw new AppError('BAD_REQUEST', GROUP_MESSAGES.tooMany);
    await requireAddable(trx, userId, newcomers);
    await trx
      .insertInto('conversationParticipants')
      .values(newcomers.map((id) => ({ conversationId, userId: id })))
      .onConflict((oc) => oc.columns(['conversationId', 'userId']).doUpdateSet({ leftAt: null, lastReadAt: null, muted: false }))
      .execute();
    const lines = await trx
      .insertInto('messages')
      .values(newcomers.map((id) => ({ conversationId, senderId: id, body: '', kind: 'added' })))
      .returning('id')
      .execute();
    for (const line of lines) await announce(trx, conversationId, line.id);
    return { added: newcomers.length };
  });
}
