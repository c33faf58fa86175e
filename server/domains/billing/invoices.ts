import type { Deps } from '../../deps.ts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Stripe } from '../../integrations/stripe.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { AppError } from '../../errors/app-error.ts';
import { BILLING_MESSAGES } from '../../../shared/billing/messages.ts';
import { MESSAGES } from '../../../shared/common/spec-messages.ts';
import { formatCents, type InvoiceStatus } from '../../../shared/billing/billing.ts';
import type { CreateInvoiceInput, InvoiceLineItem } from '../../../shared/billing/schemas.ts';
import { BILLING_RATE_LIMITS } from '../../../shared/limits/rate-limits.ts';
import { balancePath, paidReturnPath } from '../../../shared/forms/paths.ts';
import { createChargeCheckout } from './charges.ts';
import { isInvoiceablePlayer } from './invoice-recipients.ts';
import { displayNameOf } from './names.ts';
import type { PaymentHandlerDeps, SettledPayment } from './payment-purpose.ts';

export const invoiceUrl = (origin: string, invoiceId: string) => `${origin}/invoices?invoice=${invoiceId}`;

const totalOf = (items: InvoiceLineItem[]) => items.reduce((sum, item) => sum + item.amountCents * item.quantity, 0);

/** An organizer is a user whose linked Stripe account accepts charges (spec section 6). */
export async function requireOrganizer(db: Kysely<DB>, userId: string): Promise<void> {
  const user = await db.selectFrom('users').select(['stripeId', 'stripeChargesEnabled']).where('id', '=', userId).executeTakeFirst();
  if (!user?.stripeId || !user.stripeChargesEnabled) throw new AppError('FORBIDDEN', BILLING_MESSAGES.notOrganizer);
}

/**
 * Creates the invoice and e-mails the player a link to pay it, in one transaction. Only a player
 * related to the organiser may be invoiced (invoice-recipients.ts), and an organiser sends a
 * limited number per hour. Attempts are counted before the relation check, so probing for
 * players spends the same budget; a player id that does not exist gets the same refusal as a
 * stranger, so the answer does not tell which ids are users.
 */
export async function createInvoice(
  deps: Deps<'db' | 'jobs' | 'env' | 'rateLimiter'>,
  organizerId: string,
  input: CreateInvoiceInput,
): Promise<{ invoiceId: string }> {
  const { db, env, rateLimiter } = deps;
  await requireOrganizer(db, organizerId);
  if (input.playerId === organizerId) throw new AppError('BAD_REQUEST', BILLING_MESSAGES.notYourself);
  await rateLimiter.enforce([{ key: `invoice-create:${organizerId}`, limit: BILLING_RATE_LIMITS.invoiceCreatePerOrganizer }]);
  const origin = env.APP_ORIGIN;
  return db.transaction().execute(async (trx) => {
    if (!(await isInvoiceablePlayer(trx, organizerId, input.playerId))) throw new AppError('FORBIDDEN', BILLING_MESSAGES.invoiceNotRelated);
    const player = await trx.selectFrom('users').select('email').where('id', '=', input.playerId).executeTakeFirst();
    if (!player) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
    const total = totalOf(input.lineItems);
    const invoice = await trx
      .insertInto('invoices')
      .values({
        organizerId,
        playerId: input.playerId,
        lineItems: JSON.stringify(input.lineItems),
        totalCents: total,
        dueDate: input.dueDate,
        note: input.note || null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await queueMail(
      { ...deps, db: trx },
      {
        to: player.email,
        template: 'invoice-created',
        data: {
          organizerName: await displayNameOf(trx, organizerId),
          total: formatCents(total),
          dueDate: input.dueDate,
          note: input.note || null,
          lineItems: input.lineItems.map((item) => ({
            description: item.quantity > 1 ? `${item.description} x ${item.quantity}` : item.description,
            amount: formatCents(item.amountCents * item.quantity),
          })),
          actionUrl: invoiceUrl(origin, invoice.id),
        },
      },
    );
    return { invoiceId: invoice.id };
  });
}

export interface InvoiceView {
  id: string;
  organizerId: string;
  organizerName: string;
  playerId: string;
  playerName: string;
  lineItems: InvoiceLineItem[];
  totalCents: number;
  currency: string;
  dueDate: string;
  note: string | null;
  status: InvoiceStatus;
  paymentId: string | null;
  amountRefundedCents: number;
  paidAt: Date | null;
  createdAt: Date;
}

/** Invoices the user must pay, and (for organizers) the ones they sent, newest first. */
export async function listInvoices(db: Kysely<DB>, userId: string): Promise<{ received: InvoiceView[]; sent: InvoiceView[] }> {
  const rows = await db
    .selectFrom('invoices as i')
    .innerJoin('users as o', 'o.id', 'i.organizerId')
    .innerJoin('users as p', 'p.id', 'i.playerId')
    .leftJoin('payments as pay', 'pay.id', 'i.paymentId')
    .select([
      'i.id',
      'i.organizerId',
      'i.playerId',
      'i.lineItems',
      'i.totalCents',
      'i.currency',
      'i.dueDate',
      'i.note',
      'i.status',
      'i.paymentId',
      'i.paidAt',
      'i.createdAt',
      'o.displayName as organizerName',
      'o.email as organizerEmail',
      'p.displayName as playerName',
      'p.email as playerEmail',
      'pay.amountRefundedCents',
    ])
    .where((eb) => eb.or([eb('i.organizerId', '=', userId), eb('i.playerId', '=', userId)]))
    .orderBy('i.createdAt', 'desc')
    .limit(500)
    .execute();
  const views = rows.map((row): InvoiceView => ({
    id: row.id,
    organizerId: row.organizerId,
    organizerName: row.organizerName ?? row.organizerEmail,
    playerId: row.playerId,
    playerName: row.playerName ?? row.playerEmail,
    lineItems: row.lineItems as unknown as InvoiceLineItem[],
    totalCents: row.totalCents,
    currency: row.currency,
    dueDate: String(row.dueDate).slice(0, 10),
    note: row.note,
    status: row.status as InvoiceStatus,
    paymentId: row.paymentId,
    amountRefundedCents: row.amountRefundedCents ?? 0,
    paidAt: row.paidAt ? new Date(row.paidAt) : null,
    createdAt: new Date(row.createdAt),
  }));
  return { received: views.filter((v) => v.playerId === userId), sent: views.filter((v) => v.organizerId === userId) };
}

/**
 * Opens Checkout for an open invoice of the player's. A session opened earlier for the same
 * invoice is expired first, so two tabs cannot pay one invoice twice.
 */
export async function payInvoice({ db, stripe, env }: Deps<'db' | 'env'> & { stripe: Stripe }, playerId: string, invoiceId: string): Promise<{ url: string }> {
  const origin = env.APP_ORIGIN;
  return db.transaction().execute(async (trx) => {
    const invoice = await trx.selectFrom('invoices').selectAll().where('id', '=', invoiceId).forUpdate().executeTakeFirst();
    if (!invoice || invoice.playerId !== playerId) throw new AppError('NOT_FOUND', BILLING_MESSAGES.invoiceNotFound);
    if (invoice.status !== 'open') throw new AppError('CONFLICT', BILLING_MESSAGES.invoiceNotOpen);
    // A plan installment belongs to a registration: a Checkout opened for the rest of its balance
    // would pay this part again, so it is closed too; and Stripe brings the player back to it.
    const registration = invoice.formSubmissionId
      ? await trx.selectFrom('formSubmissions').select(['id', 'formId']).where('id', '=', invoice.formSubmissionId).executeTakeFirst()
      : undefined;
    const earlier = await trx
      .selectFrom('payments')
      .select(['id', 'checkoutSessionId'])
      .where((eb) =>
        eb.or([
          eb.and([eb('purpose', '=', 'invoice'), eb('referenceId', '=', invoiceId)]),
          ...(registration ? [eb.and([eb('purpose', '=', 'form'), eb('referenceId', '=', registration.id)])] : []),
        ]),
      )
      .where('status', '=', 'pending')
      .execute();
    for (const payment of earlier) {
      if (payment.checkoutSessionId) await stripe.checkout.sessions.expire(payment.checkoutSessionId).catch(() => undefined);
      await trx.updateTable('payments').set({ status: 'expired', updatedAt: new Date() }).where('id', '=', payment.id).execute();
    }
    const organizerName = await displayNameOf(trx, invoice.organizerId);
    const { url } = await createChargeCheckout(
      { db: trx, stripe, env },
      {
        payerId: playerId,
        organizerId: invoice.organizerId,
        amountCents: invoice.totalCents,
        description: `Invoice from ${organizerName}`,
        purpose: 'invoice',
        referenceId: invoice.id,
        successUrl: registration ? `${origin}${paidReturnPath(registration.formId, registration.id)}` : `${origin}/payment-success?invoice=${invoice.id}`,
        cancelUrl: registration ? `${origin}${balancePath(registration.formId, registration.id)}` : invoiceUrl(origin, invoice.id),
      },
    );
    return { url };
  });
}

/**
 * A paid invoice (PAYMENT_PURPOSES.invoice, run once per payment): marked paid, and its organizer
 * told. Returns the invoice it marked (none when it was no longer open), so that the purpose table
 * can pass a plan installment on to its registration.
 */
export async function onInvoicePaid(
  deps: PaymentHandlerDeps,
  payment: SettledPayment,
): Promise<{ id: string; totalCents: number; formSubmissionId: string | null } | undefined> {
  const { db: trx } = deps;
  const invoice = await trx
    .updateTable('invoices')
    .set({ status: 'paid', paymentId: payment.id, paidAt: new Date() })
    .where('id', '=', payment.referenceId)
    .where('status', '=', 'open')
    .returning(['id', 'organizerId', 'totalCents', 'formSubmissionId'])
    .executeTakeFirst();
  if (!invoice) return undefined;
  const organizer = await trx.selectFrom('users').select('email').where('id', '=', invoice.organizerId).executeTakeFirstOrThrow();
  await queueMail(deps, {
    to: organizer.email,
    template: 'invoice-paid',
    data: {
      playerName: await displayNameOf(trx, payment.payerId),
      total: formatCents(invoice.totalCents),
      actionUrl: invoiceUrl(deps.env.APP_ORIGIN, invoice.id),
    },
  });
  return invoice;
}
