import type { Deps } from '../../deps.ts';
import { sql } from 'kysely';
import { AppError } from '../../errors/app-error.ts';
import { hasBlockedViewer } from '../blocks/queries.ts';
import { notifyUser } from '../notifications/notify-user.ts';
import { publish } from '../../realtime/publish.ts';
import { TOPICS } from '../../realtime/topics.ts';
import { MESSAGES } from '../../../shared/common/spec-messages.ts';
import { MESSAGING_MESSAGES } from '../../../shared/messaging/messages.ts';
import { SETTINGS_MESSAGES } from '../../../shared/settings/messages.ts';
import type { SendMessageInput } from '../../../shared/messaging/schemas.ts';
import { directKey, playerName } from './participants.ts';

const PREVIEW_LENGTH = 100;

/** By code point, so an emoji at the cut is not split in half; a cut message ends in "…", so it reads as cut. */
export const messagePreview = (body: string) => {
  const points = Array.from(body);
  return points.length <= PREVIEW_LENGTH ? body : `${points.slice(0, PREVIEW_LENGTH - 1).join('')}…`;
};

/**
 * Sends a direct message, creating the conversation on the first one.
 *
 * Refusals: 'You cannot message this user.' (FORBIDDEN) when writing to oneself, when the sender
 * has blocked the recipient, when the recipient blocked this conversation, or when the recipient
 * accepts messages only in existing conversations. A recipient who has blocked the sender gets the
 * same answer as a user who does not exist, 'User not found' (NOT_FOUND): a blocked user must not
 * learn of the block, nor find the blocker.
 */
export async function sendDirectMessage(deps: Deps<'db' | 'jobs' | 'env'>, senderId: string, input: SendMessageInput) {
  const appOrigin = deps.env.APP_ORIGIN;
  if (input.recipientId === senderId) throw new AppError('FORBIDDEN', SETTINGS_MESSAGES.cannotMessage);
  const key = directKey(senderId, input.recipientId);

  return deps.db.transaction().execute(async (trx) => {
    const recipient = await trx
      .selectFrom('users')
      .select((eb) => [
        'users.id',
        'users.privacyMessagesFromAnyone',
        sql<boolean>`${hasBlockedViewer('users.id', senderId)}`.as('blockedSender'),
        eb
          .exists(
            eb
              .selectFrom('userBlocks')
              .select('userBlocks.blockerId')
              .where('userBlocks.blockerId', '=', senderId)
              .where('userBlocks.blockedId', '=', eb.ref('users.id')),
          )
          .as('blockedBySender'),
      ])
      .where('users.id', '=', input.recipientId)
      .executeTakeFirst();
    if (!recipient || recipient.blockedSender) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
    if (recipient.blockedBySender) throw new AppError('FORBIDDEN', SETTINGS_MESSAGES.cannotMessage);

    const existing = await trx
      .selectFrom('conversations')
      .leftJoin('conversationParticipants as theirs', (join) =>
        join.onRef('theirs.conversationId', '=', 'conversations.id').on('theirs.userId', '=', input.recipientId),
      )
      .select(['conversations.id', 'theirs.blocked'])
      .where('conversations.directKey', '=', key)
      .executeTakeFirst();
    if (existing?.blocked) throw new AppError('FORBIDDEN', SETTINGS_MESSAGES.cannotMessage);
    if (!existing && !recipient.privacyMessagesFromAnyone) throw new AppError('FORBIDDEN', SETTINGS_MESSAGES.cannotMessage);

    // Two first messages racing each other land in one conversation thanks to the unique key.
    const conversation = await trx
      .insertInto('conversations')
      .values({ directKey: key })
      .onConflict((oc) => oc.column('directKey').doUpdateSet({ lastMessageAt: sql`now()` }))
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('conversationParticipants')
      .values([
        { conversationId: conversation.id, userId: senderId },
        { conversationId: conversation.id, userId: input.recipientId },
      ])
      .onConflict((oc) => oc.columns(['conversationId', 'userId']).doNothing())
      .execute();
    const message = await trx
      .insertInto('messages')
      .values({ conversationId: conversation.id, senderId, body: input.body })
      .returning(['id', 'senderId', 'body', 'createdAt'])
      .executeTakeFirstOrThrow();
    // Open threads get the message, both inboxes the conversation's new row; all on commit.
    await publish(trx, TOPICS.conversation(conversation.id), { kind: 'message', messageId: message.id });
    for (const userId of [senderId, input.recipientId]) await publish(trx, TOPICS.inbox(userId), { conversationId: conversation.id });

    const sender = await trx.selectFrom('users').select(['displayName', 'fullName']).where('id', '=', senderId).executeTakeFirstOrThrow();
    const senderName = playerName(sender);
    const actionUrl = new URL('/messages', appOrigin);
    actionUrl.searchParams.set('conversation', conversation.id);
    await notifyUser(
      { ...deps, db: trx },
      {
        userId: input.recipientId,
        key: 'directMessage',
        type: 'directMessage',
        title: MESSAGING_MESSAGES.noticeFrom(senderName),
        message: messagePreview(input.body),
        data: { conversationId: conversation.id, senderId },
        email: { template: 'direct-message', data: { senderName, preview: messagePreview(input.body), actionUrl: actionUrl.toString() } },
      },
    );
    return { conversationId: conversation.id, message: { ...message, kind: 'text' as const, senderName } };
  });
}
