import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createPlace } from '../../tests/event-factories.ts';
import { createUser } from '../../tests/factories.ts';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { signedInUser } from '../../tests/sign-in.ts';
import { rejection } from '../../tests/expect-rejection.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function player(displayName: string, withProfile = true) {
  const user = await createUser(h.db, { displayName });
  await h.db.updateTable('users').set({ hasAdditionalInfo: withProfile, defaultCityName: 'Austin, TX' }).where('id', '=', user.id).execute();
  return user;
}

describe('search.full', () => {
  it('finds upcoming events, places, teams and players together', async () => {
    const organiser = await player('Quokka Organiser');
    await createEvent(h.db, organiser.id, { title: 'Quokka Cup pickup' });
    await createEvent(h.db, organiser.id, { title: 'Quokka Cup last year', startsAt: new Date(Date.now() - 3 * 86_400_000) });
    await createEvent(h.db, organiser.id, { title: 'Quokka Cup called off', cancelled: true });
    await createPlace(h.db, { name: 'Quokka Courts' });
    const teams = await h.db
      .insertInto('teams')
      .values([
        { name: 'Quokka Smashers', creatorId: organiser.id, gameType: 'Pickleball', cityName: 'Austin, TX', privacy: 'public' },
        { name: 'Quokka Secret Society', creatorId: organiser.id, privacy: 'private' },
        { name: 'Quokka Gone', creatorId: organiser.id, privacy: 'public', deletedAt: new Date() },
      ])
      .returning(['id', 'name'])
      .execute();
    await player('Quokkafan');
    await player('Quokka Without Profile', false);
    const viewer = await signedInUser(h, { displayName: 'Searcher' });

    const result = await (await viewer.call()).search.full({ q: 'quokka' });
    expect(result.events.map((e) => e.title)).toEqual(['Quokka Cup pickup']);
    expect(result.places.map((p) => p.name)).toEqual(['Quokka Courts']);
    expect(result.players.map((p) => p.displayName).sort()).toEqual(['Quokka Organiser', 'Quokkafan']);
    // A private team is found only by its members; a deleted one by nobody.
    expect(result.teams).toEqual([{ id: teams[0]!.id, name: 'Quokka Smashers', gameType: 'Pickleball', cityName: 'Austin, TX' }]);
    await h.db.insertInto('teamMembers').values({ teamId: teams[1]!.id, userId: viewer.user.id, role: 'player' }).execute();
    expect((await (await viewer.call()).search.full({ q: 'quokka' })).teams.map((t) => t.name)).toEqual(['Quokka Smashers', 'Quokka Secret Society']);
    expect(result.playersNeedSignIn).toBe(false);
  });

  it('finds places and players by a misspelt name', async () => {
    await createPlace(h.db, { name: 'Wombatton Fieldhouse' });
    await player('Wombatton');
    const viewer = await signedInUser(h);
    const result = await (await viewer.call()).search.full({ q: 'wombaton' });
    expect(result.places.map((p) => p.name)).toEqual(['Wombatton Fieldhouse']);
    expect(result.players.map((p) => p.displayName)).toEqual(['Wombatton']);
  });

  it('does not list players to guests, who still find events and places', async () => {
    const organiser = await player('Numbat Host');
    await createEvent(h.db, organiser.id, { title: 'Numbat night run' });
    await createPlace(h.db, { name: 'Numbat Track' });
    const result = await (await h.client('203.0.113.90').call()).search.full({ q: 'numbat' });
    expect(result.events.map((e) => e.title)).toEqual(['Numbat night run']);
    expect(result.places.map((p) => p.name)).toEqual(['Numbat Track']);
    expect(result.players).toEqual([]);
    expect(result.playersNeedSignIn).toBe(true);
  });

  it('never finds a player or their events across a block, either way', async () => {
    const blocker = await signedInUser(h, { displayName: 'Bilby Blocker' });
    const blocked = await signedInUser(h, { displayName: 'Bilby Blocked' });
    await h.db.updateTable('users').set({ hasAdditionalInfo: true }).where('id', 'in', [blocker.user.id, blocked.user.id]).execute();
    await createEvent(h.db, blocker.user.id, { title: 'Bilby meetup' });
    await h.db.insertInto('userBlocks').values({ blockerId: blocker.user.id, blockedId: blocked.user.id, blockedEmail: blocked.user.email }).execute();
    const seenByBlocked = await (await blocked.call()).search.full({ q: 'bilby' });
    expect(seenByBlocked.players).toEqual([]);
    expect(seenByBlocked.events).toEqual([]);
    const seenByBlocker = await (await blocker.call()).search.full({ q: 'bilby' });
    expect(seenByBlocker.players).toEqual([]);
    expect(seenByBlocker.events.map((e) => e.title)).toEqual(['Bilby meetup']);
  });

  it('pages each group and treats LIKE wildcards as text', async () => {
    for (let i = 1; i <= 12; i++) await createPlace(h.db, { name: `Dingo Park ${String(i).padStart(2, '0')}` });
    const guest = await h.client('203.0.113.91').call();
    const first = await guest.search.full({ q: 'dingo park' });
    expect(first.places).toHaveLength(10);
    expect(first.hasMore.places).toBe(true);
    const second = await guest.search.full({ q: 'dingo park', page: 1 });
    expect(second.places).toHaveLength(2);
    expect(second.hasMore.places).toBe(false);
    expect(new Set([...first.places, ...second.places].map((p) => p.id)).size).toBe(12);
    expect((await guest.search.full({ q: '%_' })).places).toEqual([]);
  });

  it('refuses text shorter than two characters', async () => {
    await rejection((async () => (await h.client('203.0.113.92').call()).search.full({ q: 'a' }))());
  });
});
