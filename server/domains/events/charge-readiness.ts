import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors/app-error.ts';
import { EVENT_MESSAGES } from '../../../shared/events/messages.ts';

export interface ChargeReadiness {
  ready: boolean;
  /** Why the organiser cannot charge yet, in words the create form shows under the price. */
  reason: string | null;
  /** Linking a Stripe account (Settings › Subscriptions & Payouts) would make them ready. */
  needsLink: boolean;
}

/**
 * Whether this organiser can take money for an event: the server has Stripe, and their linked
 * account accepts charges. The create form asks before a price is typed, so that players never
 * find out at Join that a priced event cannot be paid.
 */
export async function chargeReadiness(deps: Deps<'db' | 'stripe'>, userId: string): Promise<ChargeReadiness> {
  if (!deps.stripe) return { ready: false, reason: EVENT_MESSAGES.paymentsUnavailable, needsLink: false };
  const user = await deps.db.selectFrom('users').select('stripeChargesEnabled').where('id', '=', userId).executeTakeFirst();
  if (!user?.stripeChargesEnabled) return { ready: false, reason: EVENT_MESSAGES.linkStripeToCharge, needsLink: true };
  return { ready: true, reason: null, needsLink: false };
}

/** A priced event is published only by an organiser who can be paid. */
export async function requireChargeable(deps: Deps<'db' | 'stripe'>, userId: string, priceCents: number): Promise<void> {
  if (priceCents <= 0) return;
  const readiness = await chargeReadiness(deps, userId);
  if (!readiness.ready) throw new AppError('BAD_REQUEST', readiness.reason!);
}
