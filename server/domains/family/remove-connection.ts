import type { Database } from '../../db/database.ts';
import { publish } from '../../realtime/publish.ts';
import { TOPICS } from '../../realtime/topics.ts';
import { AppError } from '../../errors/app-error.ts';
import { FAMILY_MESSAGES } from '../../../shared/family/messages.ts';
import { isRequestNotificationFor } from './people.ts';

/**
 * Removes a row of the user's family members section, deleting the connection: the requester may
 * remove their own (pending or accepted), the recipient an accepted one. Withdrawing a pending
 * request also takes back its notification; removing someone without an account removes that
 * person, whom nobody else can reach.
 */
export async function removeFamilyConnection(db: Database, userId: string, connectionId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const connection = await trx
      .selectFrom('familyConnections')
      .select(['id', 'recipientId', 'familyMemberId', 'status'])
      .where('id', '=', connectionId)
      .where((eb) => eb.or([eb('requesterId', '=', userId), eb.and([eb('recipientId', '=', userId), eb('status', '=', 'accepted')])]))
      .forUpdate()
      .executeTakeFirst();
    if (!connection) throw new AppError('NOT_FOUND', FAMILY_MESSAGES.notFound);
    await trx.deleteFrom('familyConnections').where('id', '=', connectionId).execute();
    if (connection.familyMemberId) await trx.deleteFrom('familyMembers').where('id', '=', connection.familyMemberId).execute();
    if (connection.status === 'pending' && connection.recipientId) {
      const withdrawn = await trx.deleteFrom('notifications').where(isRequestNotificationFor(connection.recipientId, connectionId)).executeTakeFirst();
      if (withdrawn.numDeletedRows > 0n) await publish(trx, TOPICS.notifications(connection.recipientId), {});
    }
  });
}
