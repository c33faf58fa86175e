import type { Deps } from '../../deps.ts';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { cancelAllForUser } from '../billing/subscriptions.ts';
import { MESSAGES } from '../../../shared/common/spec-messages.ts';
import { SETTINGS_MESSAGES } from '../../../shared/settings/messages.ts';

/** A user with teams cannot delete the account: spec section 6. Pending invitations do not count. */
export async function countActiveTeams(db: Database, userId: string): Promise<number> {
  const row = await db
    .selectFrom('teamMembers')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('userId', '=', userId)
    .where('state', '=', 'active')
    .executeTakeFirstOrThrow();
  return row.count;
}

/**
 * Deletes the account and every row of personal data in one transaction: sessions, sign-in
 * methods, alternate e-mails, blocks, lists, memberships, messages, notifications and the rest
 * go with the user through ON DELETE CASCADE. If anything fails, nothing is deleted.
 */
export async function deleteAccount({ db, stripe }: Deps<'db' | 'stripe'>, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // A second deletion waiting on this lock finds the row gone: a clear answer, not a 500.
    const locked = await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
    if (!locked) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
    if ((await countActiveTeams(trx, userId)) > 0) throw new AppError('CONFLICT', SETTINGS_MESSAGES.deleteTeamsFirst);
    // A deleted user must not go on being charged: their live subscriptions are cancelled at
    // Stripe inside the transaction, so a Stripe failure leaves the account in place to retry.
    if (stripe) await cancelAllForUser({ db: trx, stripe }, userId);
    // Mail already queued to the user would otherwise still be delivered after the account is gone.
    const user = await trx.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
    await trx.deleteFrom('mailOutbox').where('toAddress', '=', user.email).where('status', '=', 'queued').execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
  });
}
