import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../tests/factories.ts';
import { createHarness, type Harness } from '../../../tests/harness.ts';
import { matchSubscribersForEvent } from './match-subscribers.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

/** Great-circle miles per degree of latitude on earthdistance's sphere (radius 6378168 m). */
const MILES_PER_DEGREE = (6_378_168 * Math.PI) / 180 / 1609.344;
const north = (point: { lat: number; lng: number }, miles: number) => ({ lat: point.lat + miles / MILES_PER_DEGREE, lng: point.lng });

const NOW = new Date('2026-11-22T12:00:00Z');
const days = (n: number) => new Date(NOW.getTime() + n * 86_400_000);
const TONIGHT = new Date('2026-11-22T19:00:00Z');

async function subscribe(
  userId: string,
  center: { lat: number; lng: number; description: string },
  options: { radius?: number; activities?: string[]; startDate?: Date | null; endDate?: Date | null } = {},
) {
  const row = await h.db
    .insertInto('activitySubscriptions')
    .values({
      userId,
      address: JSON.stringify({ ...center, name: center.description.split(',')[0] }),
      radiusMiles: options.radius ?? 15,
      activities: options.activities ?? ['Basketball'],
      startDate: options.startDate ?? null,
      endDate: options.endDate ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const matchedUsers = async (event: Parameters<typeof matchSubscribersForEvent>[1], now = NOW) =>
  (await matchSubscribersForEvent(h.db, event, now)).map((match) => match.userId).sort();
const sorted = (...ids: string[]) => [...ids].sort();

describe('matchSubscribersForEvent', () => {
  it('matches an event inside the radius and not one outside it, each subscription by its own radius', async () => {
    const austin = { lat: 30.2672, lng: -97.7431, description: 'Austin, TX' };
    const fifteen = await createUser(h.db, { displayName: 'Fifteen' });
    const twenty = await createUser(h.db);
    const fifteenSub = await subscribe(fifteen.id, austin, { radius: 15 });
    await subscribe(twenty.id, austin, { radius: 20 });

    const inside = await matchSubscribersForEvent(h.db, { ...north(austin, 13), gameType: 'Basketball', startsAt: TONIGHT }, NOW);
    expect(inside.map((m) => m.userId).sort()).toEqual(sorted(fifteen.id, twenty.id));
    expect(inside.find((m) => m.userId === fifteen.id)).toMatchObject({
      subscriptionId: fifteenSub,
      email: fifteen.email,
      displayName: 'Fifteen',
      city: 'Austin, TX',
      radiusMiles: 15,
      distanceMiles: expect.closeTo(13, 1),
    });
    expect(await matchedUsers({ ...north(austin, 17), gameType: 'Basketball', startsAt: TONIGHT })).toEqual([twenty.id]);
    expect(await matchedUsers({ ...north(austin, 22), gameType: 'Basketball', startsAt: TONIGHT })).toEqual([]);
  });

  it('reaches the full 50 miles, and the 1-mile radius only the city itself', async () => {
    const denver = { lat: 39.7392, lng: -104.9903, description: 'Denver, CO' };
    const wide = await createUser(h.db);
    const narrow = await createUser(h.db);
    await subscribe(wide.id, denver, { radius: 50 });
    await subscribe(narrow.id, denver, { radius: 1 });
    expect(await matchedUsers({ ...north(denver, 0.5), gameType: 'Basketball', startsAt: TONIGHT })).toEqual(sorted(wide.id, narrow.id));
    expect(await matchedUsers({ ...north(denver, 49), gameType: 'Basketball', startsAt: TONIGHT })).toEqual([wide.id]);
    expect(await matchedUsers({ ...north(denver, 51), gameType: 'Basketball', startsAt: TONIGHT })).toEqual([]);
  });

  it('needs the event’s game type among the subscription’s activities', async () => {
    const portland = { lat: 45.5152, lng: -122.6784, description: 'Portland, OR' };
    const tennis = await createUser(h.db);
    const both = await createUser(h.db);
    await subscribe(tennis.id, portland, { activities: ['Tennis'] });
    await subscribe(both.id, portland, { activities: ['Pickleball', 'Tennis'] });
    expect(await matchedUsers({ ...portland, gameType: 'Tennis', startsAt: TONIGHT })).toEqual(sorted(tennis.id, both.id));
    expect(await matchedUsers({ ...portland, gameType: 'Pickleball', startsAt: TONIGHT })).toEqual([both.id]);
    expect(await matchedUsers({ ...portland, gameType: 'Soccer', startsAt: TONIGHT })).toEqual([]);
    // Exact labels: no case folding or partial matches.
    expect(await matchedUsers({ ...portland, gameType: 'tennis', startsAt: TONIGHT })).toEqual([]);
    expect(await matchedUsers({ ...portland, gameType: 'Table Tennis', startsAt: TONIGHT })).toEqual([]);
  });

  it('counts a temporary subscription only between its start and end: expired and future ones are skipped', async () => {
    const chicago = { lat: 41.8781, lng: -87.6298, description: 'Chicago, IL' };
    const current = await createUser(h.db);
    const expired = await createUser(h.db);
    const future = await createUser(h.db);
    const openEnded = await createUser(h.db);
    const permanent = await createUser(h.db);
    await subscribe(current.id, chicago, { startDate: days(-2), endDate: days(3) });
    await subscribe(expired.id, chicago, { startDate: days(-10), endDate: days(-1) });
    await subscribe(future.id, chicago, { startDate: days(2), endDate: days(9) });
    await subscribe(openEnded.id, chicago, { startDate: days(-1) });
    await subscribe(permanent.id, chicago);
    const event = { ...chicago, gameType: 'Basketball', startsAt: TONIGHT };
    expect(await matchedUsers(event)).toEqual(sorted(current.id, openEnded.id, permanent.id));
    // Alerts stop after the end date, and the future one starts on its start date.
    expect(await matchedUsers({ ...event, startsAt: days(5) }, days(4))).toEqual(sorted(future.id, openEnded.id, permanent.id));
  });

  it('gives one match per user (the nearest subscription) and none to the organiser or across a block', async () => {
    const boston = { lat: 42.3601, lng: -71.0589, description: 'Boston, MA' };
    const cambridge = { lat: 42.3736, lng: -71.1097, description: 'Cambridge, MA' };
    const twoCities = await createUser(h.db);
    const organiser = await createUser(h.db);
    const blocker = await createUser(h.db);
    const blocked = await createUser(h.db);
    const bystander = await createUser(h.db);
    await subscribe(twoCities.id, boston, { radius: 30 });
    const nearest = await subscribe(twoCities.id, cambridge, { radius: 30 });
    for (const user of [organiser, blocker, blocked, bystander]) await subscribe(user.id, boston);
    await h.db
      .insertInto('userBlocks')
      .values([
        { blockerId: blocker.id, blockedId: organiser.id, blockedEmail: organiser.email },
        { blockerId: organiser.id, blockedId: blocked.id, blockedEmail: blocked.email },
      ])
      .execute();

    const matches = await matchSubscribersForEvent(h.db, { ...cambridge, gameType: 'Basketball', startsAt: TONIGHT, creatorId: organiser.id }, NOW);
    expect(matches.map((m) => m.userId).sort()).toEqual(sorted(twoCities.id, bystander.id));
    expect(matches.find((m) => m.userId === twoCities.id)).toMatchObject({
      subscriptionId: nearest,
      city: 'Cambridge, MA',
      distanceMiles: expect.closeTo(0, 1),
    });
    // Without an organiser to exclude, everyone in range matches.
    expect(await matchedUsers({ ...cambridge, gameType: 'Basketball', startsAt: TONIGHT })).toEqual(
      sorted(twoCities.id, organiser.id, blocker.id, blocked.id, bystander.id),
    );
  });

  it('alerts nobody about an event that has already started', async () => {
    const miami = { lat: 25.7617, lng: -80.1918, description: 'Miami, FL' };
    const fan = await createUser(h.db);
    await subscribe(fan.id, miami);
    expect(await matchedUsers({ ...miami, gameType: 'Basketball', startsAt: new Date(NOW.getTime() - 60_000) })).toEqual([]);
    expect(await matchedUsers({ ...miami, gameType: 'Basketball', startsAt: new Date(NOW.getTime() + 60_000) })).toEqual([fan.id]);
  });
});
