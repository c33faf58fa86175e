import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/harness.ts';
import { createUser } from '../../../tests/factories.ts';
import { fakeStripe } from '../../../tests/msw/stripe.ts';
import { deliverEvents, makeOrganizer, shuffled, STRIPE_TEST_ENV } from '../../../tests/stripe-helpers.ts';
import { requireStripe } from '../../integrations/stripe.ts';
import { AppError } from '../../errors/app-error.ts';
import { applicationFeeCents, createChargeCheckout, refundPayment } from './charges.ts';

let h: Harness;
beforeAll(async () => {
  // Not the default 5%: the fee must come from this parsed env.
  h = await createHarness({ env: { ...STRIPE_TEST_ENV, STRIPE_APPLICATION_FEE_PERCENT: '10' } });
});
afterAll(() => h.close());

/** An open invoice row, so that its purpose's handler (PAYMENT_PURPOSES.invoice) has something to mark paid. */
async function openInvoice(organizerId: string, playerId: string) {
  return h.db
    .insertInto('invoices')
    .values({
      organizerId,
      playerId,
      lineItems: JSON.stringify([{ description: 'Pickup game', amountCents: 2000, quantity: 1 }]),
      totalCents: 2000,
      dueDate: '2026-12-01',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

async function checkout(payerId: string, organizerId: string, referenceId: string) {
  const stripe = requireStripe(h.deps.env);
  return h.db.transaction().execute((trx) =>
    createChargeCheckout(
      { db: trx, stripe, env: h.deps.env },
      {
        payerId,
        organizerId,
        amountCents: 2000,
        description: 'Pickup game',
        purpose: 'invoice',
        referenceId,
        successUrl: 'http://localhost:3999/payment-success',
        cancelUrl: 'http://localhost:3999/evt/1',
        expiresAt: new Date('2026-11-23T12:00:00Z'),
      },
    ),
  );
}

const invoiceStatus = async (id: string) => (await h.db.selectFrom('invoices').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const paidMails = (organizerEmail: string) =>
  h.db.selectFrom('mailOutbox').select('id').where('toAddress', '=', organizerEmail).where('template', '=', 'invoice-paid').execute();

describe('createChargeCheckout (the API paid events and invoices use)', () => {
  it('refuses an organizer whose account cannot take charges', async () => {
    const payer = await createUser(h.db);
    const organizer = await createUser(h.db);
    const invoice = await openInvoice(organizer.id, payer.id);
    await expect(checkout(payer.id, organizer.id, invoice.id)).rejects.toBeInstanceOf(AppError);
    expect(await h.db.selectFrom('payments').select('id').where('organizerId', '=', organizer.id).execute()).toEqual([]);
  });

  it('records a pending payment and a destination-charge Checkout (fee from the parsed env); its purpose runs exactly once however events replay', async () => {
    const payer = await createUser(h.db);
    const organizer = await createUser(h.db);
    const account = await makeOrganizer(h, organizer.id);
    const invoice = await openInvoice(organizer.id, payer.id);
    const { paymentId, url } = await checkout(payer.id, organizer.id, invoice.id);
    const session = fakeStripe.sessions.get(url.split('/').pop()!)!;
    expect(session._paymentIntentData).toMatchObject({ application_fee_amount: '200', transfer_data: { destination: account.id } });
    expect(session.expires_at).toBe(Date.parse('2026-11-23T12:00:00Z') / 1000);
    expect(await h.db.selectFrom('payments').select(['status', 'applicationFeeCents']).where('id', '=', paymentId).executeTakeFirst()).toEqual({
      status: 'pending',
      applicationFeeCents: 200,
    });

    fakeStripe.completeSession(session.id);
    const completed = fakeStripe.event('checkout.session.completed', session);
    await deliverEvents(
      h,
      shuffled([completed, completed, fakeStripe.event('checkout.session.completed', session), fakeStripe.event('checkout.session.expired', session)]),
    );
    expect(await h.db.selectFrom('payments').select('status').where('id', '=', paymentId).executeTakeFirstOrThrow()).toEqual({ status: 'paid' });
    expect(await invoiceStatus(invoice.id)).toBe('paid');
    expect(await paidMails(organizer.email)).toHaveLength(1);

    // Refunds are idempotent: the remainder once, then nothing.
    const stripe = requireStripe(h.deps.env);
    const refundDeps = (trx: typeof h.db) => ({ ...h.deps, db: trx, stripe });
    await h.db.transaction().execute((trx) => refundPayment(refundDeps(trx), { paymentId, reason: 'Game cancelled' }));
    await h.db.transaction().execute((trx) => refundPayment(refundDeps(trx), { paymentId }));
    const payment = await h.db.selectFrom('payments').select(['status', 'amountRefundedCents']).where('id', '=', paymentId).executeTakeFirstOrThrow();
    expect(payment).toEqual({ status: 'refunded', amountRefundedCents: 2000 });
    const mails = await h.db.selectFrom('mailOutbox').select('data').where('toAddress', '=', payer.email).where('template', '=', 'payment-refunded').execute();
    expect(mails).toHaveLength(1);
  });

  it('an expired Checkout runs no paid handler; if Stripe completes it after all, the payment is settled once', async () => {
    const payer = await createUser(h.db);
    const organizer = await createUser(h.db);
    await makeOrganizer(h, organizer.id);
    const invoice = await openInvoice(organizer.id, payer.id);
    const { paymentId, url } = await checkout(payer.id, organizer.id, invoice.id);
    const session = fakeStripe.sessions.get(url.split('/').pop()!)!;
    session.status = 'expired';
    const expired = fakeStripe.event('checkout.session.expired', session);
    await deliverEvents(h, [expired, expired, fakeStripe.event('checkout.session.expired', session)]);
    expect(await h.db.selectFrom('payments').select('status').where('id', '=', paymentId).executeTakeFirstOrThrow()).toEqual({ status: 'expired' });
    expect(await invoiceStatus(invoice.id)).toBe('open');
    expect(await paidMails(organizer.email)).toHaveLength(0);

    fakeStripe.completeSession(session.id);
    await deliverEvents(h, [fakeStripe.event('checkout.session.completed', session), fakeStripe.event('checkout.session.completed', session)]);
    expect(await invoiceStatus(invoice.id)).toBe('paid');
    expect(await paidMails(organizer.email)).toHaveLength(1);
  });

  it('a payment whose purpose has no row fails its job and stays pending, rather than taking money for nothing', async () => {
    const payer = await createUser(h.db);
    const organizer = await createUser(h.db);
    await makeOrganizer(h, organizer.id);
    const invoice = await openInvoice(organizer.id, payer.id);
    const { paymentId, url } = await checkout(payer.id, organizer.id, invoice.id);
    await h.db.updateTable('payments').set({ purpose: 'retired-purpose' }).where('id', '=', paymentId).execute();
    const session = fakeStripe.completeSession(url.split('/').pop()!);
    await expect(deliverEvents(h, [fakeStripe.event('checkout.session.completed', session)])).rejects.toThrow(/unknown purpose retired-purpose/);
    expect(await h.db.selectFrom('payments').select('status').where('id', '=', paymentId).executeTakeFirstOrThrow()).toEqual({ status: 'pending' });
    expect(await invoiceStatus(invoice.id)).toBe('open');
  });

  it('computes the application fee in whole cents', () => {
    expect(applicationFeeCents(6500, 5)).toBe(325);
    expect(applicationFeeCents(999, 2.9)).toBe(29);
  });
});
