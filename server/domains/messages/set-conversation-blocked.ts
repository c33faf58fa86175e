import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { publish } from '../../realtime/publish.ts';
import { TOPICS } from '../../realtime/topics.ts';
import { CONVERSATION_NOT_FOUND } from './participants.ts';

/**
 * Blocks or unblocks one conversation for the caller only ("conversation blocking toggles per
 * conversation"): the other side can no longer write in it; the user-level block list is untouched.
 */
export async function setConversationBlocked(db: Database, userId: string, conversationId: string, blocked: boolean): Promise<{ blocked: boolean }> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('conversationParticipants')
      .set({ blocked })
      .where('conversationId', '=', conversationId)
      .where('userId', '=', userId)
      .returning('blocked')
      .executeTakeFirst();
    if (!updated) throw new AppError('NOT_FOUND', CONVERSATION_NOT_FOUND);
    // Both inboxes change: the blocker's toggle, and whether the other side may still reply.
    const participants = await trx.selectFrom('conversationParticipants').select('userId').where('conversationId', '=', conversationId).execute();
    for (const participant of participants) await publish(trx, TOPICS.inbox(participant.userId), { conversationId });
    return { blocked: updated.blocked };
  });
}
