import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { FORM_MESSAGES } from '../../../shared/forms/messages.ts';
import type { PriceQuote } from '../../../shared/forms/pricing.ts';
import type { SubmissionStatus } from '../../../shared/forms/schemas.ts';
import { requireSubmitterOrManager } from './form-access.ts';
import { paymentsOf } from './submission-ledger.ts';

/**
 * What form/payment and pay-balance show: the quote, what is paid and still due, the plan's
 * invoices and every payment so far. For the submitter, and the form's managers.
 */
export async function submissionMoney(db: Database, userId: string, formId: string, submissionId: string) {
  const submission = await db
    .selectFrom('formSubmissions as s')
    .innerJoin('forms as f', 'f.id', 's.formId')
    .select([
      's.id',
      's.userId',
      's.participantName',
      's.status',
      's.totalCents',
      's.paidCents',
      's.refundedCents',
      's.dueNowCents',
      's.currency',
      's.quote',
      's.completedAt',
      'f.title',
    ])
    .where('s.id', '=', submissionId)
    .where('s.formId', '=', formId)
    .executeTakeFirst();
  if (!submission) throw new AppError('NOT_FOUND', FORM_MESSAGES.notFound);
  const viewerManages = await requireSubmitterOrManager(db, formId, userId, submission.userId);
  const invoices = await db
    .selectFrom('invoices')
    .select(['id', 'totalCents', 'dueDate', 'status', 'paidAt'])
    .where('formSubmissionId', '=', submissionId)
    .orderBy('dueDate')
    .execute();
  const card = await paymentsOf(db, submissionId)
    .select(['id', 'amountCents', 'amountRefundedCents', 'status', 'paidAt', 'description'])
    .where('status', 'in', ['paid', 'partially_refunded', 'refunded'])
    .execute();
  // Each refund with its reason: a partial refund keeps the registration, and the record says why money went back.
  const refunds =
    card.length === 0
      ? []
      : await db
          .selectFrom('paymentRefunds')
          .select(['id', 'amountCents', 'reason', 'createdAt as at'])
          .where(
            'paymentId',
            'in',
            card.map((payment) => payment.id),
          )
          .orderBy('createdAt')
          .execute();
  const offline = await db
    .selectFrom('formOfflinePayments')
    .select(['id', 'amountCents', 'note', 'createdAt'])
    .where('submissionId', '=', submissionId)
    .execute();
  const history = [
    ...card.map((payment) => ({
      id: payment.id,
      kind: 'card' as const,
      amountCents: payment.amountCents,
      refundedCents: payment.amountRefundedCents,
      at: payment.paidAt ?? new Date(0),
      note: payment.description,
    })),
    ...offline.map((payment) => ({
      id: payment.id,
      kind: 'offline' as const,
      amountCents: payment.amountCents,
      refundedCents: 0,
      at: payment.createdAt,
      note: payment.note,
    })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  const live = submission.status !== 'refunded' && submission.status !== 'cancelled';
  return {
    formTitle: submission.title,
    participantName: submission.participantName,
    status: submission.status as SubmissionStatus,
    currency: submission.currency,
    quote: (submission.quote as PriceQuote | null) ?? null,
    totalCents: submission.totalCents,
    paidCents: submission.paidCents,
    refundedCents: submission.refundedCents,
    dueNowCents: live ? Math.max(0, submission.completedAt ? 0 : submission.dueNowCents - submission.paidCents) : 0,
    // A refunded or cancelled registration owes nothing: its unpaid installments are cancelled, not due.
    balanceCents: live ? Math.max(0, submission.totalCents - submission.paidCents) : 0,
    invoices: invoices.map((invoice) => ({ ...invoice, dueDate: String(invoice.dueDate).slice(0, 10) })),
    history,
    refunds,
    viewerManages,
  };
}

/** Payment states that mean the money is in the ledger (a refund later does not undo that it arrived). */
const IN_LEDGER = ['paid', 'partially_refunded', 'refunded'];

/**
 * Where a Checkout the registrant came back from stands: `confirming` until the webhook's
 * processing has counted it (the purpose handler runs in the same transaction as the payment's
 * pending-to-paid change, so `confirmed` means the balance shown includes it), `closed` when it was
 * expired unpaid. Only the payer's own Checkout of this submission is answered; anything else reads
 * as not found.
 */
export async function formCheckoutState(
  db: Database,
  userId: string,
  input: { formId: string; submissionId: string; sessionId: string },
): Promise<{ state: 'confirming' | 'confirmed' | 'closed'; amountCents: number; currency: string }> {
  const submission = await db
    .selectFrom('formSubmissions')
    .select('id')
    .where('id', '=', input.submissionId)
    .where('formId', '=', input.formId)
    .executeTakeFirst();
  const payment = submission
    ? await paymentsOf(db, submission.id)
        .select(['status', 'amountCents', 'currency'])
        .where('checkoutSessionId', '=', input.sessionId)
        .where('payerId', '=', userId)
        .executeTakeFirst()
    : undefined;
  if (!payment) throw new AppError('NOT_FOUND', FORM_MESSAGES.paymentNotFound);
  const state = IN_LEDGER.includes(payment.status) ? 'confirmed' : payment.status === 'expired' ? 'closed' : 'confirming';
  return { state, amountCents: payment.amountCents, currency: payment.currency };
}
