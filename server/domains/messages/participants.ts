import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { AppError } from '../../errors/app-error.ts';

export const CONVERSATION_NOT_FOUND = 'Conversation not found';
export const UNNAMED_PLAYER = 'Unnamed Player';

/** One conversation per pair of users, whoever writes first: the key does not depend on the order. */
export function directKey(userA: string, userB: string): string {
  return userA < userB ? `${userA}:${userB}` : `${userB}:${userA}`;
}

export function playerName(user: { displayName: string | null; fullName: string | null }): string {
  return user.displayName?.trim() || user.fullName?.trim() || UNNAMED_PLAYER;
}

/**
 * The caller's own participant row. A stranger, or a member who left a group, gets the same
 * answer as for a conversation that does not exist, so conversation ids cannot be probed.
 */
export async function requireParticipant(db: Kysely<DB>, conversationId: string, userId: string) {
  const row = await db
    .selectFrom('conversationParticipants')
    .select(['conversationId', 'userId', 'blocked', 'lastReadAt'])
    .where('conversationId', '=', conversationId)
    .where('userId', '=', userId)
    .where('leftAt', 'is', null)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', CONVERSATION_NOT_FOUND);
  return row;
}
