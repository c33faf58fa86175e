import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Stripe } from '../../integrations/stripe.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { expireSpotCheckout } from './event-payments.ts';
import { releaseHeldSpot } from './release.ts';

/**
 * The 'event.offer-expire' job: a held spot not paid for by its deadline goes to the next in line,
 * and its Checkout is closed. A hold renewed or paid since is left alone.
 */
export async function expireOffer(
  deps: { db: Kysely<DB>; jobs: JobQueue; appOrigin: string; stripe: Stripe | null },
  joinerId: string,
  offerExpiresAtIso: string,
  now: Date = new Date(),
): Promise<{ released: boolean }> {
  const deadline = new Date(offerExpiresAtIso);
  const before = await deps.db.selectFrom('eventJoiners').select('paymentId').where('id', '=', joinerId).executeTakeFirst();
  const released = await deps.db.transaction().execute((trx) => releaseHeldSpot(trx, deps.jobs, deps.appOrigin, joinerId, { offerExpiresAt: deadline }, now));
  if (released) await expireSpotCheckout(deps.db, deps.stripe, before?.paymentId ?? null);
  return { released };
}
