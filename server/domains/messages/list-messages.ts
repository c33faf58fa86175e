import type { Database } from '../../db/database.ts';
import type { ListMessagesInput } from '../../../shared/messaging/schemas.ts';
import { requireParticipant } from './participants.ts';

const messageColumns = ['id', 'senderId', 'body', 'createdAt'] as const;

/**
 * One page of a thread, newest first. `nextBefore` is the cursor for the page of older messages,
 * null when there are none.
 */
export async function listMessages(db: Database, userId: string, input: ListMessagesInput) {
  await requireParticipant(db, input.conversationId, userId);
  let query = db
    .selectFrom('messages')
    .select(messageColumns)
    .where('conversationId', '=', input.conversationId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(input.limit + 1);
  if (input.before) query = query.where('createdAt', '<', new Date(input.before));
  const rows = await query.execute();
  const messages = rows.slice(0, input.limit);
  const hasMore = rows.length > input.limit;
  return { messages, nextBefore: hasMore ? (messages.at(-1)?.createdAt.toISOString() ?? null) : null };
}

/** One message of a thread (a live thread's new one); undefined when it is not in this conversation. Participants only. */
export async function messageById(db: Database, userId: string, conversationId: string, messageId: string) {
  await requireParticipant(db, conversationId, userId);
  return db.selectFrom('messages').select(messageColumns).where('conversationId', '=', conversationId).where('id', '=', messageId).executeTakeFirst();
}
