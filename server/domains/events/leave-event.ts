import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors/app-error.ts';
import { BILLING_MESSAGES, EVENT_MESSAGES } from '../../../shared/messages.ts';
import { ACTIVE_JOINER_STATUSES, SPOT_HOLDING_STATUSES } from './constants.ts';
import { loadEvent, type EventRow } from './event-access.ts';
import { expireSpotCheckout, refundJoiner } from './event-payments.ts';
import { lockSlotGroups, releaseSpot } from './spots.ts';
import { promoteWaitlisted } from './waitlist.ts';

export type LeaveDeps = Deps<'db' | 'jobs' | 'env' | 'stripe' | 'clock'>;

/**
 * Whether leaving now refunds a paid spot: always when the player never got to play (the spot was
 * still waitlisted, or the event was cancelled), otherwise only more than hoursToCancelBefore hours
 * before the start.
 */
export function refundableOnLeave(event: Pick<EventRow, 'startsAt' | 'hoursToCancelBefore' | 'cancelled'>, status: string, now: Date): boolean {
  if (event.cancelled || status !== 'going') return true;
  return now.getTime() < event.startsAt.getTime() - event.hoursToCancelBefore * 3600_000;
}

/**
 * Leaves an event: frees the joiner's spots (and their guests'), promotes the first waitlisted
 * players who fit, and refunds a paid spot when inside the cancellation window.
 */
export async function leaveEvent(deps: LeaveDeps, userId: string, eventId: string, now: Date = deps.clock.now()): Promise<{ refunded: boolean }> {
  const { db } = deps;
  let pendingPaymentId: string | null = null;
  const result = await db.transaction().execute(async (trx) => {
    const tx = { ...deps, db: trx };
    // Leaving needs no visibility: a player blocked after joining may still leave.
    const event = await loadEvent(trx, eventId);
    if (!event) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
    const joiner = await trx
      .selectFrom('eventJoiners')
      .selectAll()
      .where('eventId', '=', eventId)
      .where('userId', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!joiner || !(ACTIVE_JOINER_STATUSES as readonly string[]).includes(joiner.status)) throw new AppError('CONFLICT', EVENT_MESSAGES.notJoined);

    const heldSpot = (SPOT_HOLDING_STATUSES as readonly string[]).includes(joiner.status);
    if (heldSpot) {
      await lockSlotGroups(trx, eventId);
      await releaseSpot(trx, eventId, 1 + joiner.guests);
    }
    await trx
      .updateTable('eventJoiners')
      .set({ status: 'left', offerExpiresAt: null, checkedInAt: null, updatedAt: now })
      .where('id', '=', joiner.id)
      .execute();

    let refunded = false;
    if (joiner.paymentStatus === 'paid' && refundableOnLeave(event, joiner.status, now)) {
      if (!deps.stripe) throw new AppError('STRIPEKEYNOTSET', BILLING_MESSAGES.notConfigured);
      refunded = await refundJoiner({ ...tx, stripe: deps.stripe }, joiner, `Left ${event.title}`);
    } else if (joiner.paymentStatus === 'pending') {
      pendingPaymentId = joiner.paymentId;
    }
    if (heldSpot && !event.cancelled) await promoteWaitlisted(tx, eventId, now);
    return { refunded };
  });
  // After the commit: the spot is gone, so its unpaid Checkout must not take money.
  await expireSpotCheckout(deps, pendingPaymentId);
  return result;
}
