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
  // The user's other tabs show the unread count go (the list's row, and the menu's count, which
  // rides the notifications stream); the other participants' open threads show "Seen".
  await publish(db, TOPICS.inbox(userId), { conversationId });
  await publish(db, TOPICS.notifications(userId), {});
  await publish(db, TOPICS.conversation(conversationId), { kind: 'read', userId });
  return { lastReadAt: updated.lastReadAt };
}
