import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { playerName } from './participants.ts';

export interface ConversationSummary {
  id: string;
  other: { id: string; displayName: string; photoUrl: string | null };
  lastMessage: { body: string; createdAt: Date; senderId: string } | null;
  unreadCount: number;
  blocked: boolean;
  /**
   * Why the viewer cannot write here, or null: 'youBlocked' when they blocked the player (unblocking
   * is theirs to do); 'unavailable' when the other side blocked them or this conversation, said in
   * neutral words so that nobody learns they were blocked.
   */
  replyRefused: 'youBlocked' | 'unavailable' | null;
}

/** The user's direct (two-person) conversations, the most recently active first; only `conversationId` when given (a live inbox's changed row). */
export async function listConversations(db: Database, userId: string, conversationId?: string): Promise<ConversationSummary[]> {
  let query = db
    .selectFrom('conversationParticipants as mine')
    .innerJoin('conversations', 'conversations.id', 'mine.conversationId')
    .innerJoin('conversationParticipants as theirs', (join) =>
      join.onRef('theirs.conversationId', '=', 'mine.conversationId').onRef('theirs.userId', '<>', 'mine.userId'),
    )
    .innerJoin('users as other', 'other.id', 'theirs.userId')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('messages')
          .select(['messages.body', 'messages.createdAt', 'messages.senderId'])
          .whereRef('messages.conversationId', '=', 'conversations.id')
          .orderBy('messages.createdAt', 'desc')
          .orderBy('messages.id', 'desc')
          .limit(1)
          .as('last'),
      (join) => join.onTrue(),
    )
    .select((eb) => [
      'conversations.id',
      'mine.blocked',
      'theirs.blocked as theirBlocked',
      eb
        .exists(
          eb
            .selectFrom('userBlocks')
            .select('userBlocks.blockerId')
            .whereRef('userBlocks.blockerId', '=', 'mine.userId')
            .whereRef('userBlocks.blockedId', '=', 'theirs.userId'),
        )
        .as('youBlocked'),
      eb
        .exists(
          eb
            .selectFrom('userBlocks')
            .select('userBlocks.blockerId')
            .whereRef('userBlocks.blockerId', '=', 'theirs.userId')
            .whereRef('userBlocks.blockedId', '=', 'mine.userId'),
        )
        .as('blockedYou'),
      'other.id as otherId',
      'other.displayName',
      'other.fullName',
      'other.photoUrl',
      'last.body as lastBody',
      'last.createdAt as lastCreatedAt',
      'last.senderId as lastSenderId',
      eb
        .selectFrom('messages as unread')
        .select(eb.fn.countAll<number>().as('count'))
        .whereRef('unread.conversationId', '=', 'conversations.id')
        .whereRef('unread.senderId', '<>', 'mine.userId')
        .where((w) => w.or([w('mine.lastReadAt', 'is', null), w('unread.createdAt', '>', w.ref('mine.lastReadAt'))]))
        .as('unreadCount'),
    ])
    .where('mine.userId', '=', userId)
    // Groups are listed by listGroups: here "theirs" is the one other person.
    .where('conversations.directKey', 'is not', null)
    .orderBy(sql`coalesce(last.created_at, conversations.last_message_at)`, 'desc')
    .orderBy('conversations.id');
  if (conversationId) query = query.where('conversations.id', '=', conversationId);
  const rows = await query.execute();

  return rows.map((row) => ({
    id: row.id,
    other: { id: row.otherId, displayName: playerName(row), photoUrl: row.photoUrl },
    lastMessage:
      row.lastBody !== null && row.lastCreatedAt !== null && row.lastSenderId !== null
        ? { body: row.lastBody, createdAt: row.lastCreatedAt, senderId: row.lastSenderId }
        : null,
    unreadCount: Number(row.unreadCount ?? 0),
    blocked: row.blocked,
    replyRefused: row.youBlocked ? 'youBlocked' : row.blockedYou || row.theirBlocked ? 'unavailable' : null,
  }));
}
