import type { Deps } from '../../deps.ts';
import type { Stripe } from '../../integrations/stripe.ts';
import { syncChargeRefunds } from '../billing/charges.ts';
import { syncAccount } from '../billing/connect.ts';
import type { PaymentHandlerDeps, SettledPayment } from '../billing/payment-purpose.ts';
import { syncSubscription } from '../billing/subscriptions.ts';
import { isPaymentPurpose, PAYMENT_PURPOSES } from './purposes.ts';

/*
 * How money arrives, in the order it happens: Stripe's webhook is recorded (recordStripeEvent),
 * a job processes it (processStripeEvent), a paid or expired Checkout moves its payment row once
 * (settleCheckoutPayment), and that payment's purpose decides what it buys (PAYMENT_PURPOSES,
 * purposes.ts).
 */

/**
 * Accepts a verified event: the unique insert of its id makes a replayed delivery a no-op, and the
 * job that processes it is queued in the same transaction.
 */
export async function recordStripeEvent({ db, jobs }: Deps<'db' | 'jobs'>, event: Stripe.Event): Promise<{ duplicate: boolean }> {
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
export async function processStripeEvent(deps: Deps<'db' | 'jobs' | 'env' | 'stripe'>, eventId: string): Promise<ProcessOutcome> {
  const { db, stripe } = deps;
  // Without a key nothing can be re-fetched: the job fails and is retried once the key is set.
  if (!stripe) throw new Error('STRIPE_SECRET_KEY is not set: cannot process Stripe events');
  const event = await db.selectFrom('stripeEvents').selectAll().where('id', '=', eventId).executeTakeFirst();
  if (!event?.objectId) return 'missing';
  let handled: boolean;
  try {
    handled = await applyEvent({ ...deps, stripe }, event.type, event.objectId);
  } catch (error) {
    // An object Stripe no longer has (or never had, in another mode) will not appear on retry.
    if ((error as { code?: string }).code !== 'resource_missing') throw error;
    await db.updateTable('stripeEvents').set({ processedAt: new Date() }).where('id', '=', eventId).execute();
    return 'missing';
  }
  await db.updateTable('stripeEvents').set({ processedAt: new Date() }).where('id', '=', eventId).execute();
  return handled ? 'processed' : 'ignored';
}

async function applyEvent(deps: Deps<'db' | 'jobs' | 'env'> & { stripe: Stripe }, type: string, objectId: string): Promise<boolean> {
  const { db, stripe } = deps;
  if (type.startsWith('checkout.session.')) {
    const session = await stripe.checkout.sessions.retrieve(objectId);
    if (session.mode === 'subscription' && typeof session.subscription === 'string') {
      await syncSubscription({ db, stripe }, await stripe.subscriptions.retrieve(session.subscription));
    } else if (session.mode === 'payment') {
      await db.transaction().execute((trx) => settleCheckoutPayment({ ...deps, db: trx }, session));
    }
  } else if (type.startsWith('customer.subscription.')) {
    await syncSubscription({ db, stripe }, await stripe.subscriptions.retrieve(objectId));
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

/**
 * Brings a payment in line with its Checkout Session as Stripe reports it now, then runs its
 * purpose's handler. The pending-to-paid (or -expired) update succeeds once however often the
 * webhook repeats, and only that run calls the handler. An expired payment may still turn paid:
 * Stripe can complete a session we had given up on (the late-payment path of paid events).
 */
export async function settleCheckoutPayment(deps: PaymentHandlerDeps, session: Stripe.Checkout.Session): Promise<'paid' | 'expired' | 'unchanged'> {
  const paymentId = session.metadata?.paymentId ?? session.client_reference_id;
  if (!paymentId) return 'unchanged';
  const settled = ['id', 'payerId', 'purpose', 'referenceId', 'amountCents'] as const;
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
    const paymentIntentId = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
    const paid = await deps.db
      .updateTable('payments')
      .set({ status: 'paid', paidAt: new Date(), paymentIntentId, updatedAt: new Date() })
      .where('id', '=', paymentId)
      .where('status', 'in', ['pending', 'expired'])
      .returning(settled)
      .executeTakeFirst();
    if (!paid) return 'unchanged';
    await runHandler(deps, paid, 'paid');
    return 'paid';
  }
  if (session.status === 'expired') {
    const expired = await deps.db
      .updateTable('payments')
      .set({ status: 'expired', updatedAt: new Date() })
      .where('id', '=', paymentId)
      .where('status', '=', 'pending')
      .returning(settled)
      .executeTakeFirst();
    if (!expired) return 'unchanged';
    await runHandler(deps, expired, 'expired');
    return 'expired';
  }
  return 'unchanged';
}

async function runHandler(
  deps: PaymentHandlerDeps,
  payment: Omit<SettledPayment, 'purpose'> & { purpose: string },
  outcome: 'paid' | 'expired',
): Promise<void> {
  // An invariant: only createChargeCheckout writes payments, and it takes a PaymentPurpose. A
  // purpose retired while its payments were pending would take money for nothing, so the job
  // fails (retried, then kept as failed) and the payment stays as it was until someone looks.
  if (!isPaymentPurpose(payment.purpose)) throw new Error(`Payment ${payment.id} has unknown purpose ${payment.purpose}`);
  const handler = PAYMENT_PURPOSES[payment.purpose][outcome];
  if (handler) await handler(deps, { ...payment, purpose: payment.purpose });
}
