import type { WithStripe } from '../../deps.ts';
import type { Stripe } from '../../integrations/stripe.ts';
import { AppError } from '../../errors/app-error.ts';
import { BILLING_MESSAGES } from '../../../shared/billing/messages.ts';

/**
 * The user's Stripe customer id, creating the customer on first need. The idempotency key makes
 * two concurrent first calls create one customer.
 */
export async function ensureCustomer({ db, stripe }: WithStripe<'db'>, userId: string): Promise<string> {
  const user = await db.selectFrom('users').select(['email', 'displayName', 'stripeCustomerId']).where('id', '=', userId).executeTakeFirstOrThrow();
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customer = await stripe.customers.create(
    { email: user.email, ...(user.displayName ? { name: user.displayName } : {}), metadata: { userId } },
    { idempotencyKey: `customer-${userId}` },
  );
  await db.updateTable('users').set({ stripeCustomerId: customer.id }).where('id', '=', userId).where('stripeCustomerId', 'is', null).execute();
  return customer.id;
}

/**
 * The Stripe price id behind a plan's lookup key (see shared/billing/billing.ts, Plan.priceId). No active
 * price means the plan cannot be bought on this Stripe account right now: scripts/stripe-setup.ts
 * was not run against it, or the price was archived in the dashboard. Both are real states of a
 * deployment rather than a bug, so the user is told the plan is unavailable.
 */
export async function resolvePrice(stripe: Stripe, lookupKey: string): Promise<string> {
  const prices = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
  const price = prices.data[0];
  if (!price) throw new AppError('NOT_FOUND', BILLING_MESSAGES.planUnavailable);
  return price.id;
}
