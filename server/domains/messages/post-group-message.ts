import { sql } from 'kysely';
import type { Deps } from '../../deps.ts';
import { notifyUser } from '../notifications/notify-user.ts';
import { publish } from '../../realtime/publish.ts';
import { TOPICS } from '../../realtime/topics.ts';
import { GROUP_MESSAGES } from '../../../shared/messaging/groups.ts';
import { playerName } from './participants.ts';
import { requireGroupMember } from './group-members.ts';
import { messagePreview } from './send-direct-message.ts';

/**
 * Posts to a group the sender takes part in. Every member still in it gets the message live and
 * the row in their inbox; each gets a notice (and an e-mail, by their 'directMessage' switch)
 * unless they muted the group, or a block stands between them and the sender: a member never
 * hears from someone they blocked, nor from someone who blocked them.
 */
export async function postGroupMessage(deps: Deps<'db' | 'jobs' | 'env'>, senderId: string, input: { conversationId: string; body: string }) {
  return deps.db.transaction().execute(async (trx) => {
    const { title } = await requireGroupMember(trx, input.conversationId, senderId);
    const message = await trx
      .insertInto('messages')
      .values({ conversationId: input.conversationId, senderId, body: input.body })
      .returning(['id', 'senderId', 'body', 'createdAt'])
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('conversations')
      .set({ lastMessageAt: sql`now()` })
      .where('id', '=', input.conversationId)
      .execute();
    const members = await trx
      .selectFrom('conversationParticipants as p')
      .select((eb) => [
        'p.userId',
        'p.muted',
        eb
          .exists(
            eb
              .selectFrom('userBlocks')
              .select('userBlocks.blockerId')
              .where((w) =>
                w.or([
                  w.and([w('userBlocks.blockerId', '=', w.ref('p.userId')), w('userBlocks.blockedId', '=', senderId)]),
                  w.and([w('userBlocks.blockerId', '=', senderId), w('userBlocks.blockedId', '=', w.ref('p.userId'))]),
                ]),
              ),
          )
          .as('blocked'),
      ])
      .where('p.conversationId', '=', input.conversationId)
      .where('p.leftAt', 'is', null)
      .execute();
    await publish(trx, TOPICS.conversation(input.conversationId), { kind: 'message', messageId: message.id });
    const sender = await trx.selectFrom('users').select(['displayName', 'fullName']).where('id', '=', senderId).executeTakeFirstOrThrow();
    const senderName = playerName(sender);
    const actionUrl = new URL('/messages', deps.env.APP_ORIGIN);
    actionUrl.searchParams.set('conversation', input.conversationId);
    for (const member of members) {
      await publish(trx, TOPICS.inbox(member.userId), { conversationId: input.conversationId });
      if (member.userId === senderId) continue;
      // The menu's unread count rides the notifications stream, muted or not.
      await publish(trx, TOPICS.notifications(member.userId), {});
      if (member.muted || member.blocked) continue;
      await notifyUser(
        { ...deps, db: trx },
        {
          userId: member.userId,
          key: 'directMessage',
          type: 'directMessage',
          title: GROUP_MESSAGES.noticeIn(senderName, title),
          message: messagePreview(input.body),
          data: { conversationId: input.conversationId, senderId },
          email: { template: 'direct-message', data: { senderName, preview: messagePreview(input.body), actionUrl: actionUrl.toString() } },
        },
      );
    }
    return { conversationId: input.conversationId, message: { ...message, kind: 'text' as const, senderName } };
  });
}
