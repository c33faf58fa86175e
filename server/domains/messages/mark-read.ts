import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { publish } from '../../realtime/publish.ts';
import { TOPICS } from '../../realtime/topics.ts';
import { CONVERSATION_NOT_FOUND } from './participants.ts';

/** Everything the other participant wrote up to now counts as read. */
export async function markConversationRead(db: Database, userId: string, conversationId: string): Promise<{ lastReadAt: Date }> {
  const updated = await db
    .updateTable('conversationParticipants')
    .set({ lastReadAt: sql<Date>`now()` })
    .where('conversationId', '=', conversationId)
    .where('userId', '=', userId)
    .returning('lastReadAt')
    .executeTakeFirst();
  if (!updated?.lastReadAt) throw new AppError('NOT_FOUND', CONVERSATION_NOT_FOUND);
  // The user's other tabs show the unread count go.
  await publish(db, TOPICS.inbox(userId), { conversationId });
  return { lastReadAt: updated.lastReadAt };
}
