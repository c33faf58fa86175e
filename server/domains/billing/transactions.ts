import type { Kysely } from 'kysely';
import type { WithStripe } from '../../deps.ts';
import type { DB } from '../../db/types.ts';
import type { PaymentStatus } from '../../../shared/billing/billing.ts';

export interface TransactionView {
  id: string;
  direction: 'paid' | 'received';
  counterpartName: string;
  description: string;
  purpose: string;
  referenceId: string;
  amountCents: number;
  amountRefundedCents: number;
  currency: string;
  status: PaymentStatus;
  createdAt: Date;
  paidAt: Date | null;
}

export interface PayoutView {
  id: string;
  amountCents: number;
  currency: string;
  status: string;
  arrivalDate: Date;
  createdAt: Date;
}

/** The user's payments, made and (as an organizer) received, newest first. */
export async function listPayments(db: Kysely<DB>, userId: string): Promise<TransactionView[]> {
  const rows = await db
    .selectFrom('payments as pay')
    .innerJoin('users as payer', 'payer.id', 'pay.payerId')
    .innerJoin('users as org', 'org.id', 'pay.organizerId')
    .select([
      'pay.id',
      'pay.payerId',
      'pay.description',
      'pay.purpose',
      'pay.referenceId',
      'pay.amountCents',
      'pay.amountRefundedCents',
      'pay.currency',
      'pay.status',
      'pay.createdAt',
      'pay.paidAt',
      'payer.displayName as payerName',
      'payer.email as payerEmail',
      'org.displayName as organizerName',
      'org.email as organizerEmail',
    ])
    .where((eb) => eb.or([eb('pay.payerId', '=', userId), eb('pay.organizerId', '=', userId)]))
    // A checkout that was opened and abandoned is not a transaction.
    .where('pay.status', '!=', 'expired')
    .orderBy('pay.createdAt', 'desc')
    .limit(500)
    .execute();
  return rows.map((row) => {
    const paid = row.payerId === userId;
    return {
      id: row.id,
      direction: paid ? 'paid' : 'received',
      counterpartName: paid ? (row.organizerName ?? row.organizerEmail) : (row.payerName ?? row.payerEmail),
      description: row.description,
      purpose: row.purpose,
      referenceId: row.referenceId,
      amountCents: row.amountCents,
      amountRefundedCents: row.amountRefundedCents,
      currency: row.currency,
      status: row.status as PaymentStatus,
      createdAt: new Date(row.createdAt),
      paidAt: row.paidAt ? new Date(row.paidAt) : null,
    };
  });
}

/** An organizer's payouts to their bank, read from their connected account (not stored here). */
export async function listPayouts({ db, stripe }: WithStripe<'db'>, userId: string): Promise<PayoutView[] | null> {
  const user = await db.selectFrom('users').select('stripeId').where('id', '=', userId).executeTakeFirstOrThrow();
  if (!user.stripeId) return null;
  const payouts = await stripe.payouts.list({ limit: 50 }, { stripeAccount: user.stripeId });
  return payouts.data.map((payout) => ({
    id: payout.id,
    amountCents: payout.amount,
    currency: payout.currency,
    status: payout.status,
    arrivalDate: new Date(payout.arrival_date * 1000),
    createdAt: new Date(payout.created * 1000),
  }));
}
