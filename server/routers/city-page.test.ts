import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { createTeam } from '../../tests/factories.ts';
import { createEvent, createPlace } from '../../tests/event-factories.ts';
import { rejection } from '../../tests/expect-rejection.ts';
import { signedInUser } from '../../tests/sign-in.ts';
import { pageHeadFor } from '../http/routes/pages/page-meta.ts';
import { CITY_PAGE_LIMITS, CITY_PAGE_WORDS } from '../../shared/cities/city-page.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const DENVER = { lat: 39.7392, lng: -104.9903 };

describe('cities.page', () => {
  it('lists upcoming public events, public teams, places and open posts of the city, to a signed-out visitor', async () => {
    const { user: owner, call: asOwner } = await signedInUser(h, { displayName: 'Owner' });
    const upcoming = await createEvent(h.db, owner.id, { title: 'Austin Tuesday Pickleball' });
    const hidden = await createEvent(h.db, owner.id, { title: 'Private Austin game', isPrivate: true });
    const past = await createEvent(h.db, owner.id, { title: 'Last week in Austin', startsAt: new Date(Date.now() - 7 * 86_400_000) });
    const elsewhere = await createEvent(h.db, owner.id, { title: 'Denver game', ...DENVER });
    const team = await createTeam(h.db, owner.id, { name: 'Austin Open Team' });
    const privateTeam = await createTeam(h.db, owner.id, { name: 'Austin Secret Team', privacy: 'private' });
    const inviteOnly = await createTeam(h.db, owner.id, { name: 'Austin Invite Team', privacy: 'invite-only' });
    const place = await createPlace(h.db, { name: 'Austin Courts' });
    const post = { authorId: owner.id, category: 'play-and-competition', subcategory: 'sub-needed', body: 'Need one more' };
    const open = await h.db
      .insertInto('posts')
      .values({ ...post, title: 'Sub needed Austin', city: 'Austin, TX' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const closed = await h.db
      .insertInto('posts')
      .values({ ...post, title: 'Closed Austin', city: 'Austin, TX', closedAt: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const denverPost = await h.db
      .insertInto('posts')
      .values({ ...post, title: 'Denver post', city: 'Denver, CO' })
      .returning('id')
      .executeTakeFirstOrThrow();

    const caller = await h.client().call();
    const page = await caller.cities.page({ city: '  austin,   tx ' });
    expect(page.city?.name).toBe('Austin, TX');
    const eventIds = page.events.map((event) => event.id);
    expect(eventIds).toContain(upcoming.id);
    expect(eventIds).not.toContain(hidden.id);
    expect(eventIds).not.toContain(past.id);
    expect(eventIds).not.toContain(elsewhere.id);
    const teamIds = page.teams.map((row) => row.id);
    expect(teamIds).toContain(team.id);
    expect(teamIds).not.toContain(privateTeam.id);
    expect(teamIds).not.toContain(inviteOnly.id);
    expect(page.places.map((row) => row.id)).toContain(place.id);
    const postIds = page.posts.map((row) => row.id);
    expect(postIds).toContain(open.id);
    expect(postIds).not.toContain(closed.id);
    expect(postIds).not.toContain(denverPost.id);
    for (const list of [page.events, page.teams, page.places, page.posts]) expect(list.length).toBeLessThanOrEqual(CITY_PAGE_LIMITS.perList);

    // The page is the same for everyone: even the private event's own creator does not see it listed here.
    const seen = await (await asOwner()).cities.page({ city: 'Austin, TX' });
    expect(seen.events.map((event) => event.id)).not.toContain(hidden.id);
  });

  it('answers an unknown city with empty lists, and refuses hostile input with a 4xx', async () => {
    const caller = await h.client().call();
    expect(await caller.cities.page({ city: 'Nowhereville, ZZ' })).toEqual({ city: null, events: [], teams: [], places: [], posts: [] });
    expect(await caller.cities.page({ city: 'Austn, TX' })).toMatchObject({ city: null });
    expect((await rejection(caller.cities.page({ city: 'a'.repeat(CITY_PAGE_LIMITS.cityMax + 1) }))).code).toBe('BAD_REQUEST');
    expect((await rejection(caller.cities.page({ city: 'Austin\u0000, TX' }))).code).toBe('BAD_REQUEST');
    expect((await rejection(caller.cities.page({ city: '   ' }))).code).toBe('BAD_REQUEST');
  });

  it('titles the page by the city on the server, and falls back to the picker words for an unknown one', async () => {
    const head = await pageHeadFor(h.db, '/city-search', null, { city: 'Austin, TX' });
    expect(head).toMatchObject({
      title: CITY_PAGE_WORDS.title('Austin, TX'),
      description: CITY_PAGE_WORDS.description('Austin, TX'),
      found: true,
      share: true,
    });
    expect(await pageHeadFor(h.db, '/city-search', null, { city: 'Nowhere' })).toMatchObject({ title: CITY_PAGE_WORDS.pickerTitle, found: true });
    expect(await pageHeadFor(h.db, '/city-search', null, { city: ['a', 'b'] })).toMatchObject({ title: CITY_PAGE_WORDS.pickerTitle, found: true });
    expect(await pageHeadFor(h.db, '/city-search', null, { city: 'x'.repeat(10_000) })).toMatchObject({ title: CITY_PAGE_WORDS.pickerTitle });
  });
});
