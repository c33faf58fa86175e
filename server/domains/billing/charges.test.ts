import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/harness.ts';
import { createUser } from '../../../tests/factories.ts';
import { fakeStripe } from '../../../tests/msw/stripe.ts';
import { deliverEvents, makeOrganizer, shuffled, STRIPE_TEST_ENV } from '../../../tests/stripe-helpers.ts';
import { requireStripe } from '../../integrations/stripe.ts';
import { AppError } from '../../errors/app-error.ts';
import { applicationFeeCents, createChargeCheckout, onPaymentExpired, onPaymentSucceeded, refundPayment, type PaidPayment } from './charges.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ env: { ...STRIPE_TEST_ENV, STRIPE_APPLICATION_FEE_PERCENT: '10' } });
});
afterAll(() => h.close());

// A purpose of this test's own: the events feature registers the real 'event' handlers, which
// would look for event rows these payments do not have.
const PURPOSE = 'registry-test' as 'event';
const succeeded: PaidPayment[] = [];
const expired: PaidPayment[] = [];
onPaymentSucceeded(PURPOSE, async (trx, payment) => {
  // Runs inside the webhook's transaction: a write here commits with the payment.
  await trx.selectFrom('payments').select('status').where('id', '=', payment.id).executeTakeFirstOrThrow();
  succeeded.push(payment);
});
onPaymentExpired(PURPOSE, async (_trx, payment) => {
  expired.push(payment);
});

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
        purpose: PURPOSE,
        referenceId,
        successUrl: 'http://localhost:3999/payment-success',
        cancelUrl: 'http://localhost:3999/evt/1',
        expiresAt: new Date('2026-11-23T12:00:00Z'),
      },
    ),
  );
}

describe('createChargeCheckout (the API paid events use)', () => {
  it('refuses an organizer whose account cannot take charges', async () => {
    const payer = await createUser(h.db);
    const organizer = await createUser(h.db);
    await expect(checkout(payer.id, organizer.id, 'evt-1')).rejects.toBeInstanceOf(AppError);
    expect(await h.db.selectFrom('payments').select('id').where('organizerId', '=', organizer.id).execute()).toEqual([]);
  });

  it('records a pending payment and a destination-charge Checkout (fee from the parsed env); handlers run exactly once however events replay', async () => {
    const payer = await createUser(h.db);
    const organizer = await createUser(h.db);
    const account = await makeOrganizer(h, organizer.id);
    const { paymentId, url } = await checkout(payer.id, organizer.id, 'evt-2');
    const session = fakeStripe.sessions.get(url.split('/').pop()!)!;
    expect(session._paymentIntentData).toMatchObject({ application_fee_amount: '200', transfer_data: { destination: account.id } });
    expect(session.expires_at).toBe(Date.parse('2026-11-23T12:00:00Z') / 1000);
    expect(await h.db.selectFrom('payments').select(['status', 'applicationFeeCents']).where('id', '=', paymentId).executeTakeFirst()).toEqual({
      status: 'pending',
      applicationFeeCents: 200,
    });

    fakeStripe.completeSession(session.id);
    const completed = fakeStripe.event('checkout.session.completed', session);
    await deliverEvents(h, shuffled([completed, completed, fakeStripe.event('checkout.session.completed', session), fakeStripe.event('checkout.session.expired', session)]));
    expect(succeeded.filter((p) => p.id === paymentId)).toEqual([{ id: paymentId, payerId: payer.id, purpose: PURPOSE, referenceId: 'evt-2', amountCents: 2000 }]);
    expect(expired.filter((p) => p.id === paymentId)).toEqual([]);

    // Refunds are idempotent: the remainder once, then nothing.
    const stripe = requireStripe(h.deps.env);
    const refundDeps = (trx: typeof h.db) => ({ db: trx, stripe, jobs: h.deps.jobs, appOrigin: h.deps.env.APP_ORIGIN });
    await h.db.transaction().execute((trx) => refundPayment(refundDeps(trx), { paymentId, reason: 'Game cancelled' }));
    await h.db.transaction().execute((trx) => refundPayment(refundDeps(trx), { paymentId }));
    const payment = await h.db.selectFrom('payments').select(['status', 'amountRefundedCents']).where('id', '=', paymentId).executeTakeFirstOrThrow();
    expect(payment).toEqual({ status: 'refunded', amountRefundedCents: 2000 });
    const mails = await h.db.selectFrom('mailOutbox').select('data').where('toAddress', '=', payer.email).where('template', '=', 'payment-refunded').execute();
    expect(mails).toHaveLength(1);
  });

  it('an expired Checkout calls the expiry handlers once', async () => {
    const payer = await createUser(h.db);
    const organizer = await createUser(h.db);
    await makeOrganizer(h, organizer.id);
    const { paymentId, url } = await checkout(payer.id, organizer.id, 'evt-3');
    const session = fakeStripe.sessions.get(url.split('/').pop()!)!;
    session.status = 'expired';
    const event = fakeStripe.event('checkout.session.expired', session);
    await deliverEvents(h, [event, event, fakeStripe.event('checkout.session.expired', session)]);
    expect(expired.filter((p) => p.id === paymentId)).toHaveLength(1);
    expect(succeeded.filter((p) => p.id === paymentId)).toHaveLength(0);
  });

  it('computes the application fee in whole cents', () => {
    expect(applicationFeeCents(6500, 5)).toBe(325);
    expect(applicationFeeCents(999, 2.9)).toBe(29);
  });
});
