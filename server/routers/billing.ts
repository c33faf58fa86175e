import { z } from 'zod';
import { cancelSubscription, createSubscriptionCheckout, listActivePlans } from '../domains/billing/subscriptions.ts';
import { accountState, connectOAuth, getPayoutAccount, linkOrCreateStripeAccount, unlinkStripeAccount } from '../domains/billing/connect.ts';
import { createInvoice, listInvoices, payInvoice, requireOrganizer } from '../domains/billing/invoices.ts';
import { listInvoiceablePlayers } from '../domains/billing/invoice-recipients.ts';
import { confirmCheckout } from '../domains/billing/checkout-confirmation.ts';
import { portalLink } from '../domains/billing/portal.ts';
import { refundAsOrganizer } from '../domains/billing/refunds.ts';
import { listPayments, listPayouts } from '../domains/billing/transactions.ts';
import { requireStripe, stripeEnvironment } from '../integrations/stripe.ts';
import { authedProcedure, router } from '../trpc/trpc.ts';
import {
  cancelSubscriptionInput,
  checkoutSessionInput,
  connectOAuthInput,
  createInvoiceInput,
  createSubscriptionInput,
  invoiceIdInput,
  invoiceablePlayersInput,
  linkAccountInput,
  refundInput,
} from '../../shared/schemas/billing.ts';
import { INVOICE_RELATIONS, INVOICE_STATUSES, PAYMENT_STATUSES } from '../../shared/billing.ts';

/** Every payment procedure: signed in, and Stripe configured (else STRIPEKEYNOTSET). */
const paymentsProcedure = authedProcedure.use(({ ctx, next }) => next({ ctx: { ...ctx, stripe: requireStripe(ctx.env) } }));

/** Organizers: a linked Stripe account that accepts charges (spec section 6). */
const organizerProcedure = paymentsProcedure.use(async ({ ctx, next }) => {
  await requireOrganizer(ctx.db, ctx.user.id);
  return next();
});

const urlOutput = z.object({ url: z.string() });
const okOutput = z.object({ ok: z.literal(true) });

const activePlanOutput = z.object({
  item: z.enum(['organizer', 'member']),
  planId: z.string(),
  label: z.string(),
  subscriptionId: z.string().nullable(),
  status: z.string().nullable(),
  periodStart: z.date().nullable(),
  periodEnd: z.date().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});

const invoiceOutput = z.object({
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

export const billingRouter = router({
  /** The payments tab: environment, the two plan cards and the payout account as stored. */
  overview: paymentsProcedure
    .output(
      z.object({
        environment: z.enum(['production', 'test']),
        plans: z.array(activePlanOutput),
        account: z.object({ state: z.enum(['active', 'incomplete', 'not-linked']), stripeId: z.string().nullable() }),
      }),
    )
    .query(async ({ ctx }) => {
      const user = await ctx.db
        .selectFrom('users')
        .select(['stripeId', 'stripeChargesEnabled', 'stripeDetailsSubmitted'])
        .where('id', '=', ctx.user.id)
        .executeTakeFirstOrThrow();
      return {
        environment: stripeEnvironment(ctx.env),
        plans: await listActivePlans(ctx.db, ctx.user.id),
        account: { state: accountState(user), stripeId: user.stripeId },
      };
    }),

  createSubscription: paymentsProcedure
    .input(createSubscriptionInput)
    .output(urlOutput)
    .mutation(({ ctx, input }) =>
      createSubscriptionCheckout(ctx, ctx.user.id, input, {
        successUrl: `${ctx.env.APP_ORIGIN}/settings?tab=payments&paymentsuccessful=true`,
        cancelUrl: `${ctx.env.APP_ORIGIN}/settings?tab=payments`,
      }),
    ),

  cancelSubscription: paymentsProcedure
    .input(cancelSubscriptionInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await cancelSubscription(ctx, ctx.user.id, input);
      return { ok: true as const };
    }),

  /** The hosted billing portal, test or live by environment, prefilled with the user's e-mail. */
  portalLink: paymentsProcedure.output(urlOutput).query(({ ctx }) => portalLink(ctx, ctx.user.id)),

  linkOrCreateStripeAccount: paymentsProcedure
    .input(linkAccountInput)
    .output(urlOutput)
    .mutation(({ ctx, input }) =>
      linkOrCreateStripeAccount(ctx, ctx.user.id, input),
    ),

  connectOAuth: paymentsProcedure
    .input(connectOAuthInput)
    .output(z.object({ ok: z.literal(true), stripeId: z.string(), stripeChargesEnabled: z.boolean(), stripeDetailsSubmitted: z.boolean() }))
    .mutation(({ ctx, input }) => connectOAuth(ctx, ctx.user.id, input.code)),

  unlinkStripeAccount: paymentsProcedure.output(z.object({ success: z.literal(true) })).mutation(({ ctx }) => unlinkStripeAccount(ctx.db, ctx.user.id)),

  getAccount: paymentsProcedure
    .output(
      z.object({
        state: z.enum(['active', 'incomplete', 'not-linked']),
        stripeId: z.string().nullable(),
        chargesEnabled: z.boolean(),
        detailsSubmitted: z.boolean(),
        currentlyDue: z.array(z.string()),
      }),
    )
    .query(({ ctx }) => getPayoutAccount(ctx, ctx.user.id)),

  invoices: paymentsProcedure
    .output(z.object({ received: z.array(invoiceOutput), sent: z.array(invoiceOutput) }))
    .query(({ ctx }) => listInvoices(ctx.db, ctx.user.id)),

  createInvoice: organizerProcedure
    .input(createInvoiceInput)
    .output(z.object({ invoiceId: z.string() }))
    .mutation(({ ctx, input }) => createInvoice(ctx, ctx.user.id, input)),

  /** The players an organizer may invoice, for the invoice form's picker. */
  invoiceablePlayers: organizerProcedure
    .input(invoiceablePlayersInput)
    .output(z.array(z.object({ id: z.string(), displayName: z.string().nullable(), photoUrl: z.string().nullable(), relations: z.array(z.enum(INVOICE_RELATIONS)) })))
    .query(({ ctx, input }) => listInvoiceablePlayers(ctx.db, ctx.user.id, input.query)),

  payInvoice: paymentsProcedure
    .input(invoiceIdInput)
    .output(urlOutput)
    .mutation(({ ctx, input }) => payInvoice(ctx, ctx.user.id, input.invoiceId)),

  /** The payment-success page: was this Checkout a payment of the user's, and is it paid? */
  confirmCheckout: paymentsProcedure
    .input(checkoutSessionInput)
    .output(
      z.discriminatedUnion('status', [
        z.object({ status: z.literal('paid'), description: z.string(), amountCents: z.number(), currency: z.string(), invoiceId: z.string().nullable() }),
        z.object({ status: z.literal('unpaid') }),
        z.object({ status: z.literal('not-found') }),
      ]),
    )
    .query(({ ctx, input }) => confirmCheckout(ctx, ctx.user.id, input.sessionId)),

  transactions: paymentsProcedure
    .output(
      z.object({
        payments: z.array(
          z.object({
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
          }),
        ),
        /** Null when the user has no connected account (not an organizer). */
        payouts: z
          .array(z.object({ id: z.string(), amountCents: z.number(), currency: z.string(), status: z.string(), arrivalDate: z.date(), createdAt: z.date() }))
          .nullable(),
      }),
    )
    .query(async ({ ctx }) => ({
      payments: await listPayments(ctx.db, ctx.user.id),
      payouts: await listPayouts(ctx, ctx.user.id),
    })),

  refund: organizerProcedure
    .input(refundInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await refundAsOrganizer(ctx, ctx.user.id, input);
      return { ok: true as const };
    }),
});
