import { z } from 'zod';
import { INVOICE_RELATIONS, INVOICE_STATUSES, PAYMENT_STATUSES } from '../../../shared/billing/billing.ts';

/** A Stripe-hosted page to send the browser to: Checkout, the billing portal or Connect onboarding. */
export const stripeUrlOutput = z.object({ url: z.string() });

/** One of the two plan cards (organizer, member) with the user's subscription to it, if any. */
export const activePlanOutput = z.object({
  item: z.enum(['organizer', 'member']),
  planId: z.string(),
  label: z.string(),
  subscriptionId: z.string().nullable(),
  status: z.string().nullable(),
  periodStart: z.date().nullable(),
  periodEnd: z.date().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});

/** The payments tab: environment, the two plan cards and the payout account as stored. */
export const billingOverviewOutput = z.object({
  environment: z.enum(['production', 'test']),
  plans: z.array(activePlanOutput),
  account: z.object({ state: z.enum(['active', 'incomplete', 'not-linked']), stripeId: z.string().nullable() }),
});

export const connectOAuthOutput = z.object({
  ok: z.literal(true),
  stripeId: z.string(),
  stripeChargesEnabled: z.boolean(),
  stripeDetailsSubmitted: z.boolean(),
});

export const unlinkStripeAccountOutput = z.object({ success: z.literal(true) });

/** The payout account as Stripe reports it now, with what it still needs before it accepts charges. */
export const payoutAccountOutput = z.object({
  state: z.enum(['active', 'incomplete', 'not-linked']),
  stripeId: z.string().nullable(),
  chargesEnabled: z.boolean(),
  detailsSubmitted: z.boolean(),
  currentlyDue: z.array(z.string()),
});

export const invoiceOutput = z.object({
  id: z.string(),
  organizerId: z.string(),
  organizerName: z.string(),
  playerId: z.string(),
  playerName: z.string(),
  lineItems: z.array(z.object({ description: z.string(), amountCents: z.number(), quantity: z.number() })),
  totalCents: z.number(),
  currency: z.string(),
  dueDate: z.string(),
  note: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  paymentId: z.string().nullable(),
  amountRefundedCents: z.number(),
  paidAt: z.date().nullable(),
  createdAt: z.date(),
});

/** The invoices the user received as a player and sent as an organizer. */
export const invoiceListsOutput = z.object({ received: z.array(invoiceOutput), sent: z.array(invoiceOutput) });

export const createdInvoiceOutput = z.object({ invoiceId: z.string() });

/** A player the organizer may invoice, and why (the relations that make them invoiceable); no e-mail address. */
export const invoiceablePlayerOutput = z.object({
  id: z.string(),
  displayName: z.string().nullable(),
  photoUrl: z.string().nullable(),
  relations: z.array(z.enum(INVOICE_RELATIONS)),
});

export const invoiceablePlayerListOutput = z.array(invoiceablePlayerOutput);

/** The payment-success page: was this Checkout a payment of the user's, and is it paid? */
export const checkoutConfirmationOutput = z.discriminatedUnion('status', [
  z.object({ status: z.literal('paid'), description: z.string(), amountCents: z.number(), currency: z.string(), invoiceId: z.string().nullable() }),
  z.object({ status: z.literal('unpaid') }),
  z.object({ status: z.literal('not-found') }),
]);

/** A payment the user made or received, named by its counterpart. */
export const paymentOutput = z.object({
  id: z.string(),
  direction: z.enum(['paid', 'received']),
  counterpartName: z.string(),
  description: z.string(),
  purpose: z.string(),
  referenceId: z.string(),
  amountCents: z.number(),
  amountRefundedCents: z.number(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  createdAt: z.date(),
  paidAt: z.date().nullable(),
});

export const payoutOutput = z.object({
  id: z.string(),
  amountCents: z.number(),
  currency: z.string(),
  status: z.string(),
  arrivalDate: z.date(),
  createdAt: z.date(),
});

export const transactionsOutput = z.object({
  payments: z.array(paymentOutput),
  /** Null when the user has no connected account (not an organizer). */
  payouts: z.array(payoutOutput).nullable(),
});
