import type { Deps } from '../../deps.ts';

/*
 * What billing knows of what a payment buys: a purpose key and the shape of its handlers. The
 * table of handlers (PAYMENT_PURPOSES, domains/payments/purposes.ts) sits above billing and the
 * domains it pays for, so billing imports none of them.
 */

/** What each kind of payment is for; payments.purpose holds the key. */
export type PaymentPurpose = 'event' | 'invoice' | 'form';

/** A payment whose state just changed, as its purpose handler sees it. */
export interface SettledPayment {
  id: string;
  payerId: string;
  purpose: PaymentPurpose;
  referenceId: string;
  amountCents: number;
}

/**
 * What a purpose handler borrows. `db` is the webhook's transaction: the handler's writes and
 * queued mail commit with the payment's own state change, or not at all.
 */
export type PaymentHandlerDeps = Deps<'db' | 'jobs' | 'env'>;

export type PaymentHandler = (deps: PaymentHandlerDeps, payment: SettledPayment) => Promise<void>;
