import type { Deps } from '../../deps.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { firstNameOf } from './first-name.ts';

/**
 * The 'activity-subscription.confirm' job: queues the confirmation mail for the subscription's
 * latest save. Idempotent: the save marks the confirmation due and this clears the mark in the
 * same transaction as the mail, so a second run (or a job for an older save) finds nothing to send.
 */
export async function sendSubscriptionConfirmation(deps: Deps<'db' | 'jobs'>, subscriptionId: string): Promise<'queued' | 'skipped'> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('activitySubscriptions as s')
      .innerJoin('users as u', 'u.id', 's.userId')
      .select(['s.id', 's.address', 's.radiusMiles', 's.activities', 's.confirmationDueAt', 'u.email', 'u.fullName', 'u.displayName'])
      .where('s.id', '=', subscriptionId)
      .forUpdate('s')
      .executeTakeFirst();
    // Deleted since, or already confirmed.
    if (!row || row.confirmationDueAt === null) return 'skipped';
    const address = row.address as { description: string };
    await queueMail(
      { ...deps, db: trx },
      {
        to: row.email,
        template: 'activity-subscription-confirmation',
        data: { firstName: firstNameOf(row), activitiesList: row.activities.join(', '), city: address.description, radius: row.radiusMiles },
      },
    );
    await trx.updateTable('activitySubscriptions').set({ confirmationDueAt: null }).where('id', '=', row.id).execute();
    return 'queued';
  });
}
