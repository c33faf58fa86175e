import type { Deps } from '../../deps.ts';
import type { Stripe } from '../../integrations/stripe.ts';
import { createChargeCheckout, refundPayment } from '../billing/charges.ts';
import type { PaymentHandler } from '../billing/payment-purpose.ts';
import { EVENT_MESSAGES } from '../../../shared/events/messages.ts';
import { CHECKOUT_MIN_MINUTES } from './constants.ts';
import type { NotifyRecipient } from '../notifications/notify-user.ts';
import { loadEvent, type EventRow } from './event-access.ts';
import { displayName } from './people.ts';
import { eventUrl, tellUser } from './notices.ts';
import { queueUsersJoinNearby } from './users-join-nearby.ts';
import { releaseHeldSpot } from './release.ts';
import { takeSpot } from './spots.ts';

/** What a joiner pays: the price, plus each guest's when the organiser charges for guests. */
export function amountDueCents(event: Pick<EventRow, 'priceCents' | 'chargeGuests'>, guests: number): number {
  return event.priceCents * (1 + (event.chargeGuests ? guests : 0));
}

/**
 * Opens a Stripe Checkout for a held spot and links the pending payment to the joiner. Runs in its
 * own transaction, after the spot is committed: the event row is never locked across a call to Stripe.
 */
export async function startSpotCheckout(
  deps: Deps<'db' | 'env'> & { stripe: Stripe },
  event: EventRow,
  joiner: { id: string; userId: string; guests: number; offerExpiresAt: Date },
  now: Date = new Date(),
): Promise<string> {
  const appOrigin = deps.env.APP_ORIGIN;
  return deps.db.transaction().execute(async (trx) => {
    const minimum = new Date(now.getTime() + CHECKOUT_MIN_MINUTES * 60_000);
    const checkout = await createChargeCheckout(
      { ...deps, db: trx },
      {
        payerId: joiner.userId,
        organizerId: event.creatorId,
        amountCents: amountDueCents(event, joiner.guests),
        description: joiner.guests > 0 && event.chargeGuests ? `${event.title} (you + ${joiner.guests} guest${joiner.guests === 1 ? '' : 's'})` : event.title,
        purpose: 'event',
        referenceId: joiner.id,
        successUrl: `${eventUrl(appOrigin, event.id)}?payment=success`,
        cancelUrl: eventUrl(appOrigin, event.id),
        expiresAt: joiner.offerExpiresAt > minimum ? joiner.offerExpiresAt : minimum,
      },
    );
    await trx
      .updateTable('eventJoiners')
      .set({ paymentId: checkout.paymentId, paymentStatus: 'pending', updatedAt: now })
      .where('id', '=', joiner.id)
      .execute();
    return checkout.url;
  });
}

/** Refunds a joiner's paid spot in full and records it on the joiner. */
export async function refundJoiner(
  deps: Deps<'db' | 'jobs' | 'env'> & { stripe: Stripe },
  joiner: { id: string; paymentId: string | null },
  reason: string,
): Promise<boolean> {
  if (!joiner.paymentId) return false;
  await refundPayment(deps, { paymentId: joiner.paymentId, reason });
  await deps.db.updateTable('eventJoiners').set({ paymentStatus: 'refunded', updatedAt: new Date() }).where('id', '=', joiner.id).execute();
  return true;
}

/**
 * Closes the Checkout of a spot that is no longer held, so the player cannot pay for it. Best
 * effort: if Stripe cannot be reached, a late payment is still handled by onSpotPaid.
 */
export async function expireSpotCheckout({ db, stripe }: Deps<'db' | 'stripe'>, paymentId: string | null): Promise<void> {
  if (!stripe || !paymentId) return;
  const payment = await db.selectFrom('payments').select(['checkoutSessionId', 'status']).where('id', '=', paymentId).executeTakeFirst();
  if (!payment?.checkoutSessionId || payment.status !== 'pending') return;
  await stripe.checkout.sessions.expire(payment.checkoutSessionId).catch(() => undefined);
}

/**
 * A spot was paid for (PAYMENT_PURPOSES.event, run once per payment). If it is still held, the
 * joiner is going. If the hold lapsed first (Stripe keeps a Checkout open for at least 30
 * minutes), the player gets a spot if one is free, and otherwise keeps their payment on the
 * waitlist: a later promotion needs no second payment, and leaving refunds it.
 */
export const onSpotPaid: PaymentHandler = async (deps, payment) => {
  const { db: trx } = deps;
  const joiner = await trx.selectFrom('eventJoiners').selectAll().where('id', '=', payment.referenceId).forUpdate().executeTakeFirst();
  if (!joiner) return;
  const event = await loadEvent(trx, joiner.eventId);
  if (!event) return;
  const now = new Date();
  const paid = { paymentId: payment.id, paymentStatus: 'paid', offerExpiresAt: null, updatedAt: now };
  if (joiner.status === 'offered' || joiner.status === 'going') {
    await trx
      .updateTable('eventJoiners')
      .set({ ...paid, status: 'going' })
      .where('id', '=', joiner.id)
      .execute();
    await tellCreatorJoined(deps, event, joiner.userId);
    return;
  }
  const gotSpot = !event.cancelled && (await takeSpot(trx, event.id, 1 + joiner.guests, joiner.slotGroupId));
  await trx
    .updateTable('eventJoiners')
    .set({ ...paid, status: gotSpot ? 'going' : 'waitlisted' })
    .where('id', '=', joiner.id)
    .execute();
  if (gotSpot) {
    await tellCreatorJoined(deps, event, joiner.userId);
  } else {
    await tellUser(deps, {
      userId: joiner.userId,
      event,
      type: 'eventLatePayment',
      heading: EVENT_MESSAGES.noticeOfferExpired(event.title),
      message: EVENT_MESSAGES.noticeLatePayment,
    });
  }
};

/** The Checkout closed unpaid (PAYMENT_PURPOSES.event): a spot still held for it goes to the next in line. */
export const onSpotCheckoutExpired: PaymentHandler = async (deps, payment) => {
  await releaseHeldSpot(deps, payment.referenceId, { paymentId: payment.id });
};

/**
 * Tells the organiser that someone is going (and queues the nearby players' notice). `known` holds
 * the joiner's name and the organiser's e-mail and settings when the caller read them already, in
 * this transaction before taking the spot: the reads then cost nothing while the spot's lock is held.
 */
export async function tellCreatorJoined(
  deps: Deps<'db' | 'jobs' | 'env'>,
  event: EventRow,
  joinerId: string,
  known?: { joinerName: string; creator: NotifyRecipient | null },
): Promise<void> {
  if (joinerId === event.creatorId) return;
  const { db: trx } = deps;
  await queueUsersJoinNearby(deps, event);
  await tellUser(deps, {
    userId: event.creatorId,
    event,
    type: 'eventJoined',
    heading: EVENT_MESSAGES.noticeJoined(known ? known.joinerName : await displayName(trx, joinerId), event.title),
    message: event.title,
    ...(known?.creator ? { recipient: known.creator } : {}),
  });
}
