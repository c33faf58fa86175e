import { cancelSubscription, createSubscriptionCheckout, listActivePlans } from '../domains/billing/subscriptions.ts';
import { accountState, connectOAuth, getPayoutAccount, linkOrCreateStripeAccount, unlinkStripeAccount } from '../domains/billing/connect.ts';
import { createInvoice, listInvoices, payInvoice, requireOrganizer } from '../domains/billing/invoices.ts';
import { listInvoiceablePlayers } from '../domains/billing/invoice-recipients.ts';
import { confirmCheckout } from '../domains/billing/checkout-confirmation.ts';
import { portalLink } from '../domains/billing/portal.ts';
import { refundAsOrganizer } from '../domains/billing/refunds.ts';
import { listPayments, listPayouts } from '../domains/billing/transactions.ts';
import {
  billingOverviewOutput,
  checkoutConfirmationOutput,
  connectOAuthOutput,
  createdInvoiceOutput,
  invoiceListsOutput,
  invoiceablePlayerListOutput,
  payoutAccountOutput,
  stripeUrlOutput,
  transactionsOutput,
  unlinkStripeAccountOutput,
} from '../domains/billing/outputs.ts';
import { okOutput } from '../domains/outputs.ts';
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
} from '../../shared/billing/schemas.ts';

/** Every payment procedure: signed in, and Stripe configured (else STRIPEKEYNOTSET). */
const paymentsProcedure = authedProcedure.use(({ ctx, next }) => next({ ctx: { stripe: requireStripe(ctx.env) } }));

/** Organizers: a linked Stripe account that accepts charges (spec section 6). */
const organizerProcedure = paymentsProcedure.use(async ({ ctx, next }) => {
  await requireOrganizer(ctx.db, ctx.user.id);
  return next();
});

export const billingRouter = router({
  /** The payments tab: environment, the two plan cards and the payout account as stored. */
  overview: paymentsProcedure.output(billingOverviewOutput).query(async ({ ctx }) => {
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
    .output(stripeUrlOutput)
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
  portalLink: paymentsProcedure.output(stripeUrlOutput).query(({ ctx }) => portalLink(ctx, ctx.user.id)),

  linkOrCreateStripeAccount: paymentsProcedure
    .input(linkAccountInput)
    .output(stripeUrlOutput)
    .mutation(({ ctx, input }) => linkOrCreateStripeAccount(ctx, ctx.user.id, input)),

  connectOAuth: paymentsProcedure
    .input(connectOAuthInput)
    .output(connectOAuthOutput)
    .mutation(({ ctx, input }) => connectOAuth(ctx, ctx.user.id, input.code)),

  unlinkStripeAccount: paymentsProcedure.output(unlinkStripeAccountOutput).mutation(({ ctx }) => unlinkStripeAccount(ctx.db, ctx.user.id)),

  getAccount: paymentsProcedure.output(payoutAccountOutput).query(({ ctx }) => getPayoutAccount(ctx, ctx.user.id)),

  invoices: paymentsProcedure.output(invoiceListsOutput).query(({ ctx }) => listInvoices(ctx.db, ctx.user.id)),

  createInvoice: organizerProcedure
    .input(createInvoiceInput)
    .output(createdInvoiceOutput)
    .mutation(({ ctx, input }) => createInvoice(ctx, ctx.user.id, input)),

  /** The players an organizer may invoice, for the invoice form's picker. */
  invoiceablePlayers: organizerProcedure
    .input(invoiceablePlayersInput)
    .output(invoiceablePlayerListOutput)
    .query(({ ctx, input }) => listInvoiceablePlayers(ctx.db, ctx.user.id, input.query)),

  payInvoice: paymentsProcedure
    .input(invoiceIdInput)
    .output(stripeUrlOutput)
    .mutation(({ ctx, input }) => payInvoice(ctx, ctx.user.id, input.invoiceId)),

  /** The payment-success page: was this Checkout a payment of the user's, and is it paid? */
  confirmCheckout: paymentsProcedure
    .input(checkoutSessionInput)
    .output(checkoutConfirmationOutput)
    .query(({ ctx, input }) => confirmCheckout(ctx, ctx.user.id, input.sessionId)),

  transactions: paymentsProcedure.output(transactionsOutput).query(async ({ ctx }) => ({
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
