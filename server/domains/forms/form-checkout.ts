import type { WithStripe } from '../../deps.ts';
import { AppError } from '../../errors/app-error.ts';
import { FORM_MESSAGES } from '../../../shared/forms/messages.ts';
import type { FormPayAmount } from '../../../shared/forms/schemas.ts';
import { paidReturnPath } from '../../../shared/forms/paths.ts';
import { createChargeCheckout } from '../billing/charges.ts';
import { lockSubmission, paymentPath, balancePath, paymentsOf, type SubmissionMoney } from './submission-ledger.ts';

/**
 * What a Checkout on the submission takes, from its ledger alone: what is due now (the deposit under
 * a plan, before the registration completes), or the rest (everything still owed: the full amount
 * instead of the deposit, or a plan's open parts at once). Zero when that choice has nothing to pay.
 */
function amountToPay(submission: SubmissionMoney, amount: FormPayAmount): number {
  if (['refunded', 'cancelled'].includes(submission.status)) return 0;
  if (amount === 'rest') return Math.max(0, submission.totalCents - submission.paidCents);
  if (submission.completedAt || submission.status !== 'pending-payment') return 0;
  return Math.max(0, submission.dueNowCents - submission.paidCents);
}

/**
 * Checkout on the player's own submission: what is due now (form/payment/{id}/{submissionId}), or
 * the rest (the full amount there, or the plan's remaining parts at pay-balance). Stripe returns
 * the player to the registration itself, which waits until the ledger has the payment.
 */
export async function startFormCheckout(
  deps: WithStripe<'db' | 'env'>,
  userId: string,
  input: { formId: string; submissionId: string; amount: FormPayAmount },
): Promise<{ url: string }> {
  const origin = deps.env.APP_ORIGIN;
  const { formId } = input;
  return deps.db.transaction().execute(async (trx) => {
    const submission = await lockSubmission(trx, input.submissionId);
    if (!submission || submission.formId !== formId || submission.userId !== userId) throw new AppError('NOT_FOUND', FORM_MESSAGES.notFound);
    const due = amountToPay(submission, input.amount);
    if (due <= 0) throw new AppError('CONFLICT', FORM_MESSAGES.notPayable);
    // A Checkout opened earlier (another tab, or one plan part's) is closed first, so no money is paid twice.
    const earlier = await paymentsOf(trx, submission.id).select(['id', 'checkoutSessionId']).where('status', '=', 'pending').execute();
    for (const payment of earlier) {
      if (payment.checkoutSessionId) await deps.stripe.checkout.sessions.expire(payment.checkoutSessionId).catch(() => undefined);
      await trx.updateTable('payments').set({ status: 'expired', updatedAt: new Date() }).where('id', '=', payment.id).execute();
    }
    const form = await trx.selectFrom('forms').select(['ownerId', 'title']).where('id', '=', formId).executeTakeFirstOrThrow();
    const what = submission.completedAt ? ', the rest of the balance' : '';
    const { url } = await createChargeCheckout(
      { ...deps, db: trx },
      {
        payerId: userId,
        organizerId: form.ownerId,
        amountCents: due,
        currency: submission.currency,
        description: `${form.title}: ${submission.participantName}${what}`.slice(0, 200),
        purpose: 'form',
        referenceId: submission.id,
        successUrl: `${origin}${paidReturnPath(formId, submission.id)}`,
        cancelUrl: `${origin}${submission.completedAt ? balancePath(formId, submission.id) : paymentPath(formId, submission.id)}`,
      },
    );
    return { url };
  });
}
