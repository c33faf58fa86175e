import type { WithStripe } from '../../deps.ts';
import { AppError } from '../../errors/app-error.ts';
import { FORM_MESSAGES } from '../../../shared/forms/messages.ts';
import { createChargeCheckout } from '../billing/charges.ts';
import { lockSubmission, paymentPath } from './submission-ledger.ts';

/** Checkout for what is due now on the player's own submission (form/payment/{id}/{submissionId}). */
export async function startFormCheckout(deps: WithStripe<'db' | 'env'>, userId: string, formId: string, submissionId: string): Promise<{ url: string }> {
  const origin = deps.env.APP_ORIGIN;
  return deps.db.transaction().execute(async (trx) => {
    const submission = await lockSubmission(trx, submissionId);
    if (!submission || submission.formId !== formId || submission.userId !== userId) throw new AppError('NOT_FOUND', FORM_MESSAGES.notFound);
    const due = submission.dueNowCents - submission.paidCents;
    if (submission.completedAt || submission.status !== 'pending-payment' || due <= 0) throw new AppError('CONFLICT', FORM_MESSAGES.notPayable);
    // A Checkout opened earlier (another tab) is closed first, so one submission is not paid twice.
    const earlier = await trx
      .selectFrom('payments')
      .select(['id', 'checkoutSessionId'])
      .where('purpose', '=', 'form')
      .where('referenceId', '=', submission.id)
      .where('status', '=', 'pending')
      .execute();
    for (const payment of earlier) {
      if (payment.checkoutSessionId) await deps.stripe.checkout.sessions.expire(payment.checkoutSessionId).catch(() => undefined);
      await trx.updateTable('payments').set({ status: 'expired', updatedAt: new Date() }).where('id', '=', payment.id).execute();
    }
    const form = await trx.selectFrom('forms').select(['ownerId', 'title']).where('id', '=', formId).executeTakeFirstOrThrow();
    const back = `${origin}${paymentPath(formId, submission.id)}`;
    const { url } = await createChargeCheckout(
      { ...deps, db: trx },
      {
        payerId: userId,
        organizerId: form.ownerId,
        amountCents: due,
        currency: submission.currency,
        description: `${form.title}: ${submission.participantName}`.slice(0, 200),
        purpose: 'form',
        referenceId: submission.id,
        successUrl: `${back}?payment=success`,
        cancelUrl: back,
      },
    );
    return { url };
  });
}
