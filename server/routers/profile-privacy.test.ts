import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { createEvent } from '../../tests/event-factories.ts';
import { createTeam, createUser } from '../../tests/factories.ts';
import { signedInUser } from '../../tests/sign-in.ts';
import { TEN_GAMES } from '../../shared/users/badges.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const HOUR = 3600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

async function going(eventId: string, userId: string, status = 'going') {
  await h.db.insertInto('eventJoiners').values({ eventId, userId, status }).execute();
}

const switches = (on: { publicBadges: boolean; publicUpcomingGames: boolean }) => ({ messagesFromAnyone: true, publicOnlineStatus: true, ...on });

describe('badges and upcoming games on the public profile', () => {
  it("are absent from a stranger's answer when switched off, present when on, and always in the owner's own", async () => {
    const owner = await signedInUser(h);
    const stranger = await signedInUser(h);
    const host = await createUser(h.db);
    await createTeam(h.db, owner.user.id);
    const soon = await createEvent(h.db, host.id, { title: 'Tuesday Doubles' });
    await going(soon.id, owner.user.id);

    const asStranger = () => stranger.call().then((caller) => caller.users.profile({ userId: owner.user.id }));
    const on = await asStranger();
    expect(on.badges).toEqual(['team-captain']);
    expect(on.upcomingGames?.map((game) => game.title)).toEqual(['Tuesday Doubles']);

    await (await owner.call()).users.updatePrivacy(switches({ publicBadges: false, publicUpcomingGames: false }));
    const off = await asStranger();
    expect(off).not.toHaveProperty('badges');
    expect(off).not.toHaveProperty('upcomingGames');
    const signedOut = await (await h.client().call()).users.profile({ userId: owner.user.id });
    expect(signedOut).not.toHaveProperty('badges');
    expect(signedOut).not.toHaveProperty('upcomingGames');

    const own = await (await owner.call()).users.profile({ userId: owner.user.id });
    expect(own.badges).toEqual(['team-captain']);
    expect(own.upcomingGames?.map((game) => game.id)).toEqual([soon.id]);

    // Each switch on its own.
    await (await owner.call()).users.updatePrivacy(switches({ publicBadges: true, publicUpcomingGames: false }));
    const badgesOnly = await asStranger();
    expect(badgesOnly.badges).toEqual(['team-captain']);
    expect(badgesOnly).not.toHaveProperty('upcomingGames');
  });

  it('lists only public, upcoming, not cancelled events the user is going to', async () => {
    const player = await createUser(h.db);
    const viewer = await signedInUser(h);
    const host = await createUser(h.db);
    const listed = await createEvent(h.db, host.id, { title: 'Public doubles' });
    const events = [
      listed,
      await createEvent(h.db, host.id, { title: 'Private doubles', isPrivate: true }),
      await createEvent(h.db, host.id, { title: 'Cancelled doubles', cancelled: true }),
      await createEvent(h.db, host.id, { title: 'Past doubles', startsAt: ago(48) }),
    ];
    for (const event of events) await going(event.id, player.id);
    const waitlisted = await createEvent(h.db, host.id, { title: 'Waitlisted doubles' });
    await going(waitlisted.id, player.id, 'waitlisted');

    const profile = await (await viewer.call()).users.profile({ userId: player.id });
    expect(profile.upcomingGames?.map((game) => game.title)).toEqual(['Public doubles']);
  });

  it('earns each badge from what the user did', async () => {
    const viewer = await signedInUser(h);
    const host = await createUser(h.db);
    const badgesOf = async (userId: string) => (await (await viewer.call()).users.profile({ userId })).badges;

    // First game: going to an event that has started; a future one, a waitlisted one or a cancelled one does not count.
    const newcomer = await createUser(h.db);
    await going((await createEvent(h.db, host.id)).id, newcomer.id);
    await going((await createEvent(h.db, host.id, { startsAt: ago(3) })).id, newcomer.id, 'waitlisted');
    await going((await createEvent(h.db, host.id, { startsAt: ago(3), cancelled: true })).id, newcomer.id);
    expect(await badgesOf(newcomer.id)).toEqual([]);
    await going((await createEvent(h.db, host.id, { startsAt: ago(3) })).id, newcomer.id);
    expect(await badgesOf(newcomer.id)).toEqual(['first-game']);

    // A player on a side of a game counts too, even without a place on the event's list.
    const sidePlayer = await createUser(h.db);
    const played = await createEvent(h.db, host.id, { startsAt: ago(5) });
    const game = await h.db.insertInto('games').values({ eventId: played.id, homeName: 'Home', awayName: 'Away' }).returning('id').executeTakeFirstOrThrow();
    await h.db.insertInto('gameSidePlayers').values({ gameId: game.id, side: 'home', userId: sidePlayer.id }).execute();
    expect(await badgesOf(sidePlayer.id)).toEqual(['first-game']);

    // Ten games: ten started events; nine are not enough.
    const regular = await createUser(h.db);
    for (let i = 1; i < TEN_GAMES; i++) await going((await createEvent(h.db, host.id, { startsAt: ago(24 * i) })).id, regular.id);
    expect(await badgesOf(regular.id)).toEqual(['first-game']);
    await going((await createEvent(h.db, host.id, { startsAt: ago(24 * TEN_GAMES) })).id, regular.id);
    expect(await badgesOf(regular.id)).toEqual(['first-game', 'ten-games']);

    // Organiser of a full event: every spot taken; one short is not full.
    const organiser = await createUser(h.db);
    const event = await createEvent(h.db, organiser.id, { capacity: 2 });
    await h.db.updateTable('events').set({ spotsTaken: 1 }).where('id', '=', event.id).execute();
    expect(await badgesOf(organiser.id)).toEqual([]);
    await h.db.updateTable('events').set({ spotsTaken: 2 }).where('id', '=', event.id).execute();
    expect(await badgesOf(organiser.id)).toEqual(['full-event-organiser']);

    // Team captain: the owner of a team, not a player on it.
    const captain = await createUser(h.db);
    const team = await createTeam(h.db, captain.id);
    const teammate = await createUser(h.db);
    await h.db.insertInto('teamMembers').values({ teamId: team.id, userId: teammate.id, role: 'player', state: 'active' }).execute();
    expect(await badgesOf(captain.id)).toEqual(['team-captain']);
    expect(await badgesOf(teammate.id)).toEqual([]);
  });
});
