import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ListMessagesInput } from '../../../shared/messaging/schemas.ts';
import type { MessageKind } from '../../../shared/messaging/groups.ts';
import { requireParticipant, UNNAMED_PLAYER } from './participants.ts';

/**
 * A thread's messages as `viewerId` sees them: with the sender's name (a group shows it on each),
 * and, in a group, without those of anyone the viewer blocked; in a direct conversation a block
 * already stops new messages, and the earlier ones stay as they were.
 */
const threadMessages = (db: Database, viewerId: string, conversationId: string) =>
  db
    .selectFrom('messages')
    .innerJoin('conversations', 'conversations.id', 'messages.conversationId')
    .leftJoin('users as sender', 'sender.id', 'messages.senderId')
    .select([
      'messages.id',
      'messages.senderId',
      'messages.body',
      'messages.createdAt',
      sql<MessageKind>`messages.kind`.as('kind'),
      sql<string>`coalesce(nullif(trim(sender.display_name), ''), nullif(trim(sender.full_name), ''), ${UNNAMED_PLAYER})`.as('senderName'),
    ])
    .where('messages.conversationId', '=', conversationId)
    .where((eb) =>
      eb.or([
        eb('conversations.directKey', 'is not', null),
        eb.not(
          eb.exists(
            eb
              .selectFrom('userBlocks')
              .select('userBlocks.blockerId')
              .where('userBlocks.blockerId', '=', viewerId)
              .whereRef('userBlocks.blockedId', '=', 'messages.senderId'),
          ),
        ),
      ]),
    );

/**
 * One page of a thread, newest first. `nextBefore` is the cursor for the page of older messages,
 * null when there are none.
 */
export async function listMessages(db: Database, userId: string, input: ListMessagesInput) {
  await requireParticipant(db, input.conversationId, userId);
  let query = threadMessages(db, userId, input.conversationId)
    .orderBy('messages.createdAt', 'desc')
    .orderBy('messages.id', 'desc')
    .limit(input.limit + 1);
  if (input.before) query = query.where('messages.createdAt', '<', new Date(input.before));
  const rows = await query.execute();
  const messages = rows.slice(0, input.limit);
  const hasMore = rows.length > input.limit;
  return { messages, nextBefore: hasMore ? (messages.at(-1)?.createdAt.toISOString() ?? null) : null };
}

/** One message of a thread (a live thread's new one); undefined when it is not in this conversation or not shown to the viewer. Participants only. */
export async function messageById(db: Database, userId: string, conversationId: string, messageId: string) {
  await requireParticipant(db, conversationId, userId);
  return threadMessages(db, userId, conversationId).where('messages.id', '=', messageId).executeTakeFirst();
}
