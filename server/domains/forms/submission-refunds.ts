import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { WithStripe } from '../../deps.ts';
import { AppError } from '../../errors/app-error.ts';
import { FORM_MESSAGES } from '../../../shared/forms/messages.ts';
import { refundPayment } from '../billing/charges.ts';
import { releaseRegistration } from '../seasons/registrations.ts';
import { requireFormManager } from './form-access.ts';
import { lockSubmission, paymentsOf, type SubmissionMoney } from './submission-ledger.ts';

type RefundDeps = WithStripe<'db' | 'jobs' | 'env'>;

/** The submission, locked, if it is one of the form's and the caller manages the form. */
async function managedSubmission(trx: Database, userId: string, input: { formId: string; submissionId: string }): Promise<SubmissionMoney> {
  await requireFormManager(trx, input.formId, userId);
  const submission = await lockSubmission(trx, input.submissionId);
  if (!submission || submission.formId !== input.formId) throw new AppError('NOT_FOUND', FORM_MESSAGES.notFound);
  return submission;
}

/** Card payments with money left to refund, the newest first (a partial refund gives back the latest payment first). */
function refundablePayments(trx: Database, submissionId: string) {
  return paymentsOf(trx, submissionId)
    .select(['id', sql<number>`amount_cents - amount_refunded_cents`.as('left')])
    .where('status', 'in', ['paid', 'partially_refunded'])
    .orderBy('paidAt', 'desc')
    .forUpdate()
    .execute();
}

/**
 * The submission's refunded total, counted again from its card payments rather than added to, so a
 * refund replayed (Stripe's idempotency key returns the same refund) is never counted twice.
 */
async function recountRefunded(trx: Database, submissionId: string): Promise<void> {
  const { refunded } = await paymentsOf(trx, submissionId)
    .select(sql<number>`coalesce(sum(amount_refunded_cents), 0)::int`.as('refunded'))
    .executeTakeFirstOrThrow();
  await trx.updateTable('formSubmissions').set({ refundedCents: refunded, updatedAt: new Date() }).where('id', '=', submissionId).execute();
}

/**
 * Refunds every card payment of a registration in full (the existing refund flow, which mails the
 * player), cancels its place in the season (the waitlist moves up) and cancels unpaid plan
 * invoices: kept, marked cancelled, so the record shows what was withdrawn and reminders (which
 * only mail open invoices of live registrations) stop. Offline payments are settled by the
 * organiser in person.
 */
export async function refundSubmission(deps: RefundDeps, userId: string, input: { formId: string; submissionId: string; reason: string }): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const submission = await managedSubmission(trx, userId, input);
    const payments = await refundablePayments(trx, submission.id);
    if (payments.length === 0) throw new AppError('CONFLICT', FORM_MESSAGES.notRefundable);
    for (const payment of payments) await refundPayment({ ...deps, db: trx }, { paymentId: payment.id, reason: input.reason || undefined });
    await recountRefunded(trx, submission.id);
    await trx.updateTable('invoices').set({ status: 'cancelled' }).where('formSubmissionId', '=', submission.id).where('status', '=', 'open').execute();
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

/**
 * Refunds part of what was paid by card, with a reason the player is sent, and keeps the
 * registration: its place, its status and the plan's unpaid installments stay as they were (the
 * balance still owed does not change; what was given back shows as refunded). The amount is spread
 * over the card payments, the newest first; each Stripe refund carries an idempotency key made of
 * the payment and what it had refunded before, so a retried request cannot refund twice.
 */
export async function refundSubmissionPart(
  deps: RefundDeps,
  userId: string,
  input: { formId: string; submissionId: string; amountCents: number; reason: string },
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const submission = await managedSubmission(trx, userId, input);
    if (submission.status === 'refunded' || submission.status === 'cancelled') throw new AppError('CONFLICT', FORM_MESSAGES.refundNotLive);
    const payments = await refundablePayments(trx, submission.id);
    const refundable = payments.reduce((sum, payment) => sum + Number(payment.left), 0);
    if (refundable === 0) throw new AppError('CONFLICT', FORM_MESSAGES.notRefundable);
    if (input.amountCents > refundable) throw new AppError('BAD_REQUEST', FORM_MESSAGES.refundTooLarge);
    let left = input.amountCents;
    for (const payment of payments) {
      if (left <= 0) break;
      const amountCents = Math.min(left, Number(payment.left));
      if (amountCents <= 0) continue;
      await refundPayment({ ...deps, db: trx }, { paymentId: payment.id, amountCents, reason: input.reason });
      left -= amountCents;
    }
    await recountRefunded(trx, submission.id);
  });
}
