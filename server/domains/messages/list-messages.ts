import type { Database } from '../../db/database.ts';
import type { ListMessagesInput } from '../../../shared/schemas/messages.ts';
import { requireParticipant } from './participants.ts';

/**
 * One page of a thread, newest first. `nextBefore` is the cursor for the page of older messages,
 * null when there are none.
 */
export async function listMessages(db: Database, userId: string, input: ListMessagesInput) {
  await requireParticipant(db, input.conversationId, userId);
  let query = db
    .selectFrom('messages')
    .select(['id', 'senderId', 'body', 'createdAt'])
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
