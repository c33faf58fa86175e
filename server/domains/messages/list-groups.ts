import type { Database } from '../../db/database.ts';
import { viewerBlockedSender } from '../blocks/queries.ts';
import type { MessageKind } from '../../../shared/messaging/groups.ts';
import { playerName } from './participants.ts';

/** How many members' faces a group's row carries; the count says the rest. */
export const GROUP_FACES = 5;

export interface GroupSummary {
  id: string;
  title: string;
  memberCount: number;
  members: { id: string; displayName: string; photoUrl: string | null }[];
  /** `senderName` too: a "<name> left" line names someone who is no longer among the members. */
  lastMessage: { body: string; createdAt: Date; senderId: string; senderName: string; kind: MessageKind } | null;
  unreadCount: number;
  muted: boolean;
}

/** The groups the user is in (not those they left), the most recently active first; only `conversationId` when given. */
export async function listGroups(db: Database, userId: string, conversationId?: string): Promise<GroupSummary[]> {
  let query = db
    .selectFrom('conversationParticipants as mine')
    .innerJoin('conversations', 'conversations.id', 'mine.conversationId')
    .select((eb) => [
      'conversations.id',
      'conversations.title',
      'conversations.lastMessageAt',
      'mine.muted',
      eb
        .selectFrom('messages as unread')
        .select(eb.fn.countAll<string>().as('count'))
        .whereRef('unread.conversationId', '=', 'conversations.id')
        .whereRef('unread.senderId', '<>', 'mine.userId')
        .where('unread.kind', '=', 'text')
        .where((w) => w.not(viewerBlockedSender('mine.userId', 'unread.senderId')))
        .where((w) => w.or([w('mine.lastReadAt', 'is', null), w('unread.createdAt', '>', w.ref('mine.lastReadAt'))]))
        .as('unreadCount'),
    ])
    .where('mine.userId', '=', userId)
    .where('mine.leftAt', 'is', null)
    .where('conversations.directKey', 'is', null)
    .orderBy('conversations.lastMessageAt', 'desc')
    .orderBy('conversations.id');
  if (conversationId) query = query.where('conversations.id', '=', conversationId);
  const groups = await query.execute();
  if (groups.length === 0) return [];
  const ids = groups.map((group) => group.id);
  const members = await db
    .selectFrom('conversationParticipants as p')
    .innerJoin('users', 'users.id', 'p.userId')
    .select(['p.conversationId', 'users.id', 'users.displayName', 'users.fullName', 'users.photoUrl'])
    .where('p.conversationId', 'in', ids)
    .where('p.leftAt', 'is', null)
    .orderBy('users.id')
    .execute();
  const last = await db
    .selectFrom('messages')
    .leftJoin('users as sender', 'sender.id', 'messages.senderId')
    .select(['messages.conversationId', 'messages.body', 'messages.createdAt', 'messages.senderId', 'messages.kind', 'sender.displayName', 'sender.fullName'])
    .distinctOn('messages.conversationId')
    .where('messages.conversationId', 'in', ids)
    .orderBy('messages.conversationId')
    .orderBy('messages.createdAt', 'desc')
    .orderBy('messages.id', 'desc')
    .execute();
  return groups.map((group) => {
    const inGroup = members.filter((member) => member.conversationId === group.id);
    const lastMessage = last.find((message) => message.conversationId === group.id);
    return {
      id: group.id,
      title: group.title ?? '',
      memberCount: inGroup.length,
      members: inGroup.slice(0, GROUP_FACES).map((member) => ({ id: member.id, displayName: playerName(member), photoUrl: member.photoUrl })),
      lastMessage: lastMessage
        ? {
            body: lastMessage.body,
            createdAt: lastMessage.createdAt,
            senderId: lastMessage.senderId,
            senderName: playerName(lastMessage),
            kind: lastMessage.kind as MessageKind,
          }
        : null,
      unreadCount: Number(group.unreadCount ?? 0),
      muted: group.muted,
    };
  });
}
