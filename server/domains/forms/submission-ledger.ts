import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { formatCents } from '../../../shared/billing/billing.ts';
import type { PriceQuote } from '../../../shared/forms/pricing.ts';
import type { SubmissionStatus } from '../../../shared/forms/schemas.ts';
import { balancePath, submissionPath } from '../../../shared/forms/paths.ts';
import { statusOf } from '../seasons/submission-status.ts';
import { completeFormRegistration } from './form-registration.ts';

/*
 * Money for a registration, in the order it moves: the submission keeps its quote (what is due
 * now, and the plan's installments); the player pays what is due now through Checkout
 * (form/payment/{id}/{submissionId}); that payment, or an organiser's offline record, completes
 * the registration and turns the rest of a plan into invoices, which the player pays at
 * pay-balance/{id}/{submissionId} after reminder mails, one part at a time or the rest at once.
 * Under a plan the player may also pay the full amount instead of the deposit; the plan then leaves
 * no invoice. Every Checkout returns to the registration (form/{id}/{submissionId}), which waits
 * until the payment is counted. Every amount is counted once, in paidCents.
 *
 * This file keeps the books every step shares: a submission's money, locked while it changes, and
 * what money in does to it. The steps have a file each: form-checkout.ts, payments-received.ts
 * (what the payment purposes call), offline-payments.ts, submission-refunds.ts,
 * balance-reminders.ts, and submission-money.ts (what the payment pages show).
 */

export { balancePath, paymentPath } from '../../../shared/forms/paths.ts';

export interface SubmissionMoney {
  id: string;
  formId: string;
  userId: string;
  familyMemberId: string | null;
  participantName: string;
  status: string;
  totalCents: number;
  paidCents: number;
  dueNowCents: number;
  currency: string;
  quote: unknown;
  completedAt: Date | null;
  seasonRegistrationId: string | null;
}

/** A submission's card payments: its Checkouts, and those of its plan's invoices. */
export function paymentsOf(db: Database, submissionId: string) {
  // payments.reference_id is text: it names rows of several tables.
  const invoiceIds = db
    .selectFrom('invoices')
    .select(sql<string>`id::text`.as('id'))
    .where('formSubmissionId', '=', submissionId);
  return db
    .selectFrom('payments')
    .where((eb) =>
      eb.or([
        eb.and([eb('purpose', '=', 'form'), eb('referenceId', '=', submissionId)]),
        eb.and([eb('purpose', '=', 'invoice'), eb('referenceId', 'in', invoiceIds)]),
      ]),
    );
}

export async function lockSubmission(trx: Database, submissionId: string): Promise<SubmissionMoney | undefined> {
  return trx
    .selectFrom('formSubmissions')
    .select([
      'id',
      'formId',
      'userId',
      'familyMemberId',
      'participantName',
      'status',
      'totalCents',
      'paidCents',
      'dueNowCents',
      'currency',
      'quote',
      'completedAt',
      'seasonRegistrationId',
    ])
    .where('id', '=', submissionId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * A submission whose answers are in and nothing (more) is due now: it takes its place in the
 * season, and whatever a plan leaves becomes invoices, one per due date, to pay at pay-balance.
 */
export async function completeSubmission(deps: Deps<'db' | 'jobs' | 'env'>, submission: SubmissionMoney): Promise<SubmissionStatus> {
  const { db: trx } = deps;
  const placed = await completeFormRegistration(trx, submission);
  const form = await trx.selectFrom('forms').select(['ownerId', 'title']).where('id', '=', submission.formId).executeTakeFirstOrThrow();

  // The plan's installments, the earliest first lowered by whatever was already paid beyond the deposit.
  const installments = [...((submission.quote as PriceQuote | null)?.installments ?? [])];
  let ahead = Math.max(0, submission.paidCents - submission.dueNowCents);
  for (const installment of installments) {
    const taken = Math.min(ahead, installment.amountCents);
    installment.amountCents -= taken;
    ahead -= taken;
  }
  const open = installments.filter((installment) => installment.amountCents > 0);
  for (const [index, installment] of open.entries()) {
    const description = `${form.title}: ${submission.participantName}, balance ${index + 1} of ${open.length}`;
    await trx
      .insertInto('invoices')
      .values({
        organizerId: form.ownerId,
        playerId: submission.userId,
        lineItems: JSON.stringify([{ description: description.slice(0, 200), amountCents: installment.amountCents, quantity: 1 }]),
        totalCents: installment.amountCents,
        currency: submission.currency,
        dueDate: installment.dueOn,
        note: 'Payment plan installment',
        formSubmissionId: submission.id,
      })
      .execute();
  }
  const status = statusOf({ totalCents: submission.totalCents, paidCents: submission.paidCents, completed: true, waitlisted: placed?.status === 'waitlisted' });
  await trx.updateTable('formSubmissions').set({ status, completedAt: new Date(), updatedAt: new Date() }).where('id', '=', submission.id).execute();

  const payer = await trx.selectFrom('users').select('email').where('id', '=', submission.userId).executeTakeFirstOrThrow();
  const next = open[0];
  await queueMail(deps, {
    to: payer.email,
    template: 'form-registration-confirmed',
    data: {
      formTitle: form.title,
      participantName: submission.participantName,
      waitlisted: status === 'waitlisted',
      paid: submission.totalCents > 0 ? formatCents(submission.paidCents, submission.currency) : null,
      balance: next
        ? `${formatCents(submission.totalCents - submission.paidCents, submission.currency)}, next ${formatCents(next.amountCents, submission.currency)} due ${next.dueOn}`
        : null,
      actionUrl: `${deps.env.APP_ORIGIN}${next ? balancePath(submission.formId, submission.id) : submissionPath(submission.formId, submission.id)}`,
    },
  });
  return status;
}

/**
 * Money beyond what was due now, paid after the registration completed (an offline record, or
 * the rest of a plan through Checkout), settles the plan's open invoices, earliest first; a partly
 * covered one is lowered. So nothing paid is asked for again, and balance reminders (which only
 * mail open invoices) stop once the balance is paid. Runs in the caller's transaction.
 */
export async function settleOpenInvoices(trx: Database, submissionId: string, amountCents: number, settledBy: { paymentId: string | null; note: string }) {
  let left = amountCents;
  const open = await trx
    .selectFrom('invoices')
    .select(['id', 'totalCents', 'lineItems'])
    .where('formSubmissionId', '=', submissionId)
    .where('status', '=', 'open')
    .orderBy('dueDate')
    .forUpdate()
    .execute();
  for (const invoice of open) {
    if (left <= 0) break;
    if (left >= invoice.totalCents) {
      await trx
        .updateTable('invoices')
        .set({ status: 'paid', paidAt: new Date(), paymentId: settledBy.paymentId, note: settledBy.note })
        .where('id', '=', invoice.id)
        .execute();
      left -= invoice.totalCents;
    } else {
      const lowered = invoice.totalCents - left;
      const [item] = invoice.lineItems as { description: string }[];
      await trx
        .updateTable('invoices')
        .set({ totalCents: lowered, lineItems: JSON.stringify([{ description: item?.description ?? 'Balance', amountCents: lowered, quantity: 1 }]) })
        .where('id', '=', invoice.id)
        .execute();
      left = 0;
    }
  }
}

/** Counts money in (a card payment or an offline record) and completes the registration once what is due now is covered. */
export async function applyPayment(deps: Deps<'db' | 'jobs' | 'env'>, submission: SubmissionMoney, amountCents: number): Promise<void> {
  const paidCents = submission.paidCents + amountCents;
  await deps.db.updateTable('formSubmissions').set({ paidCents, updatedAt: new Date() }).where('id', '=', submission.id).execute();
  const updated = { ...submission, paidCents };
  if (!submission.completedAt) {
    if (paidCents >= submission.dueNowCents) await completeSubmission(deps, updated);
    return;
  }
  if (submission.status === 'refunded' || submission.status === 'cancelled') return;
  const registration = submission.seasonRegistrationId
    ? await deps.db.selectFrom('seasonRegistrations').select('status').where('id', '=', submission.seasonRegistrationId).executeTakeFirst()
    : undefined;
  const status = statusOf({ totalCents: submission.totalCents, paidCents, completed: true, waitlisted: registration?.status === 'waitlisted' });
  await deps.db.updateTable('formSubmissions').set({ status }).where('id', '=', submission.id).execute();
}
