import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createPlace } from '../../tests/event-factories.ts';
import { rejection } from '../../tests/expect-rejection.ts';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { signedInUser } from '../../tests/sign-in.ts';
import { APP_MESSAGES } from '../../shared/common/app-messages.ts';
import { PLACE_MESSAGES } from '../../shared/places/messages.ts';
import { PLACE_LIMITS } from '../../shared/limits/limits.ts';
import { type PlaceFormValues } from '../../shared/places/schemas.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

let names = 0;
const member = () => signedInUser(h, { displayName: `Place Person ${++names}` });
const anonymous = () => h.client('203.0.113.77').call();

const zilker = (overrides: Partial<PlaceFormValues> = {}): PlaceFormValues => ({
  name: 'Zilker Park Courts',
  address: '2100 Barton Springs Rd',
  city: 'Austin, TX',
  lat: 30.2669,
  lng: -97.7729,
  sports: ['Pickleball', 'Tennis'],
  surfaces: ['Hard court'],
  description: 'Six lit courts, first come first served.',
  ...overrides,
});

describe('places.create', () => {
  it('stores the place with its geohash and time zone, and get returns it with the creator name', async () => {
    const maya = await member();
    const { id } = await (await maya.call()).places.create(zilker());
    const row = await h.db.selectFrom('places').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ creatorId: maya.user.id, timezone: 'America/Chicago', city: 'Austin, TX' });
    expect(row.geohash).toMatch(/^9v6/);

    const place = await (await anonymous()).places.get({ id });
    expect(place).toMatchObject({
      name: 'Zilker Park Courts',
      address: '2100 Barton Springs Rd',
      sports: ['Pickleball', 'Tennis'],
      surfaces: ['Hard court'],
      creatorName: maya.user.displayName,
      isCreator: false,
      photos: [],
    });
    expect((await (await maya.call()).places.get({ id })).isCreator).toBe(true);
  });

  it('refuses a signed-out visitor', async () => {
    const error = await rejection((await anonymous()).places.create(zilker()));
    expect(error.code).toBe('UNAUTHORIZED');
    expect(error.message).toBe(APP_MESSAGES.signInRequired);
  });

  it('validates the form with the shared schema: name, address, sports, surfaces, coordinates', async () => {
    const caller = await (await member()).call();
    const noName = await rejection(caller.places.create(zilker({ name: '   ' })));
    expect(noName.code).toBe('BAD_REQUEST');
    expect(noName.message).toContain(PLACE_MESSAGES.nameRequired);
    // Zero-width spaces are not a name either: the page would have a blank heading.
    const invisible = await rejection(caller.places.create(zilker({ name: '\u200B\u200B\u200B' })));
    expect(invisible.code).toBe('BAD_REQUEST');
    expect(invisible.message).toContain(PLACE_MESSAGES.nameRequired);
    expect((await rejection(caller.places.create(zilker({ sports: [] })))).message).toContain(PLACE_MESSAGES.pickSports);
    expect((await rejection(caller.places.create(zilker({ lat: 91 })))).code).toBe('BAD_REQUEST');
    // @ts-expect-error: not a surface of the fixed list
    expect((await rejection(caller.places.create(zilker({ surfaces: ['Lava'] })))).code).toBe('BAD_REQUEST');
    const unknownSport = await rejection(caller.places.create(zilker({ sports: ['Quidditch'] })));
    expect([unknownSport.code, unknownSport.message]).toEqual(['BAD_REQUEST', PLACE_MESSAGES.unknownSport]);
    expect((await rejection(caller.places.create(zilker({ sports: ['Any'] })))).message).toBe(PLACE_MESSAGES.unknownSport);
  });
});

describe('places.update', () => {
  it('lets the creator change every field, recomputing the time zone', async () => {
    const sam = await member();
    const { id } = await (await sam.call()).places.create(zilker());
    await (
      await sam.call()
    ).places.update({
      id,
      ...zilker({
        name: 'Washington Park Courts',
        address: '701 S Franklin St',
        city: 'Denver, CO',
        lat: 39.6998,
        lng: -104.9709,
        sports: ['Tennis'],
        surfaces: ['Clay', 'Clay'],
      }),
    });
    const place = await (await sam.call()).places.get({ id });
    expect(place).toMatchObject({ name: 'Washington Park Courts', city: 'Denver, CO', timezone: 'America/Denver', sports: ['Tennis'], surfaces: ['Clay'] });
  });

  it('refuses a stranger and a signed-out visitor, and leaves the place unchanged', async () => {
    const owner = await member();
    const stranger = await member();
    const { id } = await (await owner.call()).places.create(zilker());
    const refused = await rejection((await stranger.call()).places.update({ id, ...zilker({ name: 'Hijacked' }) }));
    expect([refused.code, refused.message]).toEqual(['FORBIDDEN', PLACE_MESSAGES.notCreator]);
    expect((await rejection((await anonymous()).places.update({ id, ...zilker({ name: 'Hijacked' }) }))).code).toBe('UNAUTHORIZED');
    expect((await (await owner.call()).places.get({ id })).name).toBe('Zilker Park Courts');
  });

  it("answers 'Place not found' for a place that does not exist", async () => {
    const caller = await (await member()).call();
    const error = await rejection(caller.places.update({ id: crypto.randomUUID(), ...zilker() }));
    expect([error.code, error.message]).toEqual(['NOT_FOUND', PLACE_MESSAGES.notFound]);
  });
});

describe('places.get', () => {
  it("answers NOT_FOUND with 'Place not found'", async () => {
    const error = await rejection((await anonymous()).places.get({ id: crypto.randomUUID() }));
    expect([error.code, error.message]).toEqual(['NOT_FOUND', PLACE_MESSAGES.notFound]);
  });

  it('lists photos in their order', async () => {
    const owner = await member();
    const place = await createPlace(h.db, { creatorId: owner.user.id });
    await h.db
      .insertInto('placePhotos')
      .values([
        { placeId: place.id, url: '/uploads/places/b.webp', storageKey: 'places/b.webp', position: 1 },
        { placeId: place.id, url: '/uploads/places/a.webp', storageKey: 'places/a.webp', position: 0 },
      ])
      .execute();
    const { photos } = await (await anonymous()).places.get({ id: place.id });
    expect(photos.map((p) => p.url)).toEqual(['/uploads/places/a.webp', '/uploads/places/b.webp']);
  });
});

describe('places.byBounds', () => {
  // A remote grid of its own (in Nevada), so other tests' places never fall inside.
  const grid = { north: 38.5, south: 38.0, east: -116.0, west: -116.5 };

  it('pages places inside the area nearest the centre first, and leaves out those outside', async () => {
    const total = PLACE_LIMITS.pageSize + 5;
    for (let i = 0; i < total; i++) {
      // Spread on a diagonal from the centre outwards, so nearest-first has a known order.
      await createPlace(h.db, { name: `Grid Court ${String(i).padStart(2, '0')}`, lat: 38.25 + i * 0.005, lng: -116.25 + i * 0.005, sports: ['Basketball'] });
    }
    await createPlace(h.db, { name: 'Outside Court', lat: 38.6, lng: -116.25 });
    const caller = await anonymous();
    const first = await caller.places.byBounds({ bounds: grid, page: 0 });
    expect(first.items).toHaveLength(PLACE_LIMITS.pageSize);
    expect(first.hasMore).toBe(true);
    expect(first.items[0]!.name).toBe('Grid Court 00');
    const second = await caller.places.byBounds({ bounds: grid, page: 1 });
    expect(second.hasMore).toBe(false);
    const all = [...first.items, ...second.items].map((p) => p.name);
    expect(all).toHaveLength(total);
    expect(new Set(all).size).toBe(total);
    expect(all).not.toContain('Outside Court');
  });

  it('filters by sport and by name', async () => {
    const area = { north: 36.3, south: 36.1, east: -115.0, west: -115.3 };
    await createPlace(h.db, { name: 'Sunset Pickleball Park', lat: 36.2, lng: -115.1, sports: ['Pickleball'] });
    await createPlace(h.db, { name: 'Desert Breeze Soccer', lat: 36.2, lng: -115.2, sports: ['Soccer'] });
    const caller = await anonymous();
    expect((await caller.places.byBounds({ bounds: area, filter: { sport: 'Soccer' } })).items.map((p) => p.name)).toEqual(['Desert Breeze Soccer']);
    expect((await caller.places.byBounds({ bounds: area, filter: { q: 'sunset' } })).items.map((p) => p.name)).toEqual(['Sunset Pickleball Park']);
    expect((await caller.places.byBounds({ bounds: area, filter: { q: '100%' } })).items).toEqual([]);
    expect((await caller.places.byBounds({ bounds: area, filter: { sport: 'Any' } })).items).toHaveLength(2);
  });

  it('handles an area crossing the antimeridian', async () => {
    await createPlace(h.db, { name: 'Fiji Courts', lat: -17.8, lng: 178.4, timezone: 'Pacific/Fiji' });
    await createPlace(h.db, { name: 'Samoa Courts', lat: -13.8, lng: -171.8, timezone: 'Pacific/Apia' });
    await createPlace(h.db, { name: 'Tonga Courts', lat: -21.1, lng: -175.2, timezone: 'Pacific/Tongatapu' });
    const caller = await anonymous();
    const across = await caller.places.byBounds({ bounds: { north: -10, south: -25, west: 175, east: -170 } });
    expect(across.items.map((p) => p.name).sort()).toEqual(['Fiji Courts', 'Samoa Courts', 'Tonga Courts']);
    const eastOnly = await caller.places.byBounds({ bounds: { north: -10, south: -25, west: -174, east: -170 } });
    expect(eastOnly.items.map((p) => p.name)).toEqual(['Samoa Courts']);
  });

  it('refuses an area whose north edge is below its south edge', async () => {
    const error = await rejection((await anonymous()).places.byBounds({ bounds: { north: 10, south: 20, east: 5, west: 0 } }));
    expect([error.code, error.message]).toEqual(['BAD_REQUEST', PLACE_MESSAGES.invalidBounds]);
  });

  it('answers a whole-world view without the index circle', async () => {
    const result = await (await anonymous()).places.byBounds({ bounds: { north: 90, south: -90, east: 180, west: -180 } });
    expect(result.items.length).toBeGreaterThan(0);
  });
});

describe('places.search', () => {
  it('finds by name, tolerating a typo, nearest first when given a point', async () => {
    await createPlace(h.db, { name: 'Riverside Volleyball Austin', lat: 30.25, lng: -97.73 });
    await createPlace(h.db, { name: 'Riverside Volleyball Portland', lat: 45.52, lng: -122.68, timezone: 'America/Los_Angeles' });
    const caller = await anonymous();
    const nearPortland = await caller.places.search({ q: 'riverside volley', near: { lat: 45.5, lng: -122.6 } });
    expect(nearPortland.slice(0, 2).map((p) => p.name)).toEqual(['Riverside Volleyball Portland', 'Riverside Volleyball Austin']);
    expect(nearPortland[0]!.distanceKm).toBeLessThan(10);
    const typo = await caller.places.search({ q: 'Riversyde Volleyball' });
    expect(typo.map((p) => p.name)).toContain('Riverside Volleyball Austin');
    expect((await rejection(caller.places.search({ q: 'r' }))).code).toBe('BAD_REQUEST');
  });
});

describe('places.events', () => {
  it('lists upcoming and past events, hiding cancelled, private and blocked creators', async () => {
    const organiser = await member();
    const viewer = await member();
    const blocker = await member();
    const place = await createPlace(h.db, { creatorId: organiser.user.id });
    const day = 24 * 3600_000;
    const soon = await createEvent(h.db, organiser.user.id, { placeId: place.id, title: 'Soon', startsAt: new Date(Date.now() + day) });
    const later = await createEvent(h.db, organiser.user.id, { placeId: place.id, title: 'Later', startsAt: new Date(Date.now() + 3 * day) });
    await createEvent(h.db, organiser.user.id, { placeId: place.id, title: 'Called off', cancelled: true });
    const secret = await createEvent(h.db, organiser.user.id, {
      placeId: place.id,
      title: 'Secret',
      isPrivate: true,
      startsAt: new Date(Date.now() + 2 * day),
    });
    const blocked = await createEvent(h.db, blocker.user.id, { placeId: place.id, title: 'By a blocker' });
    const past = await createEvent(h.db, organiser.user.id, { placeId: place.id, title: 'Last week', startsAt: new Date(Date.now() - 7 * day) });
    await h.db.insertInto('userBlocks').values({ blockerId: blocker.user.id, blockedId: viewer.user.id, blockedEmail: viewer.user.email }).execute();

    const seen = async (caller: Awaited<ReturnType<typeof anonymous>>, when: 'upcoming' | 'past' = 'upcoming') =>
      (await caller.places.events({ id: place.id, when })).items.map((e) => e.title);

    expect(await seen(await viewer.call())).toEqual(['Soon', 'Later']);
    expect(await seen(await anonymous())).toEqual(['Soon', 'By a blocker', 'Later']);
    // The private event's creator and its joiners see it; a block hides events both ways.
    expect(await seen(await organiser.call())).toEqual(['Soon', 'By a blocker', 'Secret', 'Later']);
    await h.db.insertInto('eventJoiners').values({ eventId: secret.id, userId: viewer.user.id, status: 'going' }).execute();
    expect(await seen(await viewer.call())).toEqual(['Soon', 'Secret', 'Later']);
    expect(await seen(await blocker.call())).not.toContain('Secret');
    expect(await seen(await viewer.call(), 'past')).toEqual(['Last week']);
    expect([soon.id, later.id, blocked.id, past.id]).toHaveLength(4);
  });

  it('shows a private event to everyone once its makePublicAfter has passed', async () => {
    const organiser = await member();
    const place = await createPlace(h.db, { creatorId: organiser.user.id });
    const event = await createEvent(h.db, organiser.user.id, { placeId: place.id, title: 'Soon public', isPrivate: true });
    expect((await (await anonymous()).places.events({ id: place.id })).items).toEqual([]);
    await h.db
      .updateTable('events')
      .set({ makePublicAfter: new Date(Date.now() - 60_000) })
      .where('id', '=', event.id)
      .execute();
    expect((await (await anonymous()).places.events({ id: place.id })).items.map((e) => e.title)).toEqual(['Soon public']);
  });

  it("answers 'Place not found' for an unknown place", async () => {
    const error = await rejection((await anonymous()).places.events({ id: crypto.randomUUID() }));
    expect([error.code, error.message]).toEqual(['NOT_FOUND', PLACE_MESSAGES.notFound]);
  });
});

describe('places.reorderPhotos', () => {
  it('lets the creator reorder, refuses a stranger and an incomplete list', async () => {
    const owner = await member();
    const stranger = await member();
    const place = await createPlace(h.db, { creatorId: owner.user.id });
    const photos = await h.db
      .insertInto('placePhotos')
      .values(
        ['a', 'b', 'c'].map((name, position) => ({ placeId: place.id, url: `/uploads/places/${name}.webp`, storageKey: `places/${name}.webp`, position })),
      )
      .returning(['id', 'url'])
      .execute();
    const reversed = photos.map((p) => p.id).reverse();
    const refused = await rejection((await stranger.call()).places.reorderPhotos({ id: place.id, photoIds: reversed }));
    expect([refused.code, refused.message]).toEqual(['FORBIDDEN', PLACE_MESSAGES.notCreator]);
    const partial = await rejection((await owner.call()).places.reorderPhotos({ id: place.id, photoIds: reversed.slice(1) }));
    expect([partial.code, partial.message]).toEqual(['BAD_REQUEST', PLACE_MESSAGES.photoOrder]);
    const result = await (await owner.call()).places.reorderPhotos({ id: place.id, photoIds: reversed });
    expect(result.map((p) => p.url)).toEqual(['/uploads/places/c.webp', '/uploads/places/b.webp', '/uploads/places/a.webp']);
  });
});
