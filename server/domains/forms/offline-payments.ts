import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors/app-error.ts';
import { FORM_MESSAGES } from '../../../shared/forms/messages.ts';
import { requireFormManager } from './form-access.ts';
import { applyPayment, lockSubmission, settleOpenInvoices } from './submission-ledger.ts';

/**
 * An organiser records cash or a cheque. Open plan invoices are settled by it, earliest first (a
 * partly covered one is lowered), so the player is not asked twice for the same money.
 */
export async function recordOfflinePayment(
  deps: Deps<'db' | 'jobs' | 'env'>,
  userId: string,
  input: { formId: string; submissionId: string; amountCents: number; note: string },
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await requireFormManager(trx, input.formId, userId);
    const submission = await lockSubmission(trx, input.submissionId);
    if (!submission || submission.formId !== input.formId) throw new AppError('NOT_FOUND', FORM_MESSAGES.notFound);
    if (['refunded', 'cancelled'].includes(submission.status)) throw new AppError('CONFLICT', FORM_MESSAGES.notPayable);
    if (input.amountCents > submission.totalCents - submission.paidCents) throw new AppError('BAD_REQUEST', FORM_MESSAGES.offlineTooLarge);
    await trx
      .insertInto('formOfflinePayments')
      .values({ submissionId: submission.id, amountCents: input.amountCents, note: input.note, recordedBy: userId })
      .execute();
    await settleOpenInvoices(trx, submission.id, input.amountCents, { paymentId: null, note: 'Paid offline' });
    await applyPayment({ ...deps, db: trx }, submission, input.amountCents);
  });
}
