import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, testEnv, type Harness } from '../../tests/harness.ts';
import { signedInUser } from '../../tests/sign-in.ts';
import { rejection } from '../../tests/expect-rejection.ts';
import { addTeamMember, createTeam, createUser, latestMail } from '../../tests/factories.ts';
import { createEvent } from '../../tests/event-factories.ts';
import { startWellInsideWindow } from '../../tests/rate-window.ts';
import { fakeStripe } from '../../tests/msw/stripe.ts';
import { deliverEvents, makeOrganizer, shuffled, STRIPE_TEST_ENV } from '../../tests/stripe-helpers.ts';
import { APP_MESSAGES } from '../../shared/common/app-messages.ts';
import { BILLING_MESSAGES } from '../../shared/billing/messages.ts';
import { BILLING_RATE_LIMITS } from '../../shared/limits/rate-limits.ts';
import { INVOICEABLE_JOINER_STATUSES } from '../domains/billing/invoice-recipients.ts';
import type { CheckoutItem } from '../../shared/billing/schemas.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ env: STRIPE_TEST_ENV });
});
afterAll(() => h.close());

let names = 0;
const player = () => signedInUser(h, { displayName: `Payer ${++names}` });
type Player = Awaited<ReturnType<typeof player>>;

/** A player who joined one of the organizer's events: the usual relation that allows an invoice. */
async function joinedEventOf(organizerId: string, playerId: string, status = 'going') {
  const event = await createEvent(h.db, organizerId);
  await h.db.insertInto('eventJoiners').values({ eventId: event.id, userId: playerId, status }).execute();
  return event;
}

async function familyConnection(requesterId: string, recipientId: string, status: 'pending' | 'accepted') {
  await h.db
    .insertInto('familyConnections')
    .values({
      requesterId,
      requesterName: 'Requester',
      requesterRelation: 'sibling',
      recipientId,
      recipientName: 'Recipient',
      recipientRelation: 'sibling',
      isRecipientGthUser: true,
      status,
    })
    .execute();
}

const userPlanItem = (userId: string, planId: string): CheckoutItem => ({
  id: userId,
  name: planId,
  quantity: 1,
  planId,
  type: 'user-subscription',
  platform: 'rally',
});
const sessionIdOf = (url: string) => url.split('/').pop()!;

async function subscribe(user: Player, planId: string) {
  const { url } = await (await user.call()).billing.createSubscription({ items: [userPlanItem(user.user.id, planId)], environment: 'test' });
  const session = fakeStripe.completeSession(sessionIdOf(url));
  const subscription = fakeStripe.subscriptions.get(session.subscription)!;
  return { session, subscription };
}

describe('without STRIPE_SECRET_KEY', () => {
  it('every payment procedure answers STRIPEKEYNOTSET', async () => {
    const user = await player();
    const configured = h.deps.env;
    h.deps.env = testEnv();
    try {
      const c = await user.call();
      const invoiceId = '00000000-0000-4000-8000-000000000000';
      const calls: (() => Promise<unknown>)[] = [
        () => c.billing.overview(),
        () => c.billing.createSubscription({ items: [userPlanItem(user.user.id, 'organizer-pro')], environment: 'test' }),
        () => c.billing.cancelSubscription({ type: 'organizer', id: null, platform: 'rally' }),
        () => c.billing.portalLink(),
        () => c.billing.linkOrCreateStripeAccount({ type: 'new', country: 'US', platform: 'rally', environment: 'test' }),
        () => c.billing.connectOAuth({ code: 'ac_123' }),
        () => c.billing.unlinkStripeAccount(),
        () => c.billing.getAccount(),
        () => c.billing.invoices(),
        () => c.billing.createInvoice({ playerId: user.user.id, lineItems: [{ description: 'Fee', amountCents: 100, quantity: 1 }], dueDate: '2026-12-01' }),
        () => c.billing.invoiceablePlayers({}),
        () => c.billing.confirmCheckout({ sessionId: 'cs_test_x' }),
        () => c.billing.payInvoice({ invoiceId }),
        () => c.billing.transactions(),
        () => c.billing.refund({ paymentId: invoiceId }),
      ];
      for (const call of calls) {
        const error = await rejection(call());
        expect(error.code).toBe('PRECONDITION_FAILED');
        expect((error.cause as { code?: string }).code).toBe('STRIPEKEYNOTSET');
      }
      // The webhook refuses rather than crashing.
      expect(await deliverEvents(h, [{ id: 'evt_x', type: 'account.updated', data: { object: { id: 'acct_x' } } }])).toEqual([503]);
    } finally {
      h.deps.env = configured;
    }
  });

  it('refuses signed-out callers before anything else', async () => {
    const anonymous = await h.client().call();
    expect((await rejection(anonymous.billing.overview())).code).toBe('UNAUTHORIZED');
  });
});

describe('user subscriptions', () => {
  it('Checkout, then webhooks in any order activate the plan with its current period; cancel sets Free', async () => {
    const user = await player();
    expect((await (await user.call()).billing.overview()).plans).toEqual([
      expect.objectContaining({ item: 'organizer', label: 'Organizer Pro', subscriptionId: null, periodStart: null }),
      expect.objectContaining({ item: 'member', label: 'Member Plus', subscriptionId: null }),
    ]);
    const { session, subscription } = await subscribe(user, 'organizer-pro');
    const request = fakeStripe.requests.find((r) => r.path === '/v1/checkout/sessions' && r.params.metadata?.userId === user.user.id)!;
    expect(request.params).toMatchObject({ mode: 'subscription', line_items: [{ price: 'price_rally_organizer_pro_yearly', quantity: '1' }] });
    expect(request.params.success_url).toBe(`${h.deps.env.APP_ORIGIN}/settings?tab=payments&paymentsuccessful=true&session_id={CHECKOUT_SESSION_ID}`);

    const events = [
      fakeStripe.event('customer.subscription.updated', subscription),
      fakeStripe.event('checkout.session.completed', session),
      fakeStripe.event('customer.subscription.created', subscription),
    ];
    expect(await deliverEvents(h, shuffled([...events, events[0]!]))).toEqual([200, 200, 200, 200]);
    const { plans } = await (await user.call()).billing.overview();
    expect(plans[0]).toMatchObject({ item: 'organizer', planId: 'organizer-pro', status: 'active', subscriptionId: subscription.id });
    expect(plans[0]!.periodEnd!.getTime()).toBe(subscription.items.data[0].current_period_end * 1000);
    expect(plans[1]!.subscriptionId).toBeNull();

    // Already on the plan: a second Checkout is refused.
    const again = await rejection(
      (await user.call()).billing.createSubscription({ items: [userPlanItem(user.user.id, 'organizer-pro')], environment: 'test' }),
    );
    expect(again.message).toBe(BILLING_MESSAGES.alreadyOnPlan);

    await (await user.call()).billing.cancelSubscription({ type: 'organizer', id: null, platform: 'rally' });
    expect(fakeStripe.subscriptions.get(subscription.id)!.status).toBe('canceled');
    expect((await (await user.call()).billing.overview()).plans[0]!.subscriptionId).toBeNull();
    // A late "updated: active" event cannot resurrect it: processing re-fetches the canceled state.
    await deliverEvents(h, [fakeStripe.event('customer.subscription.updated', { ...subscription, status: 'active' })]);
    expect((await (await user.call()).billing.overview()).plans[0]!.subscriptionId).toBeNull();
    expect((await rejection((await user.call()).billing.cancelSubscription({ type: 'organizer', id: null, platform: 'rally' }))).code).toBe('NOT_FOUND');
  });

  it('a plan whose Stripe price is archived or missing is unavailable, not a server error', async () => {
    const user = await player();
    fakeStripe.missingPrices.add('rally_member_plus_yearly');
    try {
      const error = await rejection(
        (await user.call()).billing.createSubscription({ items: [userPlanItem(user.user.id, 'member-plus')], environment: 'test' }),
      );
      expect([error.code, error.message]).toEqual(['NOT_FOUND', BILLING_MESSAGES.planUnavailable]);
    } finally {
      fakeStripe.missingPrices.delete('rally_member_plus_yearly');
    }
  });

  it('portal link: the configured test link prefilled with the e-mail, else a portal session', async () => {
    const user = await player();
    expect((await (await user.call()).billing.portalLink()).url).toMatch(/\/portal\/cus_test_/);
    const configured = h.deps.env;
    h.deps.env = testEnv({
      ...STRIPE_TEST_ENV,
      STRIPE_PORTAL_URL_TEST: 'https://billing.stripe.com/p/login/test_abc',
      STRIPE_PORTAL_URL_LIVE: 'https://billing.stripe.com/p/login/live',
    });
    try {
      const { url } = await (await user.call()).billing.portalLink();
      expect(url).toBe(`https://billing.stripe.com/p/login/test_abc?prefilled_email=${encodeURIComponent(user.user.email)}`);
    } finally {
      h.deps.env = configured;
    }
  });

  it('deleting the account cancels its live subscriptions at Stripe', async () => {
    const user = await player();
    const { session, subscription } = await subscribe(user, 'member-plus');
    await deliverEvents(h, [fakeStripe.event('checkout.session.completed', session)]);
    await (await user.call()).users.deleteAccount({ confirmation: 'DELETE' } as never);
    expect(fakeStripe.subscriptions.get(subscription.id)!.status).toBe('canceled');
  });
});

describe('team plans', () => {
  it('a paid tier replaces the previous one; changing to free cancels and sets Rookie; strangers are refused', async () => {
    const owner = await player();
    const stranger = await player();
    const team = await h.db.insertInto('teams').values({ name: 'Hoopers', creatorId: owner.user.id }).returning('id').executeTakeFirstOrThrow();
    const admin = await player();
    await h.db
      .insertInto('teamMembers')
      .values([
        { teamId: team.id, userId: owner.user.id, role: 'owner' },
        { teamId: team.id, userId: admin.user.id, role: 'admin' },
      ])
      .execute();
    const item = (planId: string): CheckoutItem => ({ id: team.id, name: 'Hoopers', quantity: 1, planId, type: 'change-team-subscription', platform: 'rally' });
    // Only the owner changes the plan (shared/teams/teams.ts): an admin is refused like a stranger.
    expect((await rejection((await admin.call()).billing.createSubscription({ items: [item('pro')], environment: 'test' }))).code).toBe('NOT_FOUND');
    const tier = async () => (await h.db.selectFrom('teams').select('subscriptionTier').where('id', '=', team.id).executeTakeFirstOrThrow()).subscriptionTier;
    expect(await tier()).toBe('rookie');

    const refused = await rejection((await stranger.call()).billing.createSubscription({ items: [item('pro')], environment: 'test' }));
    expect([refused.code, refused.message]).toEqual(['NOT_FOUND', BILLING_MESSAGES.teamNotFound]);
    expect((await rejection((await stranger.call()).billing.cancelSubscription({ type: 'team', id: team.id, platform: 'rally' }))).code).toBe('NOT_FOUND');

    const first = await (await owner.call()).billing.createSubscription({ items: [item('pro')], environment: 'test' });
    const firstSession = fakeStripe.completeSession(sessionIdOf(first.url));
    await deliverEvents(h, [fakeStripe.event('checkout.session.completed', firstSession)]);
    expect(await tier()).toBe('pro');

    const second = await (await owner.call()).billing.createSubscription({ items: [item('all-star')], environment: 'test' });
    const secondSession = fakeStripe.completeSession(sessionIdOf(second.url));
    await deliverEvents(h, [fakeStripe.event('checkout.session.completed', secondSession)]);
    expect(await tier()).toBe('all-star');
    expect(fakeStripe.subscriptions.get(firstSession.subscription)!.status).toBe('canceled');

    await (await owner.call()).billing.cancelSubscription({ type: 'team', id: team.id, platform: 'rally' });
    expect(await tier()).toBe('rookie');
    expect(fakeStripe.subscriptions.get(secondSession.subscription)!.status).toBe('canceled');
  });
});

describe('organizer payouts (Connect)', () => {
  it('creates an Express account and onboarding link, shows Incomplete with currently_due, then Active after account.updated', async () => {
    const user = await player();
    const { url } = await (await user.call()).billing.linkOrCreateStripeAccount({ type: 'new', country: 'CA', platform: 'rally', environment: 'test' });
    expect(url).toMatch(/\/connect\/onboarding\/acct_test_/);
    const created = fakeStripe.requests.findLast((r) => r.path === '/v1/accounts')!;
    expect(created.params).toMatchObject({ type: 'express', country: 'CA', email: user.user.email });
    const account = await (await user.call()).billing.getAccount();
    expect(account).toMatchObject({ state: 'incomplete', chargesEnabled: false, currentlyDue: ['external_account', 'tos_acceptance.date'] });

    const stored = fakeStripe.accounts.get(account.stripeId!)!;
    Object.assign(stored, { charges_enabled: true, details_submitted: true, requirements: { currently_due: [] } });
    // The payload is stale (charges disabled); processing trusts Stripe's current state instead.
    await deliverEvents(h, [fakeStripe.event('account.updated', { id: stored.id, charges_enabled: false })]);
    expect((await (await user.call()).billing.overview()).account).toEqual({ state: 'active', stripeId: stored.id });
  });

  it('links an existing account through OAuth and unlinks it, clearing the three fields', async () => {
    const user = await player();
    const noClient = await rejection(
      (await user.call()).billing.linkOrCreateStripeAccount({ type: 'link', country: 'US', platform: 'rally', environment: 'test' }),
    );
    expect(noClient.message).toBe(BILLING_MESSAGES.linkFailed);
    const configured = h.deps.env;
    h.deps.env = testEnv({ ...STRIPE_TEST_ENV, STRIPE_CONNECT_CLIENT_ID: 'ca_test_rally' });
    try {
      const { url } = await (await user.call()).billing.linkOrCreateStripeAccount({ type: 'link', country: 'US', platform: 'rally', environment: 'test' });
      const authorize = new URL(url);
      expect(authorize.origin + authorize.pathname).toBe('https://connect.stripe.com/oauth/authorize');
      expect(authorize.searchParams.get('client_id')).toBe('ca_test_rally');
      expect(authorize.searchParams.get('redirect_uri')).toBe(`${h.deps.env.APP_ORIGIN}/settings?tab=payments`);
    } finally {
      h.deps.env = configured;
    }
    const bad = await rejection((await user.call()).billing.connectOAuth({ code: 'ac_unknown' }));
    expect(bad.message).toBe(BILLING_MESSAGES.linkFromCodeFailed);
    // A good code naming an account that cannot be read: the spec's check-your-account words, a 4xx.
    fakeStripe.oauthCodes.set('ac_closed', 'acct_closed_meanwhile');
    const closed = await rejection((await user.call()).billing.connectOAuth({ code: 'ac_closed' }));
    expect([closed.code, closed.message]).toEqual(['BAD_REQUEST', BILLING_MESSAGES.connectionFailedCheck]);

    const existing = fakeStripe.addAccount({ chargesEnabled: true, detailsSubmitted: false });
    fakeStripe.oauthCodes.set('ac_good', existing.id);
    expect(await (await user.call()).billing.connectOAuth({ code: 'ac_good' })).toEqual({
      ok: true,
      stripeId: existing.id,
      stripeChargesEnabled: true,
      stripeDetailsSubmitted: false,
    });
    // Someone else cannot claim the same account.
    const other = await player();
    fakeStripe.oauthCodes.set('ac_again', existing.id);
    expect((await rejection((await other.call()).billing.connectOAuth({ code: 'ac_again' }))).code).toBe('CONFLICT');

    expect(await (await user.call()).billing.unlinkStripeAccount()).toEqual({ success: true });
    const row = await h.db
      .selectFrom('users')
      .select(['stripeId', 'stripeChargesEnabled', 'stripeDetailsSubmitted'])
      .where('id', '=', user.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ stripeId: null, stripeChargesEnabled: false, stripeDetailsSubmitted: false });
    expect((await (await user.call()).billing.getAccount()).state).toBe('not-linked');
  });
});

describe('invoices, payments and refunds', () => {
  const lineItems = [
    { description: 'League fee', amountCents: 4000, quantity: 1 },
    { description: 'Jersey', amountCents: 1250, quantity: 2 },
  ];

  it('an organizer invoices a player, who pays through Checkout; replayed webhooks mark it paid once', async () => {
    const organizer = await player();
    const payer = await player();
    const stranger = await player();
    // Not an organizer yet: refused.
    const notOrganizer = await rejection((await organizer.call()).billing.createInvoice({ playerId: payer.user.id, lineItems, dueDate: '2026-12-15' }));
    expect([notOrganizer.code, notOrganizer.message]).toEqual(['FORBIDDEN', BILLING_MESSAGES.notOrganizer]);
    const account = await makeOrganizer(h, organizer.user.id);
    await joinedEventOf(organizer.user.id, payer.user.id);

    const { invoiceId } = await (
      await organizer.call()
    ).billing.createInvoice({ playerId: payer.user.id, lineItems, dueDate: '2026-12-15', note: 'Spring season' });
    const mail = await latestMail(h.db, payer.user.email, 'invoice-created');
    expect(mail?.data).toMatchObject({
      organizerName: organizer.user.displayName,
      total: '$65.00',
      dueDate: '2026-12-15',
      note: 'Spring season',
      actionUrl: `${h.deps.env.APP_ORIGIN}/invoices?invoice=${invoiceId}`,
    });
    expect((await (await payer.call()).billing.invoices()).received).toEqual([
      expect.objectContaining({ id: invoiceId, status: 'open', totalCents: 6500, lineItems }),
    ]);
    expect(await (await stranger.call()).billing.invoices()).toEqual({ received: [], sent: [] });

    expect((await rejection((await stranger.call()).billing.payInvoice({ invoiceId }))).code).toBe('NOT_FOUND');
    expect((await rejection((await organizer.call()).billing.payInvoice({ invoiceId }))).code).toBe('NOT_FOUND');

    // A first Checkout abandoned, a second one paid: the first is expired so it cannot pay too.
    const abandoned = await (await payer.call()).billing.payInvoice({ invoiceId });
    const { url } = await (await payer.call()).billing.payInvoice({ invoiceId });
    expect(fakeStripe.sessions.get(sessionIdOf(abandoned.url))!.status).toBe('expired');
    const created = fakeStripe.sessions.get(sessionIdOf(url))!;
    expect(created._paymentIntentData).toMatchObject({ application_fee_amount: '325', transfer_data: { destination: account.id } });
    expect(created.amount_total).toBe(6500);

    const session = fakeStripe.completeSession(created.id);
    const completed = fakeStripe.event('checkout.session.completed', session);
    const events = [
      completed,
      fakeStripe.event('checkout.session.async_payment_succeeded', session),
      completed,
      fakeStripe.event('checkout.session.completed', { id: session.id, payment_status: 'unpaid' }),
    ];
    expect(await deliverEvents(h, shuffled(events, 3))).toEqual([200, 200, 200, 200]);

    expect((await (await organizer.call()).billing.invoices()).sent).toEqual([
      expect.objectContaining({ id: invoiceId, status: 'paid', playerName: payer.user.displayName }),
    ]);
    const paidMails = await h.db
      .selectFrom('mailOutbox')
      .select('id')
      .where('toAddress', '=', organizer.user.email)
      .where('template', '=', 'invoice-paid')
      .execute();
    expect(paidMails).toHaveLength(1);
    expect((await rejection((await payer.call()).billing.payInvoice({ invoiceId }))).message).toBe(BILLING_MESSAGES.invoiceNotOpen);

    // Transactions: the payer's payment, and the organizer's received payment plus payouts.
    fakeStripe.payouts.set(account.id, [
      { id: 'po_1', object: 'payout', amount: 6175, currency: 'usd', status: 'in_transit', arrival_date: 1_795_000_000, created: 1_794_900_000 },
    ]);
    const payerTx = await (await payer.call()).billing.transactions();
    expect(payerTx.payouts).toBeNull();
    expect(payerTx.payments).toEqual([
      expect.objectContaining({ direction: 'paid', status: 'paid', amountCents: 6500, purpose: 'invoice', referenceId: invoiceId }),
    ]);
    const organizerTx = await (await organizer.call()).billing.transactions();
    expect(organizerTx.payments).toEqual([expect.objectContaining({ direction: 'received', status: 'paid', counterpartName: payer.user.displayName })]);
    expect(organizerTx.payouts).toEqual([expect.objectContaining({ id: 'po_1', amountCents: 6175, status: 'in_transit' })]);
    expect(fakeStripe.requests.findLast((r) => r.path === '/v1/payouts')!.account).toBe(account.id);

    // Refunds: a stranger and the payer are refused; the organizer refunds part, then the rest.
    const paymentId = organizerTx.payments[0]!.id;
    expect((await rejection((await payer.call()).billing.refund({ paymentId }))).code).toBe('FORBIDDEN');
    await makeOrganizer(h, stranger.user.id);
    expect((await rejection((await stranger.call()).billing.refund({ paymentId }))).code).toBe('NOT_FOUND');
    expect((await rejection((await organizer.call()).billing.refund({ paymentId, amountCents: 7000 }))).message).toBe(BILLING_MESSAGES.refundTooLarge);

    await (await organizer.call()).billing.refund({ paymentId, amountCents: 1500, reason: 'Jersey out of stock' });
    expect(await latestMail(h.db, payer.user.email, 'payment-refunded')).toMatchObject({
      data: expect.objectContaining({ amount: '$15.00', reason: 'Jersey out of stock' }),
    });
    expect((await (await payer.call()).billing.transactions()).payments[0]).toMatchObject({ status: 'partially_refunded', amountRefundedCents: 1500 });
    const charge = [...fakeStripe.charges.values()].find((c) => c.payment_intent === session.payment_intent)!;
    // Stripe's own charge.refunded for the same refund changes nothing and sends nothing.
    await deliverEvents(h, [fakeStripe.event('charge.refunded', charge), fakeStripe.event('charge.refunded', charge)]);
    await (await organizer.call()).billing.refund({ paymentId });
    await (await organizer.call()).billing.refund({ paymentId });
    expect((await (await organizer.call()).billing.invoices()).sent[0]).toMatchObject({ status: 'refunded', amountRefundedCents: 6500 });
    const refundMails = await h.db
      .selectFrom('mailOutbox')
      .select('id')
      .where('toAddress', '=', payer.user.email)
      .where('template', '=', 'payment-refunded')
      .execute();
    expect(refundMails).toHaveLength(2);
    expect(charge.amount_refunded).toBe(6500);
  });

  it('validates invoices: a line item is required, not to yourself, an unknown player is refused like a stranger', async () => {
    const organizer = await player();
    await makeOrganizer(h, organizer.user.id);
    const c = await organizer.call();
    expect((await rejection(c.billing.createInvoice({ playerId: organizer.user.id, lineItems, dueDate: '2026-12-15' }))).message).toBe(
      BILLING_MESSAGES.notYourself,
    );
    expect((await rejection(c.billing.createInvoice({ playerId: organizer.user.id, lineItems: [], dueDate: '2026-12-15' }))).code).toBe('BAD_REQUEST');
    // No oracle for which ids are users: the same 403 as a stranger.
    const unknown = await rejection(c.billing.createInvoice({ playerId: '00000000-0000-4000-8000-000000000000', lineItems, dueDate: '2026-12-15' }));
    expect([unknown.code, unknown.message]).toEqual(['FORBIDDEN', BILLING_MESSAGES.invoiceNotRelated]);
  });
});

describe('who may be invoiced', () => {
  const lineItems = [{ description: 'Court fee', amountCents: 1000, quantity: 1 }];
  const invoice = async (organizer: Player, playerId: string) => (await organizer.call()).billing.createInvoice({ playerId, lineItems, dueDate: '2026-12-15' });
  const invoicesTo = (playerId: string) => h.db.selectFrom('invoices').select('id').where('playerId', '=', playerId).execute();

  async function newOrganizer() {
    const organizer = await player();
    await makeOrganizer(h, organizer.user.id);
    return organizer;
  }

  it('a stranger is refused with a 403 and gets neither an invoice nor an e-mail', async () => {
    const organizer = await newOrganizer();
    const stranger = await createUser(h.db);
    // Related to someone else entirely: still a stranger to this organizer.
    await joinedEventOf((await newOrganizer()).user.id, stranger.id);
    const refused = await rejection(invoice(organizer, stranger.id));
    expect([refused.code, refused.message]).toEqual(['FORBIDDEN', BILLING_MESSAGES.invoiceNotRelated]);
    expect(await invoicesTo(stranger.id)).toEqual([]);
    expect(await latestMail(h.db, stranger.email, 'invoice-created')).toBeNull();
  });

  it("a player who joined or asked to join one of the organizer's events, whatever became of it", async () => {
    const organizer = await newOrganizer();
    for (const status of INVOICEABLE_JOINER_STATUSES) {
      const joiner = await createUser(h.db);
      await joinedEventOf(organizer.user.id, joiner.id, status);
      await invoice(organizer, joiner.id);
      expect(await invoicesTo(joiner.id), status).toHaveLength(1);
    }
    // Through the real join too, not only rows written by the test.
    const joiner = await player();
    const event = await createEvent(h.db, organizer.user.id);
    await (await joiner.call()).events.join({ eventId: event.id });
    await invoice(organizer, joiner.user.id);
    expect(await latestMail(h.db, joiner.user.email, 'invoice-created')).not.toBeNull();
  });

  it('a member of a team the organizer owns or runs as admin; not a pending invitee, not a mere teammate', async () => {
    const organizer = await newOrganizer();
    const [created, administered, joinedOnly] = await Promise.all(
      [organizer.user.id, null, null].map(async (creatorId, i) =>
        h.db
          .insertInto('teams')
          .values({ name: `Team ${i}`, creatorId })
          .returning('id')
          .executeTakeFirstOrThrow(),
      ),
    );
    await addTeamMember(h.db, created!.id, organizer.user.id, 'owner');
    await addTeamMember(h.db, administered!.id, organizer.user.id, 'admin');
    await addTeamMember(h.db, joinedOnly!.id, organizer.user.id, 'player');
    const member = async (teamId: string, role: string) => {
      const user = await createUser(h.db);
      await addTeamMember(h.db, teamId, user.id, role);
      return user;
    };
    await invoice(organizer, (await member(created!.id, 'player')).id);
    await invoice(organizer, (await member(administered!.id, 'player')).id);
    for (const refused of [await member(created!.id, 'pending-player'), await member(joinedOnly!.id, 'player')]) {
      expect((await rejection(invoice(organizer, refused.id))).code).toBe('FORBIDDEN');
    }
  });

  it('after a transfer, the new owner invoices the team and the old one, now an admin, still does; a member who left is not invoiceable', async () => {
    const founder = await newOrganizer();
    const heir = await newOrganizer();
    const { id: teamId } = await createTeam(h.db, founder.user.id, { name: 'Handed Over' });
    const teammate = await createUser(h.db);
    await addTeamMember(h.db, teamId, heir.user.id, 'player');
    await addTeamMember(h.db, teamId, teammate.id, 'player');
    await (await founder.call()).teams.transferOwnership({ teamId, userId: heir.user.id });
    await invoice(heir, teammate.id);
    await invoice(founder, teammate.id);
    expect(await invoicesTo(teammate.id)).toHaveLength(2);
    await h.db.deleteFrom('teamMembers').where('teamId', '=', teamId).where('userId', '=', founder.user.id).execute();
    expect((await rejection(invoice(founder, teammate.id))).code).toBe('FORBIDDEN');
  });

  it('family, once the connection is accepted, whoever asked', async () => {
    const organizer = await newOrganizer();
    const [asked, askedBy, pending] = [await createUser(h.db), await createUser(h.db), await createUser(h.db)];
    await familyConnection(organizer.user.id, asked.id, 'accepted');
    await familyConnection(askedBy.id, organizer.user.id, 'accepted');
    await familyConnection(organizer.user.id, pending.id, 'pending');
    await invoice(organizer, asked.id);
    await invoice(organizer, askedBy.id);
    expect((await rejection(invoice(organizer, pending.id))).code).toBe('FORBIDDEN');
  });

  it('the invoice form lists only related players, with why, narrowed by name; only organizers may ask', async () => {
    const organizer = await newOrganizer();
    const both = await createUser(h.db, { displayName: 'Avery Both' });
    const family = await createUser(h.db, { displayName: 'Blake Family' });
    const stranger = await createUser(h.db, { displayName: 'Casey Stranger' });
    await joinedEventOf(organizer.user.id, both.id);
    await joinedEventOf(organizer.user.id, both.id, 'left');
    await familyConnection(organizer.user.id, both.id, 'accepted');
    await familyConnection(family.id, organizer.user.id, 'accepted');
    await familyConnection(organizer.user.id, stranger.id, 'pending');

    const c = await organizer.call();
    expect(await c.billing.invoiceablePlayers({})).toEqual([
      { id: both.id, displayName: 'Avery Both', photoUrl: null, relations: ['event', 'family'] },
      { id: family.id, displayName: 'Blake Family', photoUrl: null, relations: ['family'] },
    ]);
    expect((await c.billing.invoiceablePlayers({ query: 'fam' })).map((p) => p.id)).toEqual([family.id]);
    // LIKE wildcards in the query are plain characters.
    expect(await c.billing.invoiceablePlayers({ query: '%' })).toEqual([]);
    expect((await rejection(c.billing.invoiceablePlayers({ query: 'a\u0000' }))).code).toBe('BAD_REQUEST');

    const notOrganizer = await player();
    expect((await rejection((await notOrganizer.call()).billing.invoiceablePlayers({}))).code).toBe('FORBIDDEN');
  });

  it('an organizer sends a limited number of invoices per hour; refused attempts count, other organizers are not affected', async () => {
    const { limit, windowSeconds } = BILLING_RATE_LIMITS.invoiceCreatePerOrganizer;
    await startWellInsideWindow(windowSeconds);
    const organizer = await newOrganizer();
    const stranger = await createUser(h.db);
    const joiner = await createUser(h.db);
    await joinedEventOf(organizer.user.id, joiner.id);
    expect((await rejection(invoice(organizer, stranger.id))).code).toBe('FORBIDDEN');
    for (let i = 1; i < limit; i += 1) await invoice(organizer, joiner.id);
    const limited = await rejection(invoice(organizer, joiner.id));
    expect([limited.code, limited.message]).toEqual(['TOO_MANY_REQUESTS', APP_MESSAGES.tooManyRequests]);
    expect(await invoicesTo(joiner.id)).toHaveLength(limit - 1);

    const other = await newOrganizer();
    await joinedEventOf(other.user.id, joiner.id);
    await invoice(other, joiner.id);
  });
});

describe('the payment-success check (billing.confirmCheckout)', () => {
  const lineItems = [{ description: 'Season fee', amountCents: 3000, quantity: 1 }];

  /** An invoice from a new organizer to `payer`, and the Checkout the payer opened for it. */
  async function openedCheckout(payer: Player) {
    const organizer = await player();
    await makeOrganizer(h, organizer.user.id);
    await joinedEventOf(organizer.user.id, payer.user.id);
    const { invoiceId } = await (await organizer.call()).billing.createInvoice({ playerId: payer.user.id, lineItems, dueDate: '2026-12-15' });
    const { url } = await (await payer.call()).billing.payInvoice({ invoiceId });
    return { organizer, invoiceId, sessionId: sessionIdOf(url) };
  }
  const stripeLookups = (sessionId: string) => fakeStripe.requests.filter((r) => r.method === 'GET' && r.path === `/v1/checkout/sessions/${sessionId}`).length;

  it('every Checkout returns to the page with its session id', async () => {
    const payer = await player();
    const { invoiceId, sessionId } = await openedCheckout(payer);
    expect(fakeStripe.sessions.get(sessionId)!.success_url).toBe(
      `${h.deps.env.APP_ORIGIN}/payment-success?invoice=${invoiceId}&session_id={CHECKOUT_SESSION_ID}`,
    );
  });

  it('a paid session of this user is confirmed: by Stripe before the webhook, by our record after it', async () => {
    const payer = await player();
    const { invoiceId, sessionId } = await openedCheckout(payer);
    const session = fakeStripe.completeSession(sessionId);
    const expected = { status: 'paid', description: expect.stringContaining('Invoice from'), amountCents: 3000, currency: 'usd', invoiceId };
    expect(await (await payer.call()).billing.confirmCheckout({ sessionId })).toEqual(expected);
    expect(stripeLookups(sessionId)).toBe(1);

    await deliverEvents(h, [fakeStripe.event('checkout.session.completed', session)]);
    const lookups = stripeLookups(sessionId);
    expect(await (await payer.call()).billing.confirmCheckout({ sessionId })).toEqual(expected);
    expect(stripeLookups(sessionId)).toBe(lookups);
  });

  it("another user's session is not confirmed, paid or not, and reads like one that does not exist", async () => {
    const payer = await player();
    const { organizer, sessionId } = await openedCheckout(payer);
    const session = fakeStripe.completeSession(sessionId);
    await deliverEvents(h, [fakeStripe.event('checkout.session.completed', session)]);
    const stranger = await player();
    for (const other of [stranger, organizer]) {
      expect(await (await other.call()).billing.confirmCheckout({ sessionId })).toEqual({ status: 'not-found' });
    }
  });

  it('an unpaid session of this user is not confirmed, nor one Stripe no longer has', async () => {
    const payer = await player();
    const { sessionId } = await openedCheckout(payer);
    expect(await (await payer.call()).billing.confirmCheckout({ sessionId })).toEqual({ status: 'unpaid' });
    fakeStripe.sessions.delete(sessionId);
    expect(await (await payer.call()).billing.confirmCheckout({ sessionId })).toEqual({ status: 'not-found' });
  });

  it('a made-up id is not confirmed and never reaches Stripe; a malformed one is a 400, not a 5xx', async () => {
    const payer = await player();
    const c = await payer.call();
    const requests = fakeStripe.requests.length;
    expect(await c.billing.confirmCheckout({ sessionId: 'cs_test_madeup123' })).toEqual({ status: 'not-found' });
    expect(fakeStripe.requests.length).toBe(requests);
    for (const sessionId of ['', '{CHECKOUT_SESSION_ID}', "cs_test_1' or 1=1", `cs_${'a'.repeat(60_000)}`]) {
      expect((await rejection(c.billing.confirmCheckout({ sessionId }))).code).toBe('BAD_REQUEST');
    }
  });

  it('is rate-limited per user', async () => {
    const { limit, windowSeconds } = BILLING_RATE_LIMITS.checkoutConfirmPerUser;
    await startWellInsideWindow(windowSeconds);
    const payer = await player();
    const c = await payer.call();
    for (let i = 0; i < limit; i += 1) await c.billing.confirmCheckout({ sessionId: 'cs_test_reload' });
    expect((await rejection(c.billing.confirmCheckout({ sessionId: 'cs_test_reload' }))).code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('/webhooks/stripe', () => {
  it('refuses a bad signature with 400 and records a replayed event id once', async () => {
    const { serveApp } = await import('../../tests/http-server.ts');
    const app = await serveApp(h.deps);
    try {
      const payload = JSON.stringify(fakeStripe.event('account.updated', { id: 'acct_nobody' }));
      const bad = await fetch(`${app.base}/webhooks/stripe`, { method: 'POST', headers: { 'stripe-signature': 't=1,v1=deadbeef' }, body: payload });
      expect(bad.status).toBe(400);
      const unsigned = await fetch(`${app.base}/webhooks/stripe`, { method: 'POST', body: payload });
      expect(unsigned.status).toBe(400);
      // A declared 400 MB body is refused before a byte of it is read (it used to be read to its end first).
      const huge = await new Promise<number>((resolve, reject) => {
        const req = request(`${app.base}/webhooks/stripe`, {
          method: 'POST',
          headers: { 'stripe-signature': 't=1,v1=deadbeef', 'content-length': String(400 * 1024 * 1024) },
        });
        req.on('response', (res) => {
          res.resume();
          resolve(res.statusCode!);
        });
        req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error)));
        req.write('{');
      });
      expect(huge).toBe(413);
    } finally {
      await app.close();
    }
    const event = fakeStripe.event('account.updated', { id: 'acct_nobody' });
    expect(await deliverEvents(h, [event, event])).toEqual([200, 200]);
    const jobs = await h.db.selectFrom('stripeEvents').select('id').where('id', '=', String(event.id)).execute();
    expect(jobs).toHaveLength(1);
  });
});
