import type { Deps } from '../../deps.ts';
import { publish } from '../../realtime/publish.ts';
import { TOPICS } from '../../realtime/topics.ts';
import { AppError } from '../../errors/app-error.ts';
import { notifyUser } from '../notifications/notify-user.ts';
import { FAMILY_MESSAGES } from '../../../shared/family/messages.ts';
import { NOTIFICATION_MESSAGES } from '../../../shared/notifications/messages.ts';
import type { FamilyResponse } from '../../../shared/family/schemas.ts';
import { findUser, isRequestNotificationFor, nameOf } from './people.ts';

/**
 * The recipient answers a pending request (spec section 4). Accepting marks the request
 * notification read and tells the requester; rejecting deletes the request (the connection and
 * its notification) and tells the requester it was declined. Only the recipient may answer;
 * anyone else is told it does not exist.
 */
export async function respondToFamilyRequest(
  deps: Deps<'db' | 'jobs' | 'env'>,
  recipientId: string,
  connectionId: string,
  response: FamilyResponse,
): Promise<{ status: 'accepted' | 'declined' }> {
  return deps.db.transaction().execute(async (trx) => {
    const connection = await trx
      .selectFrom('familyConnections')
      .select(['id', 'requesterId', 'status'])
      .where('id', '=', connectionId)
      .where('recipientId', '=', recipientId)
      .forUpdate()
      .executeTakeFirst();
    if (!connection || connection.status !== 'pending') throw new AppError('NOT_FOUND', FAMILY_MESSAGES.requestNotPending);
    const recipient = await findUser(trx, recipientId);
    const recipientName = recipient ? nameOf(recipient) : FAMILY_MESSAGES.someoneInYourFamily;

    if (response === 'accept') {
      await trx.updateTable('familyConnections').set({ status: 'accepted' }).where('id', '=', connectionId).execute();
      await trx.updateTable('notifications').set({ read: true }).where(isRequestNotificationFor(recipientId, connectionId)).execute();
    } else {
      await trx.deleteFrom('familyConnections').where('id', '=', connectionId).execute();
      await trx.deleteFrom('notifications').where(isRequestNotificationFor(recipientId, connectionId)).execute();
    }
    await publish(trx, TOPICS.notifications(recipientId), {});
    await notifyUser(
      { ...deps, db: trx },
      {
        userId: connection.requesterId,
        key: 'connections',
        type: response === 'accept' ? 'familyAccepted' : 'familyDeclined',
        title: response === 'accept' ? NOTIFICATION_MESSAGES.familyRequestAccepted : NOTIFICATION_MESSAGES.familyRequestDeclined,
        message: FAMILY_MESSAGES.requestAnswered(recipientName, response === 'accept'),
        data: { connectionId, recipientId },
        imageUrl: recipient?.photoUrl ?? null,
      },
    );
    return { status: response === 'accept' ? 'accepted' : 'declined' };
  });
}
