import type { Kysely } from 'kysely';
import type { WithStripe } from '../../deps.ts';
import type { DB } from '../../db/types.ts';
import { hostedCheckoutUrl, successUrlWithSessionId, type Stripe } from '../../integrations/stripe.ts';
import { AppError } from '../../errors/app-error.ts';
import { BILLING_MESSAGES } from '../../../shared/billing/messages.ts';
import { FREE_TEAM_TIER, planById, planByPriceKey, type BillingEnvironment, type Plan, type Platform } from '../../../shared/billing/billing.ts';
import type { CheckoutItem } from '../../../shared/billing/schemas.ts';
import { ensureCustomer, resolvePrice } from './customers.ts';
import { can } from '../../access/permissions.ts';

/** Stripe statuses in which the customer has the plan. */
const LIVE_STATUSES = ['active', 'trialing', 'past_due'];

/**
 * Opens a Checkout Session for one subscription item (spec section 7, createSubscription):
 * a user plan, or a team tier change ("change-team-subscription").
 */
export async function createSubscriptionCheckout(
  { db, stripe }: WithStripe<'db'>,
  userId: string,
  input: { items: CheckoutItem[]; environment: BillingEnvironment },
  urls: { successUrl: string; cancelUrl: string },
): Promise<{ url: string }> {
  const item = input.items[0]!;
  const plan = planById(item.planId);
  if (!plan?.priceId) throw new AppError('BAD_REQUEST', BILLING_MESSAGES.alreadyOnPlan);
  if (item.type === 'change-team-subscription') {
    const team = await ownedTeam(db, item.id, userId);
    if (!team) throw new AppError('NOT_FOUND', BILLING_MESSAGES.teamNotFound);
    if (plan.item !== 'team') throw new AppError('BAD_REQUEST', BILLING_MESSAGES.teamNotFound);
    if (team.subscriptionTier === plan.id) throw new AppError('CONFLICT', BILLING_MESSAGES.alreadyOnPlan);
  } else {
    if (plan.item === 'team') throw new AppError('BAD_REQUEST', BILLING_MESSAGES.alreadyOnPlan);
    const live = await liveUserSubscription(db, userId, plan.item);
    if (live) throw new AppError('CONFLICT', BILLING_MESSAGES.alreadyOnPlan);
  }
  const customer = await ensureCustomer({ db, stripe }, userId);
  const metadata = {
    userId,
    planId: plan.id,
    type: item.type,
    platform: item.platform,
    environment: input.environment,
    ...(item.type === 'change-team-subscription' ? { teamId: item.id } : {}),
  };
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer,
    client_reference_id: userId,
    line_items: [{ price: await resolvePrice(stripe, plan.priceId), quantity: 1 }],
    subscription_data: { metadata },
    metadata,
    success_url: successUrlWithSessionId(urls.successUrl),
    cancel_url: urls.cancelUrl,
  });
  return { url: hostedCheckoutUrl(session) };
}

/**
 * The team, if the user may change its plan (shared/teams/teams.ts 'changePlan': the owner, who may not be
 * its creator after a transfer). A deleted team has no plan to change.
 */
async function ownedTeam(db: Kysely<DB>, teamId: string, userId: string) {
  const row = await db
    .selectFrom('teams as t')
    .select(['t.id', 't.subscriptionTier'])
    .where('t.id', '=', teamId)
    .where('t.deletedAt', 'is', null)
    .executeTakeFirst();
  return row && (await can(db, { userId }, 'changePlan', { kind: 'team', teamId })) ? row : null;
}

async function liveUserSubscription(db: Kysely<DB>, userId: string, item: Plan['item']) {
  return db
    .selectFrom('billingSubscriptions')
    .selectAll()
    .where('userId', '=', userId)
    .where('teamId', 'is', null)
    .where('item', '=', item)
    .where('status', 'in', LIVE_STATUSES)
    .orderBy('currentPeriodEnd', 'desc')
    .executeTakeFirst();
}

export interface ActivePlan {
  item: 'organizer' | 'member';
  planId: string;
  label: string;
  subscriptionId: string | null;
  status: string | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** The two cards of "Your Active Plans": Organizer Pro and Member Plus, each live or Free. */
export async function listActivePlans(db: Kysely<DB>, userId: string): Promise<ActivePlan[]> {
  const result: ActivePlan[] = [];
  for (const item of ['organizer', 'member'] as const) {
    const live = await liveUserSubscription(db, userId, item);
    const plan = live ? planById(live.planId) : undefined;
    const paid = item === 'organizer' ? planById('organizer-pro')! : planById('member-plus')!;
    result.push({
      item,
      planId: plan?.id ?? `${item}-free`,
      label: live ? (plan?.label ?? paid.label) : paid.label,
      subscriptionId: live?.id ?? null,
      status: live?.status ?? null,
      periodStart: live?.currentPeriodStart ? new Date(live.currentPeriodStart) : null,
      periodEnd: live?.currentPeriodEnd ? new Date(live.currentPeriodEnd) : null,
      cancelAtPeriodEnd: live?.cancelAtPeriodEnd ?? false,
    });
  }
  return result;
}

/** The user's plan label per item, the spec's userSubscription ("Free" by default). */
export async function userSubscriptionLabel(db: Kysely<DB>, userId: string): Promise<string> {
  const plans = await listActivePlans(db, userId);
  const live = plans.filter((p) => p.subscriptionId);
  return live.length ? live.map((p) => p.label).join(', ') : 'Free';
}

/**
 * cancelSubscription({ db: type, stripe: id }, platform) of spec section 7. A user plan: cancel the live
 * subscription, so the user is on Free. A team: cancel its subscription and set Rookie (spec
 * section 4). Our rows change at once so the page shows the result; the webhook confirms later.
 */
export async function cancelSubscription(
  { db, stripe }: WithStripe<'db'>,
  userId: string,
  input: { type: 'organizer' | 'member' | 'team'; id: string | null; platform: Platform },
): Promise<void> {
  if (input.type === 'team') {
    if (!input.id) throw new AppError('NOT_FOUND', BILLING_MESSAGES.teamNotFound);
    const team = await ownedTeam(db, input.id, userId);
    if (!team) throw new AppError('NOT_FOUND', BILLING_MESSAGES.teamNotFound);
    const subs = await db.selectFrom('billingSubscriptions').select('id').where('teamId', '=', team.id).where('status', 'in', LIVE_STATUSES).execute();
    for (const sub of subs) await cancelAtStripe({ db, stripe }, sub.id);
    await db.updateTable('teams').set({ subscriptionTier: FREE_TEAM_TIER }).where('id', '=', team.id).execute();
    return;
  }
  const live = await liveUserSubscription(db, userId, input.type);
  if (!live) throw new AppError('NOT_FOUND', BILLING_MESSAGES.noSubscription);
  await cancelAtStripe({ db, stripe }, live.id);
}

async function cancelAtStripe({ db, stripe }: WithStripe<'db'>, subscriptionId: string) {
  const cancelled = await stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey: `cancel-${subscriptionId}` });
  await db.updateTable('billingSubscriptions').set({ status: cancelled.status, updatedAt: new Date() }).where('id', '=', subscriptionId).execute();
}

/** Cancels every live subscription the user pays for: on account deletion, before the rows go. */
export async function cancelAllForUser({ db, stripe }: WithStripe<'db'>, userId: string): Promise<number> {
  const subs = await db.selectFrom('billingSubscriptions').select('id').where('userId', '=', userId).where('status', 'in', LIVE_STATUSES).execute();
  for (const sub of subs) await cancelAtStripe({ db, stripe }, sub.id);
  return subs.length;
}

function periodOf(subscription: Stripe.Subscription): { start: Date | null; end: Date | null } {
  const item = subscription.items.data[0];
  return {
    start: item?.current_period_start ? new Date(item.current_period_start * 1000) : null,
    end: item?.current_period_end ? new Date(item.current_period_end * 1000) : null,
  };
}

/**
 * Mirrors a subscription as Stripe reports it now (webhooks re-fetch it first, so the order in
 * which events arrive does not matter). A team plan change that became active replaces the
 * team's other subscriptions and sets its tier; a team subscription that ended puts it on Rookie.
 */
export async function syncSubscription({ db, stripe }: WithStripe<'db'>, subscription: Stripe.Subscription): Promise<void> {
  const userId = subscription.metadata?.userId;
  const price = subscription.items.data[0]?.price;
  const plan = planByPriceKey(price?.lookup_key) ?? planById(subscription.metadata?.planId ?? '');
  if (!userId || !plan) return;
  const exists = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!exists) return;
  const teamId = plan.item === 'team' ? (subscription.metadata?.teamId ?? null) : null;
  const { start, end } = periodOf(subscription);
  const row = {
    userId,
    teamId,
    planId: plan.id,
    item: plan.item,
    status: subscription.status,
    currentPeriodStart: start,
    currentPeriodEnd: end,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    updatedAt: new Date(),
  };
  await db
    .insertInto('billingSubscriptions')
    .values({ id: subscription.id, ...row })
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();

  if (!teamId) return;
  const team = await db.selectFrom('teams').select(['id', 'subscriptionTier']).where('id', '=', teamId).executeTakeFirst();
  if (!team) return;
  if (LIVE_STATUSES.includes(subscription.status)) {
    // Spec section 4: from a paid tier, the new subscription replaces the old one.
    const older = await db
      .selectFrom('billingSubscriptions')
      .select('id')
      .where('teamId', '=', teamId)
      .where('id', '!=', subscription.id)
      .where('status', 'in', LIVE_STATUSES)
      .execute();
    for (const sub of older) await cancelAtStripe({ db, stripe }, sub.id);
    await db.updateTable('teams').set({ subscriptionTier: plan.id }).where('id', '=', teamId).execute();
  } else {
    const stillLive = await db
      .selectFrom('billingSubscriptions')
      .select('id')
      .where('teamId', '=', teamId)
      .where('status', 'in', LIVE_STATUSES)
      .executeTakeFirst();
    if (!stillLive) await db.updateTable('teams').set({ subscriptionTier: FREE_TEAM_TIER }).where('id', '=', teamId).execute();
  }
}
