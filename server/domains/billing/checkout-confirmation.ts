import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Stripe } from '../../integrations/stripe.ts';
import type { RateLimiter } from '../../auth/rate-limit.ts';
import { BILLING_RATE_LIMITS } from '../../../shared/limits/rate-limits.ts';

export type CheckoutConfirmation =
  | { status: 'paid'; description: string; amountCents: number; currency: string; invoiceId: string | null }
  /** The user's own Checkout, which Stripe does not (yet) report as paid. */
  | { status: 'unpaid' }
  /** No Checkout of this user's with that id: made up, someone else's, or not a payment of ours. */
  | { status: 'not-found' };

/** Payment states that mean the money arrived (a refund later does not undo that it was paid). */
const ARRIVED = ['paid', 'refunded', 'partially_refunded'];

/**
 * Whether the Checkout Session the success page returned from is a payment of this user's that
 * was paid. Our webhook record answers when it has settled the payment; otherwise Stripe does,
 * because the browser often returns before the webhook is processed. Only a session we recorded
 * for this payer is ever looked up at Stripe: a made-up or foreign id costs one indexed read,
 * never a Stripe request, and someone else's session reads exactly like one that does not exist.
 */
export async function confirmCheckout(
  { db, stripe, rateLimiter }: { db: Kysely<DB>; stripe: Stripe; rateLimiter: RateLimiter },
  userId: string,
  sessionId: string,
): Promise<CheckoutConfirmation> {
  await rateLimiter.enforce([{ key: `checkout-confirm:${userId}`, limit: BILLING_RATE_LIMITS.checkoutConfirmPerUser }]);
  const payment = await db
    .selectFrom('payments')
    .select(['id', 'status', 'purpose', 'referenceId', 'description', 'amountCents', 'currency'])
    .where('checkoutSessionId', '=', sessionId)
    .where('payerId', '=', userId)
    .executeTakeFirst();
  if (!payment) return { status: 'not-found' };
  const paid: CheckoutConfirmation = {
    status: 'paid',
    description: payment.description,
    amountCents: payment.amountCents,
    currency: payment.currency,
    invoiceId: payment.purpose === 'invoice' ? payment.referenceId : null,
  };
  if (ARRIVED.includes(payment.status)) return paid;

  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    // Gone at Stripe (or from another mode's key): nothing to confirm.
    if ((error as { code?: string }).code === 'resource_missing') return { status: 'not-found' };
    throw error;
  }
  const forThisPayment = (session.metadata?.paymentId ?? session.client_reference_id) === payment.id;
  const settled = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
  return forThisPayment && settled ? paid : { status: 'unpaid' };
}
