import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { hostedCheckoutUrl, successUrlWithSessionId, type Stripe } from '../../integrations/stripe.ts';
import type { Deps } from '../../deps.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { AppError } from '../../errors/app-error.ts';
import { BILLING_MESSAGES } from '../../../shared/billing/messages.ts';
import { MESSAGES } from '../../../shared/common/spec-messages.ts';
import { formatCents } from '../../../shared/billing/billing.ts';
import { displayNameOf } from './names.ts';
import type { PaymentPurpose } from './payment-purpose.ts';

export { requireStripe, stripeClient } from '../../integrations/stripe.ts';

/** The platform's cut of a charge, in cents, at STRIPE_APPLICATION_FEE_PERCENT (parsed in server/env.ts). */
export function applicationFeeCents(amountCents: number, feePercent: number): number {
  return Math.round((amountCents * feePercent) / 100);
}

/**
 * What starting a charge borrows: a transaction (the payment row and the caller's own rows commit
 * together), Stripe, and the parsed env, the one source of the platform fee for every purpose.
 */
export type ChargeDeps = Deps<'db' | 'env'> & { stripe: Stripe };

export interface ChargeCheckoutInput {
  payerId: string;
  organizerId: string;
  amountCents: number;
  /** ISO code, lower case; US dollars unless the thing sold is priced otherwise (a form's pricing). */
  currency?: string;
  description: string;
  purpose: PaymentPurpose;
  referenceId: string;
  /** Where Stripe returns the payer; session_id={CHECKOUT_SESSION_ID} is added here. */
  successUrl: string;
  cancelUrl: string;
  expiresAt?: Date;
}

/**
 * Starts a Checkout payment from a player to an organizer: a destination charge to the
 * organizer's connected account, with the platform's application fee. Records the payment as
 * pending; webhook processing marks it paid and runs its purpose's row of PAYMENT_PURPOSES
 * (domains/payments/).
 */
export async function createChargeCheckout({ db: trx, stripe, env }: ChargeDeps, input: ChargeCheckoutInput): Promise<{ paymentId: string; url: string }> {
  const organizer = await trx.selectFrom('users').select(['stripeId', 'stripeChargesEnabled']).where('id', '=', input.organizerId).executeTakeFirst();
  if (!organizer?.stripeId || !organizer.stripeChargesEnabled) throw new AppError('CONFLICT', BILLING_MESSAGES.organizerCannotCharge);
  const payer = await trx.selectFrom('users').select(['email', 'stripeCustomerId']).where('id', '=', input.payerId).executeTakeFirst();
  if (!payer) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);

  const fee = applicationFeeCents(input.amountCents, env.STRIPE_APPLICATION_FEE_PERCENT);
  const payment = await trx
    .insertInto('payments')
    .values({
      payerId: input.payerId,
      organizerId: input.organizerId,
      purpose: input.purpose,
      referenceId: input.referenceId,
      description: input.description,
      amountCents: input.amountCents,
      currency: input.currency ?? 'usd',
      applicationFeeCents: fee,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const metadata = { paymentId: payment.id, purpose: input.purpose, referenceId: input.referenceId };
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      client_reference_id: payment.id,
      ...(payer.stripeCustomerId ? { customer: payer.stripeCustomerId } : { customer_email: payer.email }),
      line_items: [
        { quantity: 1, price_data: { currency: input.currency ?? 'usd', unit_amount: input.amountCents, product_data: { name: input.description } } },
      ],
      payment_intent_data: {
        application_fee_amount: fee,
        transfer_data: { destination: organizer.stripeId },
        metadata,
      },
      metadata,
      success_url: successUrlWithSessionId(input.successUrl),
      cancel_url: input.cancelUrl,
      ...(input.expiresAt ? { expires_at: Math.floor(input.expiresAt.getTime() / 1000) } : {}),
    },
    // A retried request must not open a second session for the same payment row.
    { idempotencyKey: `checkout-${payment.id}` },
  );
  await trx.updateTable('payments').set({ checkoutSessionId: session.id }).where('id', '=', payment.id).execute();
  return { paymentId: payment.id, url: hostedCheckoutUrl(session) };
}

/** Records refunds made outside the app (the Stripe dashboard) as Stripe reports them now. */
export async function syncChargeRefunds(trx: Kysely<DB>, charge: Stripe.Charge): Promise<void> {
  const paymentIntentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  if (!paymentIntentId) return;
  const payment = await trx
    .selectFrom('payments')
    .select(['id', 'amountCents', 'amountRefundedCents'])
    .where('paymentIntentId', '=', paymentIntentId)
    .forUpdate()
    .executeTakeFirst();
  if (!payment || charge.amount_refunded <= payment.amountRefundedCents) return;
  await setRefundedAmount(trx, payment.id, payment.amountCents, Math.min(charge.amount_refunded, payment.amountCents));
}

async function setRefundedAmount(trx: Kysely<DB>, paymentId: string, amountCents: number, refundedCents: number) {
  const status = refundedCents >= amountCents ? 'refunded' : 'partially_refunded';
  await trx.updateTable('payments').set({ amountRefundedCents: refundedCents, status, updatedAt: new Date() }).where('id', '=', paymentId).execute();
  await trx.updateTable('invoices').set({ status }).where('paymentId', '=', paymentId).execute();
}

/** What a refund borrows: a transaction, Stripe, the mail queue and the env (our origin for the mail's link). */
export type RefundDeps = Deps<'db' | 'jobs' | 'env'> & { stripe: Stripe };

export interface RefundInput {
  paymentId: string;
  /** Omitted: whatever remains of the payment. */
  amountCents?: number;
  reason?: string;
}

/**
 * Refunds all or part of a paid payment and e-mails the payer. Idempotent: the Stripe request is
 * keyed by the payment and the amount already refunded, so a retried call cannot refund twice,
 * and a fully refunded payment is left alone. Destination charges reverse the organizer's
 * transfer and refund the platform's fee in proportion.
 */
export async function refundPayment(deps: RefundDeps, input: RefundInput): Promise<void> {
  const { db: trx, stripe } = deps;
  const appOrigin = deps.env.APP_ORIGIN;
  const payment = await trx.selectFrom('payments').selectAll().where('id', '=', input.paymentId).forUpdate().executeTakeFirst();
  if (!payment) throw new AppError('NOT_FOUND', BILLING_MESSAGES.paymentNotFound);
  if (payment.status === 'refunded') return;
  if (!['paid', 'partially_refunded'].includes(payment.status) || !payment.paymentIntentId) throw new AppError('CONFLICT', BILLING_MESSAGES.notRefundable);
  const remaining = payment.amountCents - payment.amountRefundedCents;
  const amount = input.amountCents ?? remaining;
  if (amount <= 0 || amount > remaining) throw new AppError('BAD_REQUEST', BILLING_MESSAGES.refundTooLarge);

  const refund = await stripe.refunds.create(
    {
      payment_intent: payment.paymentIntentId,
      amount,
      reverse_transfer: true,
      refund_application_fee: true,
      metadata: { paymentId: payment.id, ...(input.reason ? { reason: input.reason } : {}) },
    },
    { idempotencyKey: `refund-${payment.id}-${payment.amountRefundedCents}-${amount}` },
  );
  const inserted = await trx
    .insertInto('paymentRefunds')
    .values({ id: refund.id, paymentId: payment.id, amountCents: amount, reason: input.reason ?? null })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  // A replayed idempotent request returns the same refund: it was recorded and mailed already.
  if (!inserted) return;
  await setRefundedAmount(trx, payment.id, payment.amountCents, payment.amountRefundedCents + amount);

  const payer = await trx.selectFrom('users').select('email').where('id', '=', payment.payerId).executeTakeFirstOrThrow();
  await queueMail(deps, {
    to: payer.email,
    template: 'payment-refunded',
    data: {
      organizerName: await displayNameOf(trx, payment.organizerId),
      amount: formatCents(amount, payment.currency),
      description: payment.description,
      reason: input.reason ?? null,
      actionUrl: `${appOrigin}/transactions`,
    },
  });
}
