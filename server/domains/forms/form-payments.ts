import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Deps, WithStripe } from '../../deps.ts';
import { AppError } from '../../errors/app-error.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { createChargeCheckout, refundPayment } from '../billing/charges.ts';
import type { PaymentHandler } from '../billing/webhooks.ts';
import { releaseRegistration } from '../seasons/registrations.ts';
import { chargeReadiness } from '../events/charge-readiness.ts';
import { FORM_MESSAGES } from '../../../shared/messages.ts';
import { formatCents } from '../../../shared/billing.ts';
import type { PriceQuote } from '../../../shared/forms/pricing.ts';
import type { SubmissionStatus } from '../../../shared/schemas/forms.ts';
import { requireFormManager, requireSubmitterOrManager } from './form-access.ts';
import { completeFormRegistration } from './form-registration.ts';

/*
 * Money for a registration, in the order it moves: the submission keeps its quote (what is due
 * now, and the plan's installments); the player pays what is due now through Checkout
 * (form/payment/{id}/{submissionId}); that payment, or an organiser's offline record, completes
 * the registration and turns the rest of a plan into invoices, which the player pays at
 * pay-balance/{id}/{submissionId} after reminder mails. Every amount is counted once, in paidCents.
 */

export const paymentPath = (formId: string, submissionId: string) => `/form/payment/${formId}/${submissionId}`;
export const balancePath = (formId: string, submissionId: string) => `/pay-balance/${formId}/${submissionId}`;

/** Whether the form's owner can take fees, in the builder's words. */
export async function formChargeReadiness(
  deps: Deps<'db' | 'stripe'>,
  ownerId: string,
): Promise<{ ready: boolean; reason: string | null; needsLink: boolean }> {
  const readiness = await chargeReadiness(deps, ownerId);
  if (readiness.ready) return readiness;
  return { ready: false, reason: readiness.needsLink ? FORM_MESSAGES.linkStripeToCharge : FORM_MESSAGES.paymentsUnavailable, needsLink: readiness.needsLink };
}

interface SubmissionMoney {
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
function paymentsOf(db: Database, submissionId: string) {
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

async function lockSubmission(trx: Database, submissionId: string): Promise<SubmissionMoney | undefined> {
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

/** What a submission's status is once its money and place are known. */
function statusOf(submission: { totalCents: number; paidCents: number; completed: boolean; waitlisted: boolean }): SubmissionStatus {
  if (!submission.completed) return 'pending-payment';
  if (submission.waitlisted) return 'waitlisted';
  if (submission.totalCents === 0) return 'submitted';
  return submission.paidCents >= submission.totalCents ? 'paid' : 'balance-due';
}

/** SQL twin of statusOf for a registration that has just left the waitlist. */
export const promotedStatus = sql<string>`case when total_cents = 0 then 'submitted' when paid_cents >= total_cents then 'paid' else 'balance-due' end`;

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
      actionUrl: `${deps.env.APP_ORIGIN}${next ? balancePath(submission.formId, submission.id) : `/form/${submission.formId}/${submission.id}`}`,
    },
  });
  return status;
}

/** Counts money in (a card payment or an offline record) and completes the registration once what is due now is covered. */
async function applyPayment(deps: Deps<'db' | 'jobs' | 'env'>, submission: SubmissionMoney, amountCents: number): Promise<void> {
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

/** A registration's Checkout was paid (PAYMENT_PURPOSES.form, run once per payment). */
export const onFormPaid: PaymentHandler = async (deps, payment) => {
  const submission = await lockSubmission(deps.db, payment.referenceId);
  if (submission) await applyPayment(deps, submission, payment.amountCents);
};

/** A plan's invoice was paid: the submission's balance goes down by it. Runs in the invoice's payment transaction. */
export async function onBalanceInvoicePaid(deps: Deps<'db' | 'jobs' | 'env'>, submissionId: string, amountCents: number): Promise<void> {
  const submission = await lockSubmission(deps.db, submissionId);
  if (submission) await applyPayment(deps, submission, amountCents);
}

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
    let left = input.amountCents;
    const open = await trx
      .selectFrom('invoices')
      .select(['id', 'totalCents', 'lineItems'])
      .where('formSubmissionId', '=', submission.id)
      .where('status', '=', 'open')
      .orderBy('dueDate')
      .forUpdate()
      .execute();
    for (const invoice of open) {
      if (left <= 0) break;
      if (left >= invoice.totalCents) {
        await trx.updateTable('invoices').set({ status: 'paid', paidAt: new Date(), note: 'Paid offline' }).where('id', '=', invoice.id).execute();
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
    await applyPayment({ ...deps, db: trx }, submission, input.amountCents);
  });
}

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
  return {
    formTitle: submission.title,
    participantName: submission.participantName,
    status: submission.status as SubmissionStatus,
    currency: submission.currency,
    quote: (submission.quote as PriceQuote | null) ?? null,
    totalCents: submission.totalCents,
    paidCents: submission.paidCents,
    dueNowCents: Math.max(0, submission.completedAt ? 0 : submission.dueNowCents - submission.paidCents),
    balanceCents: Math.max(0, submission.totalCents - submission.paidCents),
    invoices: invoices.map((invoice) => ({ ...invoice, dueDate: String(invoice.dueDate).slice(0, 10) })),
    history,
    viewerManages,
  };
}

/** Days before a plan installment's due date that its reminder goes out. */
export const BALANCE_REMINDER_DAYS = 3;

/**
 * The daily reminder of plan installments due within BALANCE_REMINDER_DAYS (or overdue): one mail
 * per invoice, marked in the same transaction as its mail is queued, so a rerun sends nothing twice.
 */
export async function sendBalanceReminders(deps: Deps<'db' | 'jobs' | 'env'>, now: Date = new Date()): Promise<number> {
  const horizon = new Date(now.getTime() + BALANCE_REMINDER_DAYS * 86_400_000).toISOString().slice(0, 10);
  return deps.db.transaction().execute(async (trx) => {
    const due = await trx
      .updateTable('invoices as i')
      .set({ remindedAt: now })
      .from('formSubmissions as s')
      .whereRef('s.id', '=', 'i.formSubmissionId')
      .where('i.status', '=', 'open')
      .where('i.remindedAt', 'is', null)
      .where('i.dueDate', '<=', horizon)
      .returning(['i.id', 'i.totalCents', 'i.currency', 'i.dueDate', 'i.playerId', 's.formId', 's.id as submissionId', 's.participantName'])
      .execute();
    for (const invoice of due) {
      const [player, form] = await Promise.all([
        trx.selectFrom('users').select('email').where('id', '=', invoice.playerId).executeTakeFirstOrThrow(),
        trx.selectFrom('forms').select('title').where('id', '=', invoice.formId).executeTakeFirstOrThrow(),
      ]);
      await queueMail(
        { ...deps, db: trx },
        {
          to: player.email,
          template: 'form-balance-reminder',
          data: {
            formTitle: form.title,
            participantName: invoice.participantName,
            amount: formatCents(invoice.totalCents, invoice.currency),
            dueDate: String(invoice.dueDate).slice(0, 10),
            actionUrl: `${deps.env.APP_ORIGIN}${balancePath(invoice.formId, invoice.submissionId)}`,
          },
        },
      );
    }
    return due.length;
  });
}
