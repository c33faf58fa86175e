import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEvent } from '../../../tests/event-factories.ts';
import { createUser } from '../../../tests/factories.ts';
import { createHarness, type Harness } from '../../../tests/harness.ts';
import { sendUsersJoinNearby } from './users-join-nearby.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

/** A player whose Go-To Area is at lat/lng and who plays `sport` (switched on or off). */
async function player(lat: number, lng: number, sport = 'Pickleball', enabled = true) {
  const user = await createUser(h.db, { displayName: 'Nearby Player' });
  await h.db.insertInto('playerLocations').values({ userId: user.id, kind: 'home', lat, lng, label: 'Austin, TX' }).execute();
  await h.db.insertInto('userSports').values({ userId: user.id, sport, enabled }).execute();
  return user;
}

async function noticesFor(userId: string) {
  return h.db.selectFrom('notifications').select(['type', 'title']).where('userId', '=', userId).where('type', '=', 'usersJoinNearby').execute();
}

it('tells nearby players of the sport that people are going, once, and nobody else', async () => {
  const organiser = await createUser(h.db);
  const event = await createEvent(h.db, organiser.id, { title: 'Zilker Doubles', lat: 30.2672, lng: -97.7431 });
  const joiner = await player(30.27, -97.74);
  await h.db.insertInto('eventJoiners').values({ eventId: event.id, userId: joiner.id, status: 'going' }).execute();

  const near = await player(30.28, -97.75);
  const otherSport = await player(30.28, -97.75, 'Soccer');
  const switchedOff = await player(30.28, -97.75, 'Pickleball', false);
  const far = await player(32.7767, -96.797); // Dallas
  const blocked = await player(30.28, -97.75);
  await h.db.insertInto('userBlocks').values({ blockerId: organiser.id, blockedId: blocked.id, blockedEmail: blocked.email }).execute();

  const first = await sendUsersJoinNearby(h.deps, event.id);
  expect(first.sent).toBe(1);
  expect(await noticesFor(near.id)).toEqual([{ type: 'usersJoinNearby', title: '1 player is going to Zilker Doubles near you' }]);
  for (const user of [otherSport, switchedOff, far, blocked, joiner, organiser]) expect(await noticesFor(user.id)).toEqual([]);

  // The job may run twice: nobody hears twice.
  const second = await sendUsersJoinNearby(h.deps, event.id);
  expect(second.sent).toBe(0);
  expect(await noticesFor(near.id)).toHaveLength(1);
});

it('stays quiet about private and cancelled events', async () => {
  const organiser = await createUser(h.db);
  const joiner = await player(30.27, -97.74);
  const near = await player(30.28, -97.75);
  for (const overrides of [{ isPrivate: true }, { cancelled: true }]) {
    const event = await createEvent(h.db, organiser.id, overrides);
    await h.db.insertInto('eventJoiners').values({ eventId: event.id, userId: joiner.id, status: 'going' }).execute();
    const outcome = await sendUsersJoinNearby(h.deps, event.id);
    expect(outcome).toEqual({ sent: 0, skipped: overrides.isPrivate ? 'private' : 'cancelled' });
  }
  expect(await noticesFor(near.id)).toEqual([]);
});
