import { onInvoicePaid } from '../billing/invoices.ts';
import type { PaymentHandler, PaymentPurpose } from '../billing/payment-purpose.ts';
import { onSpotCheckoutExpired, onSpotPaid } from '../events/event-payments.ts';
import { onBalanceInvoicePaid, onFormPaid } from '../forms/payments-received.ts';

/**
 * Purpose -> what happens when its Checkout is paid, and when it expires unpaid. Each handler runs
 * exactly once per payment (settleCheckoutPayment's pending-to-paid update is the guard), so it
 * may write rows and queue mail without checking for duplicates. A new purpose is a new key of
 * PaymentPurpose, and the compiler asks for its row here. This table is how money reaches the
 * domains it pays for: billing, below them, imports none of them.
 */
export const PAYMENT_PURPOSES: { readonly [P in PaymentPurpose]: { paid: PaymentHandler; expired: PaymentHandler | null } } = {
  // A held spot (event_joiners.id): going, or a late payment kept on the waitlist; an expired
  // Checkout passes the held spot to the next in line.
  event: { paid: onSpotPaid, expired: onSpotCheckoutExpired },
  // An invoice (invoices.id): marked paid and its organizer told. Expiry changes nothing: the
  // invoice stays open and payInvoice opens a new Checkout.
  invoice: {
    paid: async (deps, payment) => {
      const invoice = await onInvoicePaid(deps, payment);
      // A registration's plan installment: its balance goes down with it.
      if (invoice?.formSubmissionId) await onBalanceInvoicePaid(deps, invoice.formSubmissionId, invoice.totalCents);
    },
    expired: null,
  },
  // A registration form's submission (form_submissions.id): what was due now (or the full amount)
  // is paid, so the registration completes; once complete, the rest of its plan is paid and its
  // open invoices settled. Expiry changes nothing: form/payment or pay-balance opens a new Checkout.
  form: { paid: onFormPaid, expired: null },
};

export const isPaymentPurpose = (purpose: string): purpose is PaymentPurpose => Object.hasOwn(PAYMENT_PURPOSES, purpose);
