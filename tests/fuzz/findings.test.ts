/**
 * Inputs the fuzzer found that once answered 500, one test each, named after the finding, so each
 * stays fixed whatever seed the fuzzer runs with.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localParts } from '../../server/time/event-time.ts';
import { DELETE_CONFIRMATION } from '../../shared/settings/settings.ts';
import { EVENT_MESSAGES } from '../../shared/events/messages.ts';
import { NOTIFICATION_MESSAGES } from '../../shared/notifications/messages.ts';
import { VALIDATION_MESSAGES } from '../../shared/common/validation-messages.ts';
import { createPlace } from '../event-factories.ts';
import { createUser } from '../factories.ts';
import { rejection } from '../expect-rejection.ts';
import { createHarness, type Harness } from '../harness.ts';
import { signedInUser } from '../sign-in.ts';
import { STRIPE_TEST_ENV } from '../stripe-helpers.ts';

let h: Harness;
let call: Awaited<ReturnType<typeof signedInUser>>['call'];
beforeAll(async () => {
  h = await createHarness({ env: STRIPE_TEST_ENV });
  ({ call } = await signedInUser(h));
});
afterAll(() => h.close());

describe('a subnormal coordinate (5e-324) underflowed Postgres trigonometry', () => {
  it('events.nearby and places.search round it to zero and answer', async () => {
    await expect((await call()).events.nearby({ lat: 90, lng: 7.4e-323, limit: 5 })).resolves.toBeDefined();
    await expect((await call()).places.search({ q: 'court', near: { lat: 30, lng: -3.5e-323 } })).resolves.toBeDefined();
  });
});

describe('a forged notification cursor reached a Postgres cast', () => {
  it.each([
    'aaaaaaaaaaaa|------------------------------------',
    '2026-02-30 10:00:00+00|6f1c1d2e-0000-4000-8000-000000000000',
    '2026-11-23 25:61:00+00|6f1c1d2e-0000-4000-8000-000000000000',
    'not a time at all|zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
  ])('%s answers 400 Invalid cursor', async (cursor) => {
    const error = await rejection((await call()).notifications.list({ cursor }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toBe(NOTIFICATION_MESSAGES.invalidCursor);
  });

  it('a real cursor still pages', async () => {
    await expect((await call()).notifications.list({ cursor: '2026-11-23 10:00:00.123456+00|6f1c1d2e-0000-4000-8000-000000000000' })).resolves.toEqual({
      items: [],
      nextCursor: null,
    });
  });
});

describe('a team id that is not a uuid reached a Postgres cast', () => {
  it('billing.cancelSubscription answers 400 for it', async () => {
    const error = await rejection((await call()).billing.cancelSubscription({ type: 'team', id: '𓀬⌯', platform: 'rally' }));
    expect(error.code).toBe('BAD_REQUEST');
  });

  it('and ids made only of dashes, which the old id pattern let through, answer 400 in invoices', async () => {
    const error = await rejection((await call()).billing.payInvoice({ invoiceId: '-'.repeat(36) } as never));
    expect(error.code).toBe('BAD_REQUEST');
  });
});

describe('an unknown game type broke the events foreign key', () => {
  it('events.create and events.update answer 400 naming the list', async () => {
    const place = await createPlace(h.db);
    const date = localParts(new Date(Date.now() + 3 * 86_400_000), 'America/Chicago').date;
    const form = { title: 'Pickup', gameType: 'Pickleball', date, timeStart: '18:00', duration: { hours: 1, minutes: 0 }, location: { placeId: place.id } };
    const created = await (await call()).events.create(form);
    const onCreate = await rejection((await call()).events.create({ ...form, gameType: 'Underwater Chess' }));
    expect([onCreate.code, onCreate.message]).toEqual(['BAD_REQUEST', EVENT_MESSAGES.unknownGameType]);
    const onUpdate = await rejection(
      (await call()).events.update({ eventId: created.id, scope: 'occurrence', event: { ...form, gameType: 'Underwater Chess' } }),
    );
    expect([onUpdate.code, onUpdate.message]).toEqual(['BAD_REQUEST', EVENT_MESSAGES.unknownGameType]);
  });
});

describe('half a surrogate pair broke a JSON column', () => {
  it('messages.send with a lone surrogate answers 400 in the control-character words', async () => {
    const friend = await createUser(h.db, { displayName: 'Friend' });
    const error = await rejection((await call()).messages.send({ recipientId: friend.id, body: 'a\udfffb' }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toContain(VALIDATION_MESSAGES.controlCharacters);
    // A whole pair (an emoji) is text.
    await expect((await call()).messages.send({ recipientId: friend.id, body: 'game on \u{1F3BE}' })).resolves.toBeDefined();
  });
});

describe('two requests at once reached a unique index or a vanished row', () => {
  it('two simultaneous account deletions: one deletes, the other answers 404, neither 500', async () => {
    const twin = await signedInUser(h);
    // Both requests are authenticated before either runs, as two tabs' requests would be.
    const [a, b] = [await twin.call(), await twin.call()];
    const [first, second] = await Promise.allSettled([
      a.users.deleteAccount({ confirmation: DELETE_CONFIRMATION }),
      b.users.deleteAccount({ confirmation: DELETE_CONFIRMATION }),
    ]);
    const outcomes = [first, second].map((result) => (result.status === 'fulfilled' ? 'ok' : (result.reason as { code: string }).code)).sort();
    expect(outcomes).toEqual(['NOT_FOUND', 'ok']);
  });

  it('two simultaneous adds of one alternate e-mail: one is added, the other is told it already is', async () => {
    const twin = await signedInUser(h);
    const [a, b] = [await twin.call(), await twin.call()];
    const [first, second] = await Promise.allSettled([
      a.users.addAlternateEmail({ email: 'twice@example.com' }),
      b.users.addAlternateEmail({ email: 'twice@example.com' }),
    ]);
    const outcomes = [first, second].map((result) => (result.status === 'fulfilled' ? 'ok' : (result.reason as { code: string }).code)).sort();
    expect(outcomes).toEqual(['CONFLICT', 'ok']);
  });
});
