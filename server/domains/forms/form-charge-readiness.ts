import type { Deps } from '../../deps.ts';
import { FORM_MESSAGES } from '../../../shared/forms/messages.ts';
import { chargeReadiness } from '../events/charge-readiness.ts';

/** Whether the form's owner can take fees, in the builder's words. */
export async function formChargeReadiness(
  deps: Deps<'db' | 'stripe'>,
  ownerId: string,
): Promise<{ ready: boolean; reason: string | null; needsLink: boolean }> {
  const readiness = await chargeReadiness(deps, ownerId);
  if (readiness.ready) return readiness;
  return { ready: false, reason: readiness.needsLink ? FORM_MESSAGES.linkStripeToCharge : FORM_MESSAGES.paymentsUnavailable, needsLink: readiness.needsLink };
}
