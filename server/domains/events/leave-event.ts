import type { Kysely, Selectable } from 'kysely';
import type { DB, EventJoiners } from '../../db/types.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors/app-error.ts';
import { BILLING_MESSAGES } from '../../../shared/billing/messages.ts';
import { EVENT_MESSAGES } from '../../../shared/events/messages.ts';
import { ACTIVE_JOINER_STATUSES, SPOT_HOLDING_STATUSES } from './constants.ts';
import { loadEvent, requireCreatorEvent, type EventRow } from './event-access.ts';
import { tellUser } from './notices.ts';
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
  const ended = await db.transaction().execute(async (trx) => {
    // Leaving needs no visibility: a player blocked after joining may still leave.
    const event = await loadEvent(trx, eventId);
    if (!event) throw new AppError('NOT_FOUND', EVENT_MESSAGES.notFound);
    const joiner = await lockActiveJoiner(trx, eventId, userId, EVENT_MESSAGES.notJoined);
    return endPlace(
      { ...deps, db: trx },
      event,
      joiner,
      { status: 'left', refund: refundableOnLeave(event, joiner.status, now), reason: `Left ${event.title}` },
      now,
    );
  });
  // After the commit: the spot is gone, so its unpaid Checkout must not take money.
  await expireSpotCheckout(deps, ended.pendingPaymentId);
  return { refunded: ended.refunded };
}

/**
 * The organiser takes a player off the event (going, holding a spot, waitlisted or asking): the
 * spot goes to the next in line, a paid spot is refunded in full, the player is told and cannot
 * join this event again.
 */
export async function removeJoiner(
  deps: LeaveDeps,
  creatorId: string,
  eventId: string,
  userId: string,
  now: Date = deps.clock.now(),
): Promise<{ refunded: boolean }> {
  const { db } = deps;
  const ended = await db.transaction().execute(async (trx) => {
    const tx = { ...deps, db: trx };
    const event = await requireCreatorEvent(trx, eventId, creatorId);
    if (userId === creatorId) throw new AppError('BAD_REQUEST', EVENT_MESSAGES.cannotRemoveYourself);
    const joiner = await lockActiveJoiner(trx, eventId, userId, EVENT_MESSAGES.joinerNotFound);
    const result = await endPlace(tx, event, joiner, { status: 'declined', refund: true, reason: `Removed from ${event.title}` }, now);
    await tellUser(tx, {
      userId,
      event,
      type: 'eventRemoved',
      heading: EVENT_MESSAGES.noticeRemoved(event.title),
      message: result.refunded ? EVENT_MESSAGES.noticeRefunded : event.title,
    });
    return result;
  });
  await expireSpotCheckout(deps, ended.pendingPaymentId);
  return { refunded: ended.refunded };
}

type Joiner = Selectable<EventJoiners>;

async function lockActiveJoiner(trx: Kysely<DB>, eventId: string, userId: string, missing: string): Promise<Joiner> {
  const joiner = await trx.selectFrom('eventJoiners').selectAll().where('eventId', '=', eventId).where('userId', '=', userId).forUpdate().executeTakeFirst();
  if (!joiner || !(ACTIVE_JOINER_STATUSES as readonly string[]).includes(joiner.status)) throw new AppError('CONFLICT', missing);
  return joiner;
}

/**
 * Ends a joiner's place: frees their spots (and their guests'), refunds a paid spot when `refund`
 * says so, and promotes the first waitlisted players who fit. A Checkout still open for the place
 * is returned, for the caller to close once this has committed.
 */
async function endPlace(
  deps: LeaveDeps,
  event: EventRow,
  joiner: Joiner,
  end: { status: 'left' | 'declined'; refund: boolean; reason: string },
  now: Date,
): Promise<{ refunded: boolean; pendingPaymentId: string | null }> {
  const { db: trx } = deps;
  const heldSpot = (SPOT_HOLDING_STATUSES as readonly string[]).includes(joiner.status);
  if (heldSpot) {
    await lockSlotGroups(trx, event.id);
    await releaseSpot(trx, event.id, 1 + joiner.guests);
  }
  await trx
    .updateTable('eventJoiners')
    .set({ status: end.status, offerExpiresAt: null, checkedInAt: null, updatedAt: now })
    .where('id', '=', joiner.id)
    .execute();

  let refunded = false;
  let pendingPaymentId: string | null = null;
  if (joiner.paymentStatus === 'paid' && end.refund) {
    if (!deps.stripe) throw new AppError('STRIPEKEYNOTSET', BILLING_MESSAGES.notConfigured);
    refunded = await refundJoiner({ ...deps, stripe: deps.stripe }, joiner, end.reason);
  } else if (joiner.paymentStatus === 'pending') {
    pendingPaymentId = joiner.paymentId;
  }
  if (heldSpot && !event.cancelled) await promoteWaitlisted(deps, event.id, now);
  return { refunded, pendingPaymentId };
}
