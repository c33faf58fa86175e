import type { Database } from '../../db/database.ts';
import { viewerBlockedSender } from '../blocks/queries.ts';

/**
 * How many of the user's conversations hold a message from someone else that they have not read:
 * the number beside Messages in the menu (groups they left, and lines such as "<name> left", do not count). One indexed probe per conversation of theirs
 * (messages by conversation and time).
 */
export async function countUnreadConversations(db: Database, userId: string): Promise<number> {
  const row = await db
    .selectFrom('conversationParticipants as mine')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('mine.userId', '=', userId)
    .where('mine.leftAt', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('messages')
          .select('messages.id')
          .whereRef('messages.conversationId', '=', 'mine.conversationId')
          .whereRef('messages.senderId', '<>', 'mine.userId')
          .where('messages.kind', '=', 'text')
          .where((w) => w.not(viewerBlockedSender('mine.userId', 'messages.senderId')))
          .where((w) => w.or([w('mine.lastReadAt', 'is', null), w('messages.createdAt', '>', w.ref('mine.lastReadAt'))])),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
