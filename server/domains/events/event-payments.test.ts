import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../../tests/harness.ts';
import { createEvent } from '../../../tests/event-factories.ts';
import { rejection } from '../../../tests/expect-rejection.ts';
import { signedInUser } from '../../../tests/sign-in.ts';
import { fakeStripe } from '../../../tests/msw/stripe.ts';
import { deliverEvents, makeOrganizer, STRIPE_TEST_ENV } from '../../../tests/stripe-helpers.ts';
import { expireOffer } from './offer-expiry.ts';
import { BILLING_MESSAGES } from '../../../shared/billing/messages.ts';
import { EVENT_MESSAGES } from '../../../shared/events/messages.ts';
import { createPlace } from '../../../tests/event-factories.ts';
import { localParts } from '../../time/event-time.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ env: STRIPE_TEST_ENV });
});
afterAll(() => h.close());

let names = 0;
const player = () => signedInUser(h, { displayName: `Payer ${++names}` });
type Player = Awaited<ReturnType<typeof player>>;
const sessionIdOf = (url: string) => url.split('/').pop()!;
const HOUR = 3600_000;

async function paidEvent(organiser: Player, overrides: Parameters<typeof createEvent>[2] = {}) {
  await makeOrganizer(h, organiser.user.id);
  return createEvent(h.db, organiser.user.id, {
    priceCents: 1500,
    capacity: 1,
    hoursToCancelBefore: 24,
    startsAt: new Date(Date.now() + 72 * HOUR),
    ...overrides,
  });
}

async function joiner(eventId: string, userId: string) {
  return h.db.selectFrom('eventJoiners').selectAll().where('eventId', '=', eventId).where('userId', '=', userId).executeTakeFirstOrThrow();
}

/** The player pays on Stripe's page and the webhook arrives. */
async function pay(checkoutUrl: string) {
  const session = fakeStripe.completeSession(sessionIdOf(checkoutUrl));
  await deliverEvents(h, [fakeStripe.event('checkout.session.completed', session)]);
}

const deps = () => h.deps;

describe('paid events', () => {
  it('hold a spot while the player pays; payment makes them going and tells the organiser', async () => {
    const organiser = await player();
    const a = await player();
    const event = await paidEvent(organiser);
    const joined = await (await a.call()).events.join({ eventId: event.id });
    expect(joined.status).toBe('offered');
    expect(joined.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/checkout\//);
    const held = await joiner(event.id, a.user.id);
    expect(held.offerExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(held.paymentStatus).toBe('pending');
    const session = fakeStripe.sessions.get(sessionIdOf(joined.checkoutUrl!))!;
    expect(session.amount_total).toBe(1500);
    expect(session.success_url).toBe(`${h.deps.env.APP_ORIGIN}/evt/${event.id}?payment=success&session_id={CHECKOUT_SESSION_ID}`);

    await pay(joined.checkoutUrl!);
    expect(await joiner(event.id, a.user.id)).toMatchObject({ status: 'going', paymentStatus: 'paid', offerExpiresAt: null });
    const notices = await h.db.selectFrom('notifications').select('type').where('userId', '=', organiser.user.id).execute();
    expect(notices).toContainEqual({ type: 'eventJoined' });
  });

  it('takes the platform fee from the parsed env, as invoices do, never from process.env', async () => {
    const organiser = await player();
    const a = await player();
    const event = await paidEvent(organiser);
    const before = process.env.STRIPE_APPLICATION_FEE_PERCENT;
    process.env.STRIPE_APPLICATION_FEE_PERCENT = '20';
    try {
      const joined = await (await a.call()).events.join({ eventId: event.id });
      // The harness env leaves the fee at its default, 5%.
      expect(fakeStripe.sessions.get(sessionIdOf(joined.checkoutUrl!))!._paymentIntentData).toMatchObject({ application_fee_amount: '75' });
    } finally {
      if (before === undefined) delete process.env.STRIPE_APPLICATION_FEE_PERCENT;
      else process.env.STRIPE_APPLICATION_FEE_PERCENT = before;
    }
  });

  it('charges guests when the organiser says so', async () => {
    const organiser = await player();
    const a = await player();
    const event = await paidEvent(organiser, { capacity: 5, allowParticipantGuests: true, guestLimit: 2 });
    await h.db.updateTable('events').set({ chargeGuests: true }).where('id', '=', event.id).execute();
    const joined = await (await a.call()).events.join({ eventId: event.id, guests: 2 });
    expect(fakeStripe.sessions.get(sessionIdOf(joined.checkoutUrl!))!.amount_total).toBe(4500);
  });

  it('refunds a player who leaves before the cancellation window and offers the spot to the next in line', async () => {
    const organiser = await player();
    const [a, b] = [await player(), await player()];
    const event = await paidEvent(organiser);
    await pay((await (await a.call()).events.join({ eventId: event.id })).checkoutUrl!);
    expect((await (await b.call()).events.join({ eventId: event.id })).status).toBe('waitlisted');

    expect(await (await a.call()).events.leave({ eventId: event.id })).toEqual({ refunded: true });
    expect((await joiner(event.id, a.user.id)).paymentStatus).toBe('refunded');
    expect([...fakeStripe.refunds.values()].some((refund) => refund.amount === 1500)).toBe(true);

    // The promoted player must pay: a hold, and a fresh Checkout when they come back.
    const promoted = await joiner(event.id, b.user.id);
    expect(promoted.status).toBe('offered');
    const again = await (await b.call()).events.join({ eventId: event.id });
    expect(again.status).toBe('offered');
    await pay(again.checkoutUrl!);
    expect((await joiner(event.id, b.user.id)).status).toBe('going');
  });

  it('does not refund inside the window', async () => {
    const organiser = await player();
    const a = await player();
    const event = await paidEvent(organiser, { startsAt: new Date(Date.now() + 10 * HOUR) });
    await pay((await (await a.call()).events.join({ eventId: event.id })).checkoutUrl!);
    expect(await (await a.call()).events.leave({ eventId: event.id })).toEqual({ refunded: false });
    expect((await joiner(event.id, a.user.id)).paymentStatus).toBe('paid');
  });

  it('a player the organiser removes is refunded in full, even inside the window, and told so', async () => {
    const organiser = await player();
    const a = await player();
    const event = await paidEvent(organiser, { startsAt: new Date(Date.now() + 10 * HOUR) });
    await pay((await (await a.call()).events.join({ eventId: event.id })).checkoutUrl!);
    expect(await (await organiser.call()).events.removeJoiner({ eventId: event.id, userId: a.user.id })).toEqual({ refunded: true });
    expect(await joiner(event.id, a.user.id)).toMatchObject({ status: 'declined', paymentStatus: 'refunded' });
    const notice = await h.db
      .selectFrom('notifications')
      .select('message')
      .where('userId', '=', a.user.id)
      .where('type', '=', 'eventRemoved')
      .executeTakeFirstOrThrow();
    expect(notice.message).toBe(EVENT_MESSAGES.noticeRefunded);
  });

  it('an unpaid hold expires: the spot goes to the next in line and the Checkout is closed', async () => {
    const organiser = await player();
    const [a, b] = [await player(), await player()];
    const event = await paidEvent(organiser);
    const joined = await (await a.call()).events.join({ eventId: event.id });
    await (await b.call()).events.join({ eventId: event.id });
    const { offerExpiresAt } = await joiner(event.id, a.user.id);
    expect(await expireOffer(deps(), (await joiner(event.id, a.user.id)).id, offerExpiresAt!.toISOString())).toEqual({ released: true });
    expect((await joiner(event.id, a.user.id)).status).toBe('left');
    expect((await joiner(event.id, b.user.id)).status).toBe('offered');
    expect(fakeStripe.sessions.get(sessionIdOf(joined.checkoutUrl!))!.status).toBe('expired');
    // A second run of the job changes nothing.
    expect(await expireOffer(deps(), (await joiner(event.id, a.user.id)).id, offerExpiresAt!.toISOString())).toEqual({ released: false });
  });

  it('a Checkout that expires unpaid releases the held spot once, however often the webhook repeats', async () => {
    const organiser = await player();
    const [a, b] = [await player(), await player()];
    const event = await paidEvent(organiser);
    const joined = await (await a.call()).events.join({ eventId: event.id });
    expect((await (await b.call()).events.join({ eventId: event.id })).status).toBe('waitlisted');
    const session = fakeStripe.sessions.get(sessionIdOf(joined.checkoutUrl!))!;
    session.status = 'expired';
    const expired = fakeStripe.event('checkout.session.expired', session);
    await deliverEvents(h, [expired, fakeStripe.event('checkout.session.expired', session), expired]);
    expect((await joiner(event.id, a.user.id)).status).toBe('left');
    expect((await joiner(event.id, b.user.id)).status).toBe('offered');
    const notices = await h.db.selectFrom('notifications').select('type').where('userId', '=', a.user.id).where('type', '=', 'eventOfferExpired').execute();
    expect(notices).toHaveLength(1);
  });

  it('cancelling refunds every paid joiner', async () => {
    const organiser = await player();
    const a = await player();
    const event = await paidEvent(organiser, { startsAt: new Date(Date.now() + 5 * HOUR) });
    await pay((await (await a.call()).events.join({ eventId: event.id })).checkoutUrl!);
    await (await organiser.call()).events.cancel({ eventId: event.id, reason: 'Rain' });
    expect((await joiner(event.id, a.user.id)).paymentStatus).toBe('refunded');
    const notice = await h.db
      .selectFrom('notifications')
      .select('message')
      .where('userId', '=', a.user.id)
      .where('type', '=', 'eventCancelled')
      .executeTakeFirstOrThrow();
    expect(notice.message).toContain('refunded');
  });

  it('without Stripe configured a paid event cannot be joined and no spot is taken', async () => {
    const organiser = await player();
    const a = await player();
    const event = await paidEvent(organiser);
    const configured = h.deps.stripe;
    h.deps.stripe = null;
    try {
      expect((await rejection((await a.call()).events.join({ eventId: event.id }))).message).toBe(BILLING_MESSAGES.notConfigured);
    } finally {
      h.deps.stripe = configured;
    }
    const row = await h.db.selectFrom('events').select('spotsTaken').where('id', '=', event.id).executeTakeFirstOrThrow();
    expect(row.spotsTaken).toBe(0);
  });

  it('the organiser adds themself to their own paid, approval-only event without paying or asking', async () => {
    const organiser = await player();
    const a = await player();
    const event = await paidEvent(organiser, { capacity: 2, creatorApprovalNeeded: true });
    const configured = h.deps.stripe;
    // Even with payments switched off: nothing is charged, so nothing needs Stripe.
    h.deps.stripe = null;
    try {
      expect(await (await organiser.call()).events.join({ eventId: event.id })).toEqual({ status: 'going', checkoutUrl: null, position: null });
    } finally {
      h.deps.stripe = configured;
    }
    expect(await joiner(event.id, organiser.user.id)).toMatchObject({ status: 'going', paymentStatus: null });
    const notices = await h.db.selectFrom('notifications').select('type').where('userId', '=', organiser.user.id).execute();
    expect(notices).toEqual([]);
    // Everyone else still asks, and then pays.
    expect((await (await a.call()).events.join({ eventId: event.id })).status).toBe('pending');
  });

  it('an organiser moved off their own waitlist is going, not asked to pay', async () => {
    const organiser = await player();
    const a = await player();
    const event = await paidEvent(organiser, { capacity: 1 });
    const paid = await (await a.call()).events.join({ eventId: event.id });
    await pay(paid.checkoutUrl!);
    expect((await (await organiser.call()).events.join({ eventId: event.id })).status).toBe('waitlisted');
    await (await a.call()).events.leave({ eventId: event.id });
    expect(await joiner(event.id, organiser.user.id)).toMatchObject({ status: 'going', offerExpiresAt: null });
  });
});

describe('publishing a priced event', () => {
  it('needs an organiser whose Stripe account accepts charges: the form is told why before, and the server refuses otherwise', async () => {
    const place = await createPlace(h.db);
    const date = localParts(new Date(Date.now() + 3 * 86_400_000), 'America/Chicago').date;
    const form = (priceCents: number) => ({
      title: 'Paid clinic',
      gameType: 'Pickleball',
      date,
      timeStart: '18:00',
      duration: { hours: 1, minutes: 0 },
      location: { placeId: place.id },
      priceCents,
    });
    const organiser = await player();
    const c = await organiser.call();
    expect(await c.events.chargeReadiness()).toEqual({ ready: false, reason: EVENT_MESSAGES.linkStripeToCharge, needsLink: true });
    const refused = await rejection(c.events.create(form(2000)));
    expect([refused.code, refused.message]).toEqual(['BAD_REQUEST', EVENT_MESSAGES.linkStripeToCharge]);
    // A free event needs nothing; turning it priced later is checked the same way.
    const free = await c.events.create(form(0));
    const priced = await rejection(c.events.update({ eventId: free.id, scope: 'occurrence', event: form(2000) }));
    expect(priced.message).toBe(EVENT_MESSAGES.linkStripeToCharge);
    await makeOrganizer(h, organiser.user.id);
    expect(await c.events.chargeReadiness()).toEqual({ ready: true, reason: null, needsLink: false });
    const created = await c.events.create(form(2000));
    expect((await c.events.get({ eventId: created.id })).priceCents).toBe(2000);
  });
});
