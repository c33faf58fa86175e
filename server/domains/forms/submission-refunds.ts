import type { WithStripe } from '../../deps.ts';
import { AppError } from '../../errors/app-error.ts';
import { FORM_MESSAGES } from '../../../shared/forms/messages.ts';
import { refundPayment } from '../billing/charges.ts';
import { releaseRegistration } from '../seasons/registrations.ts';
import { requireFormManager } from './form-access.ts';
import { lockSubmission, paymentsOf } from './submission-ledger.ts';

/**
 * Refunds every card payment of a registration in full (the existing refund flow, which mails the
 * player), cancels its place in the season (the waitlist moves up) and withdraws unpaid plan
 * invoices. Offline payments are settled by the organiser in person.
 */
export async function refundSubmission(
  deps: WithStripe<'db' | 'jobs' | 'env'>,
  userId: string,
  input: { formId: string; submissionId: string; reason: string },
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await requireFormManager(trx, input.formId, userId);
    const submission = await lockSubmission(trx, input.submissionId);
    if (!submission || submission.formId !== input.formId) throw new AppError('NOT_FOUND', FORM_MESSAGES.notFound);
    const payments = await paymentsOf(trx, submission.id).select('id').where('status', 'in', ['paid', 'partially_refunded']).execute();
    if (payments.length === 0) throw new AppError('CONFLICT', FORM_MESSAGES.notRefundable);
    for (const payment of payments) await refundPayment({ ...deps, db: trx }, { paymentId: payment.id, reason: input.reason || undefined });
    await trx.deleteFrom('invoices').where('formSubmissionId', '=', submission.id).where('status', '=', 'open').execute();
    if (submission.seasonRegistrationId) {
      const registration = await trx.selectFrom('seasonRegistrations').select('seasonId').where('id', '=', submission.seasonRegistrationId).executeTakeFirst();
      if (registration) {
        await trx.selectFrom('seasons').select('id').where('id', '=', registration.seasonId).forUpdate().execute();
        await releaseRegistration(trx, submission.seasonRegistrationId);
      }
    }
    await trx.updateTable('formSubmissions').set({ status: 'refunded', updatedAt: new Date() }).where('id', '=', submission.id).execute();
  });
}
