import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { CONVERSATION_NOT_FOUND } from './participants.ts';

/**
 * Blocks or unblocks one conversation for the caller only ("conversation blocking toggles per
 * conversation"): the other side can no longer write in it; the user-level block list is untouched.
 */
export async function setConversationBlocked(db: Database, userId: string, conversationId: string, blocked: boolean): Promise<{ blocked: boolean }> {
  const updated = await db
    .updateTable('conversationParticipants')
    .set({ blocked })
    .where('conversationId', '=', conversationId)
    .where('userId', '=', userId)
    .returning('blocked')
    .executeTakeFirst();
  if (!updated) throw new AppError('NOT_FOUND', CONVERSATION_NOT_FOUND);
  return { blocked: updated.blocked };
}
