import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Stripe } from '../../integrations/stripe.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { syncChargeRefunds, syncCheckoutPayment } from './charges.ts';
import { syncAccount } from './connect.ts';
import { syncSubscription } from './subscriptions.ts';
// Registers the invoice payment handler wherever webhooks are processed.
import './invoices.ts';

/**
 * Accepts a verified event: the unique insert of its id makes a replayed delivery a no-op, and the
 * job that processes it is queued in the same transaction.
 */
export async function recordStripeEvent(db: Kysely<DB>, jobs: JobQueue, event: Stripe.Event): Promise<{ duplicate: boolean }> {
  const object = event.data.object as { id?: string };
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('stripeEvents')
      .values({ id: event.id, type: event.type, objectId: object.id ?? null, account: event.account ?? null })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return { duplicate: true };
    await jobs.send('stripe.webhook', { eventId: event.id }, { db: trx, singletonKey: event.id });
    return { duplicate: false };
  });
}

export type ProcessOutcome = 'processed' | 'ignored' | 'missing';

/**
 * Processes one recorded event. The object is re-fetched from Stripe, never taken from the
 * payload, so shuffled or repeated events all converge on Stripe's current state; every write
 * below is idempotent and each side effect (mail, handlers) is guarded by a state transition.
 */
export async function processStripeEvent(
  db: Kysely<DB>,
  stripe: Stripe,
  jobs: JobQueue,
  appOrigin: string,
  eventId: string,
): Promise<ProcessOutcome> {
  const event = await db.selectFrom('stripeEvents').selectAll().where('id', '=', eventId).executeTakeFirst();
  if (!event?.objectId) return 'missing';
  let handled: boolean;
  try {
    handled = await applyEvent(db, stripe, jobs, appOrigin, event.type, event.objectId);
  } catch (error) {
    // An object Stripe no longer has (or never had, in another mode) will not appear on retry.
    if ((error as { code?: string }).code !== 'resource_missing') throw error;
    await db.updateTable('stripeEvents').set({ processedAt: new Date() }).where('id', '=', eventId).execute();
    return 'missing';
  }
  await db.updateTable('stripeEvents').set({ processedAt: new Date() }).where('id', '=', eventId).execute();
  return handled ? 'processed' : 'ignored';
}

async function applyEvent(db: Kysely<DB>, stripe: Stripe, jobs: JobQueue, appOrigin: string, type: string, objectId: string): Promise<boolean> {
  if (type.startsWith('checkout.session.')) {
    const session = await stripe.checkout.sessions.retrieve(objectId);
    if (session.mode === 'subscription' && typeof session.subscription === 'string') {
      await syncSubscription(db, stripe, await stripe.subscriptions.retrieve(session.subscription));
    } else if (session.mode === 'payment') {
      await db.transaction().execute((trx) => syncCheckoutPayment(trx, session, { jobs, appOrigin }));
    }
  } else if (type.startsWith('customer.subscription.')) {
    await syncSubscription(db, stripe, await stripe.subscriptions.retrieve(objectId));
  } else if (type === 'account.updated') {
    await syncAccount(db, await stripe.accounts.retrieve(objectId));
  } else if (type === 'charge.refunded' || type === 'charge.refund.updated') {
    const chargeId = type === 'charge.refunded' ? objectId : (await stripe.refunds.retrieve(objectId)).charge;
    if (typeof chargeId === 'string') {
      const charge = await stripe.charges.retrieve(chargeId);
      await db.transaction().execute((trx) => syncChargeRefunds(trx, charge));
    }
  } else {
    return false;
  }
  return true;
}
