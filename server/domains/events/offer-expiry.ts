import type { Deps } from '../../deps.ts';
import { expireSpotCheckout } from './event-payments.ts';
import { releaseHeldSpot } from './release.ts';

/**
 * The 'event.offer-expire' job: a held spot not paid for by its deadline goes to the next in line,
 * and its Checkout is closed. A hold renewed or paid since is left alone.
 */
export async function expireOffer(
  deps: Deps<'db' | 'jobs' | 'env' | 'stripe' | 'clock'>,
  joinerId: string,
  offerExpiresAtIso: string,
  now: Date = deps.clock.now(),
): Promise<{ released: boolean }> {
  const deadline = new Date(offerExpiresAtIso);
  const before = await deps.db.selectFrom('eventJoiners').select('paymentId').where('id', '=', joinerId).executeTakeFirst();
  const released = await deps.db.transaction().execute((trx) => releaseHeldSpot({ ...deps, db: trx }, joinerId, { offerExpiresAt: deadline }, now));
  if (released) await expireSpotCheckout(deps, before?.paymentId ?? null);
  return { released };
}
