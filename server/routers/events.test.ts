import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extendOpenSeries } from '../domains/events/series-extend.ts';
import { localParts } from '../time/event-time.ts';
import { sendEventReminders } from '../domains/events/reminders.ts';
import { checkMinimumNeeded } from '../domains/events/minimum-needed.ts';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { createPlace } from '../../tests/event-factories.ts';
import { rejection } from '../../tests/expect-rejection.ts';
import { signedInUser } from '../../tests/sign-in.ts';
import { serveApp } from '../../tests/http-server.ts';
import { EVENT_LIMITS } from '../../shared/limits/limits.ts';
import { type EventFormValues } from '../../shared/events/schemas.ts';
import { EVENT_MESSAGES } from '../../shared/events/messages.ts';
import { FACTORY_PASSWORD, latestMail } from '../../tests/factories.ts';
import { startWellInsideWindow } from '../../tests/rate-window.ts';
import { EVENT_INVITE_RATE_LIMIT } from '../../shared/limits/rate-limits.ts';

let h: Harness;
let placeId: string;
beforeAll(async () => {
  h = await createHarness();
  placeId = (await createPlace(h.db)).id;
});
afterAll(() => h.close());

let names = 0;
const player = () => signedInUser(h, { displayName: `Player ${++names}` });
type Player = Awaited<ReturnType<typeof player>>;
const chicago = 'America/Chicago';
const inDays = (days: number) => localParts(new Date(Date.now() + days * 86_400_000), chicago).date;
const deps = () => ({ ...h.deps, stripe: null });

function form(overrides: Partial<EventFormValues> = {}): EventFormValues {
  return {
    title: 'Thursday Pickleball',
    gameType: 'Pickleball',
    date: inDays(3),
    timeStart: '18:00',
    duration: { hours: 1, minutes: 30 },
    location: { placeId },
    ...overrides,
  };
}

async function create(organiser: Player, overrides: Partial<EventFormValues> = {}) {
  return (await organiser.call()).events.create(form(overrides));
}

async function notificationsOf(userId: string, type?: string) {
  let query = h.db.selectFrom('notifications').selectAll().where('userId', '=', userId);
  if (type) query = query.where('type', '=', type);
  return query.orderBy('createdAt').execute();
}

async function block(blockerId: string, blockedId: string) {
  const blocked = await h.db.selectFrom('users').select('email').where('id', '=', blockedId).executeTakeFirstOrThrow();
  await h.db.insertInto('userBlocks').values({ blockerId, blockedId, blockedEmail: blocked.email }).execute();
}

describe('create', () => {
  it('copies the place onto the event and reads the time in the venue zone', async () => {
    const organiser = await player();
    const { id, seriesId, occurrenceIds } = await create(organiser, { eventSlotGroups: [{ name: 'Beginners', capacity: 4 }] });
    expect(seriesId).toBeNull();
    expect(occurrenceIds).toEqual([id]);
    const event = await (await organiser.call()).events.get({ eventId: id });
    expect(event).toMatchObject({ title: 'Thursday Pickleball', timezone: chicago, localDate: inDays(3), localTime: '18:00', durationMinutes: 90 });
    expect(event.location).toMatchObject({ placeId, name: 'Zilker Park Courts' });
    expect(event.slotGroups).toMatchObject([{ name: 'Beginners', capacity: 4, taken: 0, spotsLeft: 4 }]);
    expect(event.viewer.canManage).toBe(true);
  });

  it('takes the zone of an address from its point', async () => {
    const organiser = await player();
    const { id } = await create(organiser, { location: { name: 'Wash Park', address: 'Denver, CO', lat: 39.7, lng: -104.97 } });
    const event = await (await organiser.call()).events.get({ eventId: id });
    expect(event.timezone).toBe('America/Denver');
    expect(event.localTime).toBe('18:00');
  });

  it('refuses a start in the past, an unknown place, and a bad rule', async () => {
    const organiser = await player();
    const c = await organiser.call();
    expect((await rejection(c.events.create(form({ date: inDays(-2) })))).message).toBe(EVENT_MESSAGES.startInPast);
    expect((await rejection(c.events.create(form({ location: { placeId: '00000000-0000-4000-8000-000000000000' } })))).message).toBe('Place not found');
    expect((await rejection(c.events.create(form({ reoccurringInfo: { rrule: 'FREQ=HOURLY' } })))).message).toBe(EVENT_MESSAGES.invalidRecurrence);
  });

  it('refuses signed-out users', async () => {
    const guest = await h.client().call();
    expect((await rejection(guest.events.create(form()))).code).toBe('UNAUTHORIZED');
  });

  it('queues activity alerts for a public event and not for a private one', async () => {
    const organiser = await player();
    const subscriber = await player();
    await h.db
      .insertInto('activitySubscriptions')
      .values({
        userId: subscriber.user.id,
        // lat and lng are generated from the address.
        address: JSON.stringify({ lat: 30.2672, lng: -97.7431, description: 'Austin, TX, USA', name: 'Austin' }),
        radiusMiles: 15,
        activities: ['Pickleball'],
      })
      .execute();
    const { id: publicId } = await create(organiser);
    const { id: privateId } = await create(organiser, { isPrivate: true });
    const alerts = await h.db.selectFrom('activityAlerts').select('eventId').where('userId', '=', subscriber.user.id).execute();
    expect(alerts.map((a) => a.eventId)).toEqual([publicId]);
    expect(alerts.map((a) => a.eventId)).not.toContain(privateId);
  });
});

describe('prices without payments', () => {
  it('a server without Stripe publishes free events only, and says so before the price is typed', async () => {
    const organiser = await player();
    const c = await organiser.call();
    expect(await c.events.chargeReadiness()).toEqual({ ready: false, reason: EVENT_MESSAGES.paymentsUnavailable, needsLink: false });
    const error = await rejection(c.events.create(form({ priceCents: 1500 })));
    expect([error.code, error.message]).toEqual(['BAD_REQUEST', EVENT_MESSAGES.paymentsUnavailable]);
    expect((await rejection((await h.client().call()).events.chargeReadiness())).code).toBe('UNAUTHORIZED');
  });
});

describe('recurring events', () => {
  it('materialises a COUNT rule without its excluded dates, each occurrence its own event', async () => {
    const organiser = await player();
    const start = inDays(7);
    const skipped = localParts(new Date(Date.now() + 14 * 86_400_000), chicago).date;
    const { id, seriesId, occurrenceIds } = await create(organiser, {
      date: start,
      reoccurringInfo: { rrule: 'FREQ=WEEKLY;COUNT=4' },
      excludedDates: [skipped],
    });
    expect(seriesId).not.toBeNull();
    expect(occurrenceIds).toHaveLength(3);
    const rows = await h.db.selectFrom('events').select(['occurrenceDate', 'startsAt']).where('seriesId', '=', seriesId).orderBy('startsAt').execute();
    expect(rows.map((r) => r.occurrenceDate)).not.toContain(skipped);
    expect(rows.every((r) => localParts(r.startsAt, chicago).time === '18:00')).toBe(true);
    const detail = await (await organiser.call()).events.get({ eventId: id });
    expect(detail.series).toMatchObject({ rrule: 'FREQ=WEEKLY;COUNT=4', excludedDates: [skipped] });
    expect(detail.series!.nextOccurrences).toHaveLength(2);
  });

  it('keeps 18:00 Chicago time across the 2027-03-14 daylight-saving change', async () => {
    const organiser = await player();
    const { seriesId } = await create(organiser, { date: '2027-03-04', reoccurringInfo: { rrule: 'FREQ=WEEKLY;COUNT=3' } });
    const rows = await h.db.selectFrom('events').select(['occurrenceDate', 'startsAt']).where('seriesId', '=', seriesId).orderBy('startsAt').execute();
    expect(rows.map((r) => [r.occurrenceDate, localParts(r.startsAt, chicago).time])).toEqual([
      ['2027-03-04', '18:00'],
      ['2027-03-11', '18:00'],
      ['2027-03-18', '18:00'],
    ]);
    expect(rows.map((r) => r.startsAt.toISOString())).toEqual(['2027-03-05T00:00:00.000Z', '2027-03-12T00:00:00.000Z', '2027-03-18T23:00:00.000Z']);
  });

  it('materialises an open-ended rule a window ahead and the daily job extends it once', async () => {
    const organiser = await player();
    const { seriesId, occurrenceIds } = await create(organiser, { date: inDays(1), reoccurringInfo: { rrule: 'FREQ=WEEKLY' } });
    expect(occurrenceIds.length).toBeGreaterThanOrEqual(EVENT_LIMITS.materializeWeeks - 1);
    expect(occurrenceIds.length).toBeLessThanOrEqual(EVENT_LIMITS.materializeWeeks + 1);
    const later = new Date(Date.now() + 14 * 86_400_000);
    await extendOpenSeries(h.deps, later);
    const afterFirst = await h.db.selectFrom('events').select('id').where('seriesId', '=', seriesId).execute();
    expect(afterFirst.length).toBe(occurrenceIds.length + 2);
    await extendOpenSeries(h.deps, later);
    expect((await h.db.selectFrom('events').select('id').where('seriesId', '=', seriesId).execute()).length).toBe(afterFirst.length);
  });

  it('edits one occurrence alone (detached) or this and later ones', async () => {
    const organiser = await player();
    const joiner = await player();
    const { occurrenceIds } = await create(organiser, { date: inDays(2), reoccurringInfo: { rrule: 'FREQ=WEEKLY;COUNT=4' } });
    const [first, second, third] = occurrenceIds as [string, string, string, string];
    await (await joiner.call()).events.join({ eventId: second });

    await (
      await organiser.call()
    ).events.update({ eventId: second, scope: 'occurrence', event: form({ date: inDays(9), timeStart: '19:00', title: 'Moved game' }) });
    const moved = await h.db.selectFrom('events').selectAll().where('id', '=', second).executeTakeFirstOrThrow();
    expect(moved).toMatchObject({ detached: true, title: 'Moved game' });
    expect(localParts(moved.startsAt, chicago).time).toBe('19:00');
    // The joiner hears of the change: calendars poll too rarely.
    expect(await notificationsOf(joiner.user.id, 'eventChanged')).toHaveLength(1);

    await (
      await organiser.call()
    ).events.update({
      eventId: first,
      scope: 'series',
      event: form({ date: inDays(2), timeStart: '20:00', title: 'Series title', reoccurringInfo: { rrule: 'FREQ=WEEKLY;COUNT=4' } }),
    });
    const rows = await h.db.selectFrom('events').select(['id', 'title', 'startsAt']).where('id', 'in', occurrenceIds).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(first)!.title).toBe('Series title');
    expect(byId.get(third)!.title).toBe('Series title');
    expect(localParts(byId.get(third)!.startsAt, chicago).time).toBe('20:00');
    // The detached occurrence kept its own edit.
    expect(byId.get(second)!.title).toBe('Moved game');
  });

  it('a new rule drops future occurrences nobody joined and keeps those with joiners', async () => {
    const organiser = await player();
    const joiner = await player();
    const { occurrenceIds } = await create(organiser, { date: inDays(2), reoccurringInfo: { rrule: 'FREQ=WEEKLY;COUNT=4' } });
    const [first, , , fourth] = occurrenceIds as [string, string, string, string];
    await (await joiner.call()).events.join({ eventId: fourth });
    await (
      await organiser.call()
    ).events.update({ eventId: first, scope: 'series', event: form({ date: inDays(2), reoccurringInfo: { rrule: 'FREQ=WEEKLY;COUNT=2' } }) });
    const left = await h.db.selectFrom('events').select('id').where('id', 'in', occurrenceIds).execute();
    expect(left.map((r) => r.id).sort()).toEqual([first, occurrenceIds[1]!, fourth].sort());
  });

  it('answers 400 to the rules of issue 29 on create and on a series update (rrule froze the server on some)', async () => {
    const organiser = await player();
    const c = await organiser.call();
    const { occurrenceIds } = await create(organiser, { date: inDays(2), reoccurringInfo: { rrule: 'FREQ=WEEKLY;COUNT=3' } });
    const rules: [string, string][] = [
      ['FREQ=DAILY;BYMONTH=13', EVENT_MESSAGES.invalidRecurrence],
      // Parses, but February never has a 30th.
      ['FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30', EVENT_MESSAGES.noOccurrences],
      ['FREQ=WEEKLY;BYDAY=XX', EVENT_MESSAGES.invalidRecurrence],
      ['FREQ=MONTHLY;BYSETPOS=0', EVENT_MESSAGES.invalidRecurrence],
    ];
    for (const [rrule, message] of rules) {
      const created = await rejection(c.events.create(form({ reoccurringInfo: { rrule } })));
      expect([created.code, created.message], rrule).toEqual(['BAD_REQUEST', message]);
      const updated = await rejection(
        c.events.update({ eventId: occurrenceIds[0]!, scope: 'series', event: form({ date: inDays(2), reoccurringInfo: { rrule } }) }),
      );
      expect([updated.code, updated.message], rrule).toEqual(['BAD_REQUEST', message]);
    }
    const series = await h.db.selectFrom('events').select('id').where('id', 'in', occurrenceIds).where('cancelled', '=', false).execute();
    expect(series).toHaveLength(3);
  });

  it('the daily job skips a stored rule that no longer parses, logs it, and still extends the other series', async () => {
    const organiser = await player();
    const { seriesId, occurrenceIds } = await create(organiser, { date: inDays(1), reoccurringInfo: { rrule: 'FREQ=WEEKLY' } });
    // The old parser let BYHOUR through; the strict one refuses it.
    const stale = await h.db
      .insertInto('eventSeries')
      .values({ creatorId: organiser.user.id, rrule: 'FREQ=DAILY;BYHOUR=18', dtstartLocal: `${inDays(1)} 18:00`, timezone: chicago })
      .returning('id')
      .executeTakeFirstOrThrow();
    const lines: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
    await extendOpenSeries({ ...h.deps, log }, new Date(Date.now() + 14 * 86_400_000));
    expect(await h.db.selectFrom('events').select('id').where('seriesId', '=', seriesId).execute()).toHaveLength(occurrenceIds.length + 2);
    expect(lines.map((line) => JSON.parse(line) as { seriesId?: string }).filter((entry) => entry.seriesId === stale.id)).toHaveLength(1);
  });

  it('cancelling this and later ones tells their joiners and ends the rule', async () => {
    const organiser = await player();
    const joiner = await player();
    const { occurrenceIds, seriesId } = await create(organiser, { date: inDays(2), reoccurringInfo: { rrule: 'FREQ=WEEKLY' } });
    await (await joiner.call()).events.join({ eventId: occurrenceIds[3]! });
    const { cancelledIds } = await (await organiser.call()).events.cancel({ eventId: occurrenceIds[2]!, scope: 'series', reason: 'Court closed' });
    expect(cancelledIds).toHaveLength(occurrenceIds.length - 2);
    expect(await notificationsOf(joiner.user.id, 'eventCancelled')).toHaveLength(1);
    await extendOpenSeries(h.deps, new Date(Date.now() + 30 * 86_400_000));
    const active = await h.db.selectFrom('events').select('id').where('seriesId', '=', seriesId).where('cancelled', '=', false).execute();
    expect(active).toHaveLength(2);
  });
});

describe('visibility', () => {
  it('hides a private event from strangers and signed-out users until makePublicAfter, and shows it to invitees and joiners', async () => {
    const organiser = await player();
    const stranger = await player();
    const invitee = await player();
    const { id } = await create(organiser, { isPrivate: true });
    expect((await rejection((await stranger.call()).events.get({ eventId: id }))).code).toBe('NOT_FOUND');
    expect((await rejection((await h.client().call()).events.get({ eventId: id }))).code).toBe('NOT_FOUND');
    expect((await rejection((await stranger.call()).events.join({ eventId: id }))).code).toBe('NOT_FOUND');

    await (await organiser.call()).events.invite({ eventId: id, userIds: [invitee.user.id] });
    expect((await (await invitee.call()).events.get({ eventId: id })).title).toBe('Thursday Pickleball');
    expect((await (await invitee.call()).events.join({ eventId: id })).status).toBe('going');
    expect((await (await invitee.call()).events.get({ eventId: id })).viewer.status).toBe('going');

    await h.db
      .updateTable('events')
      .set({ makePublicAfter: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    expect((await (await stranger.call()).events.get({ eventId: id })).id).toBe(id);
    expect((await (await h.client().call()).events.get({ eventId: id })).viewer.signedIn).toBe(false);
  });

  it('an invitation by e-mail to an address with no account: its sign-up link proves the address and opens the private event', async () => {
    const organiser = await player();
    const { id } = await create(organiser, { isPrivate: true });
    const c = await organiser.call();
    expect(await c.events.inviteByEmail({ eventId: id, email: ' Someone.New@Example.com ' })).toEqual({ sentTo: 'email', alreadyInvited: false });
    // Pressed again: no second mail.
    expect(await c.events.inviteByEmail({ eventId: id, email: 'someone.new@example.com' })).toEqual({ sentTo: 'email', alreadyInvited: true });
    expect(
      await h.db.selectFrom('mailOutbox').select('id').where('toAddress', '=', 'someone.new@example.com').where('template', '=', 'event-invitation').execute(),
    ).toHaveLength(1);
    expect((await c.events.invites({ eventId: id })).addresses).toEqual([{ email: 'someone.new@example.com', invitedAt: expect.any(Date) }]);
    const mail = await latestMail(h.db, 'someone.new@example.com', 'event-invitation');
    expect(mail?.subject).toBe(`${organiser.user.displayName} invited you to Thursday Pickleball on Rally`);
    const link = new URL(String(mail?.data.actionUrl));
    expect(link.pathname).toBe('/sign-up');
    expect(link.searchParams.get('email')).toBe('someone.new@example.com');
    expect(link.searchParams.get('next')).toBe(`/evt/${id}`);
    // The sign-up page says who invited the visitor, and to what; a made-up token tells nothing.
    const guest = await h.client('198.51.100.63').call();
    const token = link.searchParams.get('invite')!;
    expect(await guest.auth.invitation({ token })).toEqual({ kind: 'event', title: 'Thursday Pickleball', inviterName: organiser.user.displayName });
    expect(await guest.auth.invitation({ token: 'x'.repeat(32) })).toBeNull();

    // Another address cannot use the token; the invited one signs up verified and sees the event.
    const impostor = h.client('198.51.100.61');
    await (await impostor.call()).auth.signUp({ email: 'impostor@example.com', password: FACTORY_PASSWORD, inviteToken: link.searchParams.get('invite')! });
    expect((await (await impostor.call()).auth.me())?.emailVerified).toBe(false);
    expect((await rejection((await impostor.call()).events.get({ eventId: id }))).code).toBe('NOT_FOUND');
    const invitee = h.client('198.51.100.62');
    await (await invitee.call()).auth.signUp({ email: 'someone.new@example.com', password: FACTORY_PASSWORD, inviteToken: link.searchParams.get('invite')! });
    expect((await (await invitee.call()).auth.me())?.emailVerified).toBe(true);
    expect((await (await invitee.call()).events.get({ eventId: id })).title).toBe('Thursday Pickleball');
    expect(await h.db.selectFrom('eventEmailInvites').select('email').where('eventId', '=', id).execute()).toEqual([]);
    // Claimed, the link is spent: it no longer speaks for an invitation.
    expect(await guest.auth.invitation({ token })).toBeNull();
    // Now a player: listed by name on the manage page, and the event is among theirs, as invited.
    const invitees = await c.events.invites({ eventId: id });
    expect([invitees.addresses, invitees.players.map((p) => p.joined)]).toEqual([[], [false]]);
    expect((await (await invitee.call()).events.mine({})).map((e) => [e.id, e.role])).toEqual([[id, 'invited']]);
    await (await invitee.call()).events.join({ eventId: id });
    expect((await c.events.invites({ eventId: id })).players.map((p) => p.joined)).toEqual([true]);
    expect((await (await invitee.call()).events.mine({})).map((e) => e.role)).toEqual(['going']);
  });

  it('an invitation by e-mail to a player invites them in the app; one’s own address is refused', async () => {
    const organiser = await player();
    const invitee = await player();
    const { id } = await create(organiser, { isPrivate: true });
    const c = await organiser.call();
    expect(await c.events.inviteByEmail({ eventId: id, email: invitee.user.email })).toEqual({ sentTo: 'account', alreadyInvited: false });
    expect(await c.events.inviteByEmail({ eventId: id, email: invitee.user.email })).toEqual({ sentTo: 'account', alreadyInvited: true });
    expect(await notificationsOf(invitee.user.id, 'eventInvite')).toHaveLength(1);
    expect((await (await invitee.call()).events.get({ eventId: id })).id).toBe(id);
    expect((await rejection(c.events.inviteByEmail({ eventId: id, email: organiser.user.email }))).message).toBe(EVENT_MESSAGES.inviteYourself);
    expect((await rejection(c.events.inviteByEmail({ eventId: id, email: 'not an address' }))).code).toBe('BAD_REQUEST');
  });

  it('invitations by e-mail are limited per organiser per hour', async () => {
    const { limit, windowSeconds } = EVENT_INVITE_RATE_LIMIT;
    await startWellInsideWindow(windowSeconds);
    const organiser = await player();
    const { id } = await create(organiser);
    const c = await organiser.call();
    for (let i = 0; i < limit; i += 1) await c.events.inviteByEmail({ eventId: id, email: `guest${i}@example.com` });
    const limited = await rejection(c.events.inviteByEmail({ eventId: id, email: 'one.more@example.com' }));
    expect(limited.code).toBe('TOO_MANY_REQUESTS');
    expect(
      await h.db.selectFrom('mailOutbox').select('id').where('template', '=', 'event-invitation').where('toAddress', '=', 'one.more@example.com').execute(),
    ).toEqual([]);
  });

  it('blocked users never see each other’s events, either way, and cannot join them', async () => {
    const organiser = await player();
    const blockedByOrganiser = await player();
    const blocksOrganiser = await player();
    const { id } = await create(organiser);
    await block(organiser.user.id, blockedByOrganiser.user.id);
    await block(blocksOrganiser.user.id, organiser.user.id);
    for (const viewer of [blockedByOrganiser, blocksOrganiser]) {
      expect((await rejection((await viewer.call()).events.get({ eventId: id }))).code).toBe('NOT_FOUND');
      expect((await rejection((await viewer.call()).events.join({ eventId: id }))).code).toBe('NOT_FOUND');
    }
    const mine = await (await blockedByOrganiser.call()).events.favorites();
    expect(mine).toEqual([]);
  });

  it('the going list respects upcoming-games privacy and blocks: hidden players are counted, not named', async () => {
    const organiser = await player();
    const open = await player();
    const shy = await player();
    const blocker = await player();
    const viewer = await player();
    const { id } = await create(organiser);
    for (const p of [open, shy, blocker]) await (await p.call()).events.join({ eventId: id });
    await h.db.updateTable('users').set({ privacyPublicUpcomingGames: false }).where('id', '=', shy.user.id).execute();
    await block(blocker.user.id, viewer.user.id);
    const seen = await (await viewer.call()).events.get({ eventId: id });
    expect(seen.going.map((p) => p.id)).toEqual([open.user.id]);
    expect(seen.counts.going).toBe(3);
    expect(seen.hiddenGoing).toBe(2);
    const asShy = await (await shy.call()).events.get({ eventId: id });
    expect(asShy.going.map((p) => p.id)).toContain(shy.user.id);
    const asGuest = await (await h.client().call()).events.get({ eventId: id });
    expect(asGuest.going.map((p) => p.id).sort()).toEqual([open.user.id, blocker.user.id].sort());
  });
});

describe('joining', () => {
  it('fills the capacity (guests count), then waitlists in order, and tells the organiser of each joiner', async () => {
    const organiser = await player();
    const [a, b, c, d] = await Promise.all([player(), player(), player(), player()]);
    const { id } = await create(organiser, { capacity: 3, allowParticipantGuests: true, guestLimit: 2 });
    expect(await (await a!.call()).events.join({ eventId: id, guests: 1, guestNames: ['Sam'] })).toEqual({
      status: 'going',
      checkoutUrl: null,
      position: null,
    });
    expect((await (await b!.call()).events.join({ eventId: id })).status).toBe('going');
    expect(await (await c!.call()).events.join({ eventId: id })).toEqual({ status: 'waitlisted', checkoutUrl: null, position: 1 });
    expect((await (await d!.call()).events.join({ eventId: id })).position).toBe(2);
    const detail = await (await d!.call()).events.get({ eventId: id });
    expect(detail.counts).toMatchObject({ going: 3, goingPlayers: 2, waitlisted: 2, spotsLeft: 0 });
    expect(detail.viewer).toMatchObject({ status: 'waitlisted', position: 2 });
    expect(await notificationsOf(organiser.user.id, 'eventJoined')).toHaveLength(2);
    expect((await rejection((await a!.call()).events.join({ eventId: id }))).message).toBe(EVENT_MESSAGES.alreadyJoined);
  });

  it('enforces the guest rules and a full event without a waitlist', async () => {
    const organiser = await player();
    const [a, b] = await Promise.all([player(), player()]);
    const { id: noGuests } = await create(organiser, { capacity: 1, allowWaitlist: false });
    expect((await rejection((await a!.call()).events.join({ eventId: noGuests, guests: 1 }))).message).toBe(EVENT_MESSAGES.guestsNotAllowed);
    await (await a!.call()).events.join({ eventId: noGuests });
    expect((await rejection((await b!.call()).events.join({ eventId: noGuests }))).message).toBe(EVENT_MESSAGES.full);
    const { id: limited } = await create(organiser, { allowParticipantGuests: true, guestLimit: 1 });
    expect((await rejection((await b!.call()).events.join({ eventId: limited, guests: 2 }))).message).toBe(EVENT_MESSAGES.tooManyGuests(1));
  });

  it('respects slot group capacity', async () => {
    const organiser = await player();
    const [a, b] = await Promise.all([player(), player()]);
    const { id } = await create(organiser, {
      eventSlotGroups: [
        { name: 'Goalies', capacity: 1 },
        { name: 'Field', capacity: null },
      ],
    });
    const groups = (await (await a!.call()).events.get({ eventId: id })).slotGroups;
    const goalies = groups.find((g) => g.name === 'Goalies')!.id;
    expect((await rejection((await a!.call()).events.join({ eventId: id }))).message).toBe(EVENT_MESSAGES.slotNotFound);
    expect((await (await a!.call()).events.join({ eventId: id, slotGroupId: goalies })).status).toBe('going');
    expect((await (await b!.call()).events.join({ eventId: id, slotGroupId: goalies })).status).toBe('waitlisted');
  });

  it('refuses joining after the start unless late RSVP is allowed', async () => {
    const organiser = await player();
    const joiner = await player();
    const { id } = await create(organiser);
    const started = new Date(Date.now() - 10 * 60_000);
    await h.db
      .updateTable('events')
      .set({ startsAt: started, endsAt: new Date(started.getTime() + 3600_000) })
      .where('id', '=', id)
      .execute();
    expect((await rejection((await joiner.call()).events.join({ eventId: id }))).message).toBe(EVENT_MESSAGES.alreadyStarted);
    await h.db.updateTable('events').set({ allowLateRsvp: true }).where('id', '=', id).execute();
    expect((await (await joiner.call()).events.join({ eventId: id })).status).toBe('going');
  });

  it('leaving frees the spot for the first waitlisted player, who is told; a rejoin goes to the back', async () => {
    const organiser = await player();
    const [a, b, c] = await Promise.all([player(), player(), player()]);
    const { id } = await create(organiser, { capacity: 1 });
    await (await a!.call()).events.join({ eventId: id });
    await (await b!.call()).events.join({ eventId: id });
    await (await c!.call()).events.join({ eventId: id });
    expect(await (await a!.call()).events.leave({ eventId: id })).toEqual({ refunded: false });
    expect((await (await b!.call()).events.get({ eventId: id })).viewer.status).toBe('going');
    expect((await (await c!.call()).events.get({ eventId: id })).viewer).toMatchObject({ status: 'waitlisted', position: 1 });
    expect(await notificationsOf(b!.user.id, 'eventPromoted')).toHaveLength(1);
    expect(await h.db.selectFrom('mailOutbox').select('template').where('toAddress', '=', b!.user.email).execute()).toContainEqual({
      template: 'event-notice',
    });
    expect(await (await a!.call()).events.join({ eventId: id })).toMatchObject({ status: 'waitlisted', position: 2 });
    expect((await rejection((await organiser.call()).events.leave({ eventId: id }))).message).toBe(EVENT_MESSAGES.notJoined);
  });
});

describe('capacity edits', () => {
  it('cannot drop below the spots already taken, on one date or across a series, and nothing changes', async () => {
    const organiser = await player();
    const [a, b] = await Promise.all([player(), player()]);
    const { id, occurrenceIds } = await create(organiser, { capacity: 3, reoccurringInfo: { rrule: 'FREQ=WEEKLY;COUNT=3' } });
    await (await a!.call()).events.join({ eventId: id });
    await (await b!.call()).events.join({ eventId: id });
    const c = await organiser.call();
    const one = await rejection(c.events.update({ eventId: id, scope: 'occurrence', event: form({ capacity: 1 }) }));
    expect(one.message).toMatch(
      /^2 spots are already taken on \w{3}, \w{3} \d{1,2}: set the capacity to at least 2, or remove players from the roster first\.$/,
    );
    // Across the series, the date that does not fit is named, and no date changes.
    const series = await rejection(
      c.events.update({ eventId: id, scope: 'series', event: form({ capacity: 1, reoccurringInfo: { rrule: 'FREQ=WEEKLY;COUNT=3' } }) }),
    );
    expect(series.message).toMatch(/^2 spots are already taken on \w{3}, \w{3} \d{1,2}: /);
    expect(await h.db.selectFrom('events').select('capacity').where('id', 'in', occurrenceIds).execute()).toEqual(occurrenceIds.map(() => ({ capacity: 3 })));
    // Exactly the spots taken is fine.
    await c.events.update({ eventId: id, scope: 'occurrence', event: form({ capacity: 2 }) });
    expect((await c.events.get({ eventId: id })).counts).toMatchObject({ spotsLeft: 0 });
  });
});

describe('approval', () => {
  it('asks the organiser; approve takes a spot, decline refuses a second request', async () => {
    const organiser = await player();
    const [a, b] = await Promise.all([player(), player()]);
    const { id } = await create(organiser, { creatorApprovalNeeded: true, capacity: 5 });
    expect((await (await a!.call()).events.join({ eventId: id })).status).toBe('pending');
    expect((await (await b!.call()).events.join({ eventId: id })).status).toBe('pending');
    expect(await notificationsOf(organiser.user.id, 'eventJoinRequested')).toHaveLength(2);
    expect((await (await a!.call()).events.get({ eventId: id })).counts).toMatchObject({ going: 0, pending: 2, spotsLeft: 5 });

    const c = await organiser.call();
    expect(await c.events.approve({ eventId: id, userId: a!.user.id })).toEqual({ status: 'going' });
    expect(await c.events.decline({ eventId: id, userId: b!.user.id })).toEqual({ status: 'declined' });
    expect((await rejection(c.events.approve({ eventId: id, userId: b!.user.id }))).message).toBe(EVENT_MESSAGES.notPending);
    expect((await rejection((await b!.call()).events.join({ eventId: id }))).message).toBe(EVENT_MESSAGES.cannotJoin);
    expect(await notificationsOf(a!.user.id, 'eventApproved')).toHaveLength(1);
    expect(await notificationsOf(b!.user.id, 'eventDeclined')).toHaveLength(1);
    const roster = await c.events.roster({ eventId: id });
    expect(roster.map((r) => [r.userId, r.status])).toEqual([
      [a!.user.id, 'going'],
      [b!.user.id, 'declined'],
    ]);
  });
});

describe('removing a player', () => {
  it('frees the spot for the first waitlisted player, tells the removed player, and keeps them from joining again', async () => {
    const organiser = await player();
    const [a, b, c] = await Promise.all([player(), player(), player()]);
    const { id } = await create(organiser, { capacity: 1 });
    await (await a!.call()).events.join({ eventId: id });
    await (await b!.call()).events.join({ eventId: id });
    await (await c!.call()).events.join({ eventId: id });
    const o = await organiser.call();
    expect(await o.events.removeJoiner({ eventId: id, userId: a!.user.id })).toEqual({ refunded: false });
    expect((await (await b!.call()).events.get({ eventId: id })).viewer.status).toBe('going');
    expect(await notificationsOf(b!.user.id, 'eventPromoted')).toHaveLength(1);
    expect((await notificationsOf(a!.user.id, 'eventRemoved'))[0]).toMatchObject({ title: EVENT_MESSAGES.noticeRemoved('Thursday Pickleball') });
    expect((await rejection((await a!.call()).events.join({ eventId: id }))).message).toBe(EVENT_MESSAGES.cannotJoin);
    // A waitlisted player can be removed too; their place is gone, nobody moves up.
    expect(await o.events.removeJoiner({ eventId: id, userId: c!.user.id })).toEqual({ refunded: false });
    expect((await o.events.roster({ eventId: id })).map((r) => [r.userId, r.status])).toEqual([
      [b!.user.id, 'going'],
      [a!.user.id, 'declined'],
      [c!.user.id, 'declined'],
    ]);
    expect((await rejection(o.events.removeJoiner({ eventId: id, userId: a!.user.id }))).message).toBe(EVENT_MESSAGES.joinerNotFound);
    expect((await rejection(o.events.removeJoiner({ eventId: id, userId: organiser.user.id }))).message).toBe(EVENT_MESSAGES.cannotRemoveYourself);
  });

  it('refuses another joiner of the event (FORBIDDEN) as well as a stranger', async () => {
    const organiser = await player();
    const [a, b] = await Promise.all([player(), player()]);
    const { id } = await create(organiser);
    await (await a!.call()).events.join({ eventId: id });
    await (await b!.call()).events.join({ eventId: id });
    expect((await rejection((await b!.call()).events.removeJoiner({ eventId: id, userId: a!.user.id }))).code).toBe('FORBIDDEN');
    expect((await (await a!.call()).events.get({ eventId: id })).viewer.status).toBe('going');
  });
});

describe('organiser-only procedures', () => {
  it('refuse strangers (FORBIDDEN on a public event, NOT_FOUND on a private one) and signed-out users', async () => {
    const organiser = await player();
    const stranger = await player();
    const joiner = await player();
    const { id } = await create(organiser);
    const { id: hidden } = await create(organiser, { isPrivate: true });
    await (await joiner.call()).events.join({ eventId: id });
    const s = await stranger.call();
    const calls = (eventId: string) => [
      () => s.events.forManage({ eventId }),
      () => s.events.roster({ eventId }),
      () => s.events.update({ eventId, scope: 'occurrence', event: form() }),
      () => s.events.cancel({ eventId }),
      () => s.events.approve({ eventId, userId: joiner.user.id }),
      () => s.events.decline({ eventId, userId: joiner.user.id }),
      () => s.events.removeJoiner({ eventId, userId: joiner.user.id }),
      () => s.events.checkIn({ eventId, userId: joiner.user.id, checkedIn: true }),
      () => s.events.messageJoiners({ eventId, message: 'Hi' }),
      () => s.events.invite({ eventId, userIds: [stranger.user.id] }),
      () => s.events.inviteByEmail({ eventId, email: 'someone.new@example.com' }),
      () => s.events.invites({ eventId }),
    ];
    for (const call of calls(id)) expect((await rejection(call())).code).toBe('FORBIDDEN');
    for (const call of calls(hidden)) expect((await rejection(call())).code).toBe('NOT_FOUND');
    const guest = await h.client().call();
    for (const call of [
      () => guest.events.roster({ eventId: id }),
      () => guest.events.join({ eventId: id }),
      () => guest.events.mine({}),
      () => guest.events.calendarFeed(),
    ]) {
      expect((await rejection(call())).code).toBe('UNAUTHORIZED');
    }
    expect(await h.db.selectFrom('events').select('cancelled').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ cancelled: false });
  });

  it('forManage gives the form values back; check-in and messages reach the going players', async () => {
    const organiser = await player();
    const joiner = await player();
    const values = form({
      capacity: 12,
      hasMinimumNeeded: true,
      minimumNeeded: 4,
      minimumCutoffHours: 6,
      hoursToCancelBefore: 24,
      eventSlotGroups: [{ name: 'A', capacity: 6 }],
    });
    const { id } = await (await organiser.call()).events.create(values);
    const stored = await (await organiser.call()).events.forManage({ eventId: id });
    expect(stored.event).toMatchObject({ ...values, eventSlotGroups: [{ name: 'A', capacity: 6 }] });
    expect(stored.seriesId).toBeNull();

    const groupId = stored.event.eventSlotGroups[0]!.id!;
    await (await joiner.call()).events.join({ eventId: id, slotGroupId: groupId });
    const c = await organiser.call();
    await c.events.checkIn({ eventId: id, userId: joiner.user.id, checkedIn: true });
    expect((await c.events.roster({ eventId: id }))[0]).toMatchObject({ userId: joiner.user.id, checkedIn: true, slotGroupName: 'A' });
    expect(await c.events.messageJoiners({ eventId: id, message: 'Bring water' })).toEqual({ sent: 1 });
    expect((await notificationsOf(joiner.user.id, 'eventMessage'))[0]).toMatchObject({ message: 'Bring water' });
  });
});

describe('cancel', () => {
  it('tells every joiner (going, waitlisted, pending) in-app and by e-mail, and withdraws unsent alerts', async () => {
    const organiser = await player();
    const [a, b, c] = await Promise.all([player(), player(), player()]);
    const { id } = await create(organiser, { capacity: 1 });
    await (await a!.call()).events.join({ eventId: id });
    await (await b!.call()).events.join({ eventId: id });
    await h.db.updateTable('events').set({ creatorApprovalNeeded: true }).where('id', '=', id).execute();
    await (await c!.call()).events.join({ eventId: id });
    await (await organiser.call()).events.cancel({ eventId: id, reason: 'Rain' });
    for (const p of [a!, b!, c!]) {
      const [notice] = await notificationsOf(p.user.id, 'eventCancelled');
      // Which date: "Cancelled: Thursday Pickleball on Sun, Nov 29, 6:00 PM CST".
      expect(notice).toMatchObject({
        title: expect.stringMatching(/^Cancelled: Thursday Pickleball on \w{3}, \w{3} \d{1,2}, 6:00 PM C[SD]T$/),
        message: 'Rain',
      });
      expect(
        await h.db.selectFrom('mailOutbox').select('template').where('toAddress', '=', p.user.email).where('template', '=', 'event-notice').execute(),
      ).toHaveLength(1);
    }
    expect((await (await a!.call()).events.get({ eventId: id })).cancelled).toBe(true);
    expect((await rejection((await organiser.call()).events.update({ eventId: id, scope: 'occurrence', event: form() }))).message).toBe(
      EVENT_MESSAGES.cancelled,
    );
    // A second cancel tells nobody twice.
    await (await organiser.call()).events.cancel({ eventId: id });
    expect(await notificationsOf(a!.user.id, 'eventCancelled')).toHaveLength(1);
  });

  it('respects the e-mail switch of the joiner', async () => {
    const organiser = await player();
    const quiet = await player();
    await h.db
      .updateTable('users')
      .set({ notificationSettings: JSON.stringify({ eventJoined: { email: false, push: true } }) })
      .where('id', '=', quiet.user.id)
      .execute();
    const { id } = await create(organiser);
    await (await quiet.call()).events.join({ eventId: id });
    await (await organiser.call()).events.cancel({ eventId: id });
    expect(await notificationsOf(quiet.user.id, 'eventCancelled')).toHaveLength(1);
    expect(
      await h.db.selectFrom('mailOutbox').select('template').where('toAddress', '=', quiet.user.email).where('template', '=', 'event-notice').execute(),
    ).toHaveLength(0);
  });
});

describe('jobs', () => {
  it('the minimum check cancels an event short of its minimum at the cut-off and tells everyone', async () => {
    const organiser = await player();
    const joiner = await player();
    const { id } = await create(organiser, { hasMinimumNeeded: true, minimumNeeded: 3 });
    const { id: enough } = await create(organiser, { hasMinimumNeeded: true, minimumNeeded: 1 });
    await (await joiner.call()).events.join({ eventId: id });
    await (await joiner.call()).events.join({ eventId: enough });
    const startsAt = async (eventId: string) =>
      (await h.db.selectFrom('events').select('startsAt').where('id', '=', eventId).executeTakeFirstOrThrow()).startsAt.toISOString();
    expect(await checkMinimumNeeded(deps(), id, new Date(0).toISOString())).toEqual({ outcome: 'skipped' });
    expect(await checkMinimumNeeded(deps(), id, await startsAt(id))).toEqual({ outcome: 'cancelled', going: 1 });
    expect(await checkMinimumNeeded(deps(), enough, await startsAt(enough))).toEqual({ outcome: 'enough', going: 1 });
    expect((await notificationsOf(joiner.user.id, 'eventCancelled'))[0]!.message).toBe(EVENT_MESSAGES.noticeMinimumNotReached);
  });

  it('reminders go to everyone going once, however often the job runs, and not after a move', async () => {
    const organiser = await player();
    const joiner = await player();
    const { id } = await create(organiser);
    await (await joiner.call()).events.join({ eventId: id });
    const { startsAt } = await h.db.selectFrom('events').select('startsAt').where('id', '=', id).executeTakeFirstOrThrow();
    expect(await sendEventReminders(h.deps, id, startsAt.toISOString())).toEqual({ sent: 2 });
    expect(await sendEventReminders(h.deps, id, startsAt.toISOString())).toEqual({ sent: 0 });
    expect(await sendEventReminders(h.deps, id, new Date(0).toISOString())).toEqual({ sent: 0, skipped: 'moved' });
    expect(await notificationsOf(joiner.user.id, 'eventReminder')).toHaveLength(1);
  });

  it('creating an event schedules its reminder and minimum check', async () => {
    const organiser = await player();
    const { id } = await create(organiser, { hasMinimumNeeded: true, minimumNeeded: 2 });
    const jobs = await h.db
      .withoutPlugins()
      .selectFrom('pgboss.job' as never)
      .select(['name' as never])
      .where('data' as never, '@>' as never, JSON.stringify({ eventId: id }) as never)
      .execute();
    expect((jobs as { name: string }[]).map((j) => j.name).sort()).toEqual(['event.minimum-check', 'event.reminder']);
  });

  it('a series schedules each occurrence’s reminder and minimum check, each for its own start, in one insert per kind', async () => {
    const organiser = await player();
    const { occurrenceIds } = await create(organiser, {
      date: inDays(3),
      hasMinimumNeeded: true,
      minimumNeeded: 2,
      reoccurringInfo: { rrule: 'FREQ=WEEKLY;COUNT=5' },
    });
    expect(occurrenceIds).toHaveLength(5);
    const jobs = (await h.db
      .withoutPlugins()
      .selectFrom('pgboss.job' as never)
      .select(['name' as never, 'data' as never, 'start_after' as never])
      .where(sql`data->>'eventId'`, 'in', occurrenceIds)
      .execute()) as { name: string; data: { eventId: string; startsAt: string }; start_after: Date }[];
    const starts = await h.db.selectFrom('events').select(['id', 'startsAt']).where('id', 'in', occurrenceIds).execute();
    for (const { id, startsAt } of starts) {
      const mine = jobs.filter((job) => job.data.eventId === id);
      expect(mine.map((job) => job.name).sort()).toEqual(['event.minimum-check', 'event.reminder']);
      expect(mine.every((job) => job.data.startsAt === startsAt.toISOString() && job.start_after < startsAt)).toBe(true);
    }
  });
});

describe('my events, favourites and calendars', () => {
  it('mine lists the events the user created or still takes part in, the soonest upcoming first', async () => {
    const me = await player();
    const other = await player();
    const { id: created } = await create(me, { date: inDays(5) });
    const { id: joined } = await create(other, { date: inDays(2) });
    const { id: left } = await create(other, { date: inDays(3) });
    await (await me.call()).events.join({ eventId: joined });
    await (await me.call()).events.join({ eventId: left });
    await (await me.call()).events.leave({ eventId: left });
    const mine = await (await me.call()).events.mine({ when: 'upcoming', limit: 7 });
    expect(mine.map((e) => [e.id, e.role])).toEqual([
      [joined, 'going'],
      [created, 'organiser'],
    ]);
    expect(await (await me.call()).events.mine({ when: 'past' })).toEqual([]);
  });

  it('mine shows a weekly series once: its next date, with its rule', async () => {
    const me = await player();
    const { id: oneOff } = await create(me, { date: inDays(4), title: 'One-off' });
    await create(me, { date: inDays(1), title: 'Weekly ladder', reoccurringInfo: { rrule: 'FREQ=WEEKLY;COUNT=4' } });
    const mine = await (await me.call()).events.mine({ when: 'upcoming', limit: 7 });
    expect(mine.map((e) => [e.title, e.seriesRule])).toEqual([
      ['Weekly ladder', 'FREQ=WEEKLY;COUNT=4'],
      ['One-off', null],
    ]);
    expect(mine[1]!.id).toBe(oneOff);
  });

  it('favourites are per user and only of visible events', async () => {
    const me = await player();
    const organiser = await player();
    const { id } = await create(organiser);
    const { id: hidden } = await create(organiser, { isPrivate: true });
    await (await me.call()).events.setFavorite({ eventId: id, favorite: true });
    expect((await rejection((await me.call()).events.setFavorite({ eventId: hidden, favorite: true }))).code).toBe('NOT_FOUND');
    expect((await (await me.call()).events.favorites()).map((e) => e.id)).toEqual([id]);
    expect((await (await me.call()).events.get({ eventId: id })).viewer.isFavorite).toBe(true);
    await (await me.call()).events.setFavorite({ eventId: id, favorite: false });
    expect(await (await me.call()).events.favorites()).toEqual([]);
  });

  it('serves a private feed that reflects changes at once, a reset link, and per-event .ics downloads', async () => {
    const me = await player();
    const organiser = await player();
    const { id } = await create(organiser, { title: 'Feed game' });
    const { id: hidden } = await create(organiser, { title: 'Secret game', isPrivate: true });
    await (await me.call()).events.join({ eventId: id });
    const feed = await (await me.call()).events.calendarFeed();
    expect(feed.url).toMatch(/^webcal:\/\/localhost:3999\/calendar\/[\w-]+\.ics$/);
    expect(await (await me.call()).events.calendarFeed()).toEqual(feed);
    const app = await serveApp(h.deps);
    try {
      const path = new URL(feed.httpsUrl).pathname;
      let response = await fetch(`${app.base}${path}`);
      expect(response.headers.get('content-type')).toContain('text/calendar');
      let body = await response.text();
      expect(body).toContain('SUMMARY:Feed game');
      expect(body).toContain('STATUS:CONFIRMED');
      await (await organiser.call()).events.cancel({ eventId: id });
      body = await (await fetch(`${app.base}${path}`)).text();
      expect(body).toContain('STATUS:CANCELLED');

      const reset = await (await me.call()).events.resetCalendarFeed();
      expect(reset.url).not.toBe(feed.url);
      expect((await fetch(`${app.base}${path}`)).status).toBe(404);

      response = await fetch(`${app.base}/events/${id}.ics`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('SUMMARY:Feed game');
      expect((await fetch(`${app.base}/events/${hidden}.ics`)).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});
