import type { Deps } from '../../deps.ts';
import { EVENT_MESSAGES } from '../../../shared/events/messages.ts';
import { loadEvent } from './event-access.ts';
import { tellUser } from './notices.ts';
import { lockSlotGroups, releaseSpot } from './spots.ts';
import { promoteWaitlisted } from './waitlist.ts';

/**
 * Ends an unpaid hold ('offered') and passes the spot to the next in line. Only the hold it was
 * called for: when `offerExpiresAt` is given, a hold renewed since is kept; when `paymentId` is
 * given, a hold now tied to another Checkout is kept; a hold already paid for is never released.
 */
export async function releaseHeldSpot(
  deps: Deps<'db' | 'jobs' | 'env'>,
  joinerId: string,
  expected: { offerExpiresAt?: Date; paymentId?: string },
  now: Date = new Date(),
): Promise<boolean> {
  const { db: trx } = deps;
  const joiner = await trx.selectFrom('eventJoiners').selectAll().where('id', '=', joinerId).forUpdate().executeTakeFirst();
  if (!joiner || joiner.status !== 'offered' || joiner.paymentStatus === 'paid') return false;
  if (expected.offerExpiresAt && joiner.offerExpiresAt && joiner.offerExpiresAt.getTime() > expected.offerExpiresAt.getTime()) return false;
  if (expected.paymentId && joiner.paymentId !== expected.paymentId) return false;
  const event = await loadEvent(trx, joiner.eventId);
  if (!event) return false;
  await lockSlotGroups(trx, event.id);
  await releaseSpot(trx, event.id, 1 + joiner.guests);
  await trx
    .updateTable('eventJoiners')
    .set({ status: 'left', offerExpiresAt: null, paymentStatus: null, paymentId: null, updatedAt: now })
    .where('id', '=', joiner.id)
    .execute();
  await tellUser(deps, {
    userId: joiner.userId,
    event,
    type: 'eventOfferExpired',
    heading: EVENT_MESSAGES.noticeOfferExpired(event.title),
    message: EVENT_MESSAGES.offerExpired,
  });
  await promoteWaitlisted(deps, event.id, now);
  return true;
}
