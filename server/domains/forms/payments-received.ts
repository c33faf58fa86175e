import type { Deps } from '../../deps.ts';
import type { PaymentHandler } from '../billing/payment-purpose.ts';
import { applyPayment, lockSubmission, settleOpenInvoices } from './submission-ledger.ts';

/**
 * A registration's Checkout was paid (PAYMENT_PURPOSES.form, run once per payment, so a replayed
 * webhook counts nothing twice): what was due now, the full amount instead of a deposit, or, once
 * the registration is complete, the rest of its plan, whose open invoices it settles.
 */
export const onFormPaid: PaymentHandler = async (deps, payment) => {
  const submission = await lockSubmission(deps.db, payment.referenceId);
  if (!submission) return;
  if (submission.completedAt && !['refunded', 'cancelled'].includes(submission.status)) {
    await settleOpenInvoices(deps.db, submission.id, payment.amountCents, { paymentId: payment.id, note: 'Paid with the rest of the balance' });
  }
  await applyPayment(deps, submission, payment.amountCents);
};

/** A plan's invoice was paid: the submission's balance goes down by it. Runs in the invoice's payment transaction. */
export async function onBalanceInvoicePaid(deps: Deps<'db' | 'jobs' | 'env'>, submissionId: string, amountCents: number): Promise<void> {
  const submission = await lockSubmission(deps.db, submissionId);
  if (submission) await applyPayment(deps, submission, amountCents);
}
