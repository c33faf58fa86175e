import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../../../tests/event-factories.ts';
import { createUser } from '../../../../tests/factories.ts';
import { createHarness, type Harness } from '../../../../tests/harness.ts';
import { signedInUser } from '../../../../tests/sign-in.ts';
import { rejection } from '../../../../tests/expect-rejection.ts';
import { startWellInsideWindow } from '../../../../tests/rate-window.ts';
import { DISCOVER } from '../../../../shared/discover/schemas.ts';
import { APP_MESSAGES } from '../../../../shared/common/app-messages.ts';
import { discoverInput, type DiscoverFormInput } from '../../../../shared/discover/schemas.ts';
import { sql } from 'kysely';
import { buildDiscoverQuery, discoverPlan, type DiscoverPlan } from './discover-events.ts';
import { cellsOfBox, eventCell, eventFineCell } from './cells.ts';

let h: Harness;
let organiser: { id: string };
beforeAll(async () => {
  h = await createHarness();
  organiser = await createUser(h.db, { displayName: 'Organiser' });
});
afterAll(() => h.close());

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const inDays = (days: number, hours = 0) => new Date(Date.now() + days * DAY + hours * HOUR);

// Every test gets its own patch of map, so the events of one never show up in another's search.
let areas = 0;
function area() {
  areas += 1;
  const lat = 26 + (areas % 20) * 1.0;
  const lng = -118 + Math.floor(areas / 20) * 1.5;
  const bounds = { north: lat + 0.2, south: lat - 0.2, east: lng + 0.2, west: lng - 0.2 };
  return { lat, lng, bounds, at: (northKm = 0, eastKm = 0) => ({ lat: lat + northKm / 111.2, lng: lng + eastKm / (111.2 * Math.cos((lat * Math.PI) / 180)) }) };
}

/** A weekly series of the organiser's, one occurrence per listed week (in that order of creation). */
async function weeklySeries(rrule: string, weeks: number[], occurrence: (week: number) => Parameters<typeof createEvent>[2]) {
  const series = await h.db
    .insertInto('eventSeries')
    .values({ creatorId: organiser.id, rrule, dtstartLocal: '2026-12-01 18:00', timezone: 'America/Chicago' })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const week of weeks) {
    const event = await createEvent(h.db, organiser.id, occurrence(week));
    await h.db.updateTable('events').set({ seriesId: series.id }).where('id', '=', event.id).execute();
  }
}

type Viewer = { call: () => Promise<Awaited<ReturnType<ReturnType<Harness['client']>['call']>>> };
const guest = (): Viewer => h.client('203.0.113.77');

async function discover(viewer: Viewer, input: DiscoverFormInput) {
  return (await viewer.call()).events.discover(input);
}
const titles = (result: { items: { title: string }[] }) => result.items.map((item) => item.title);

describe('events.discover filters', () => {
  it('lists the events inside the map bounds, soonest first', async () => {
    const a = area();
    await createEvent(h.db, organiser.id, { title: 'Later inside', startsAt: inDays(3), ...a.at(5, 5) });
    await createEvent(h.db, organiser.id, { title: 'Sooner inside', startsAt: inDays(1), ...a.at(-5, -5) });
    await createEvent(h.db, organiser.id, { title: 'North of the map', startsAt: inDays(1), ...a.at(30, 0) });
    await createEvent(h.db, organiser.id, { title: 'East of the map', startsAt: inDays(1), ...a.at(0, 30) });
    const result = await discover(guest(), { bounds: a.bounds });
    expect(titles(result)).toEqual(['Sooner inside', 'Later inside']);
    expect(result.items[0]!.distanceKm).toBeNull();
  });

  it('lists events around a point soonest first, with their distance, and cuts them at the radius', async () => {
    const a = area();
    await createEvent(h.db, organiser.id, { title: 'Far', startsAt: inDays(1), ...a.at(15, 0) });
    await createEvent(h.db, organiser.id, { title: 'Near', startsAt: inDays(5), ...a.at(2, 0) });
    await createEvent(h.db, organiser.id, { title: 'Middle', startsAt: inDays(2), ...a.at(0, 8) });
    await createEvent(h.db, organiser.id, { title: 'Outside the radius', startsAt: inDays(1), ...a.at(-25, 0) });
    // Inside the radius's box but beyond the radius (its corner).
    await createEvent(h.db, organiser.id, { title: 'In the corner', startsAt: inDays(1), ...a.at(18, 18) });
    const result = await discover(guest(), { center: { lat: a.lat, lng: a.lng }, radiusKm: 20 });
    expect(titles(result)).toEqual(['Far', 'Middle', 'Near']);
    expect(result.items.map((item) => item.distanceKm)).toEqual([15, 8, 2]);
  });

  it('keeps soonest first on every page around a point, with events spread over months (next week before May)', async () => {
    const a = area();
    // Created out of order, the nearest ones furthest in the future.
    for (let i = 0; i < 25; i += 1) {
      const days = 2 + ((i * 7) % 25) * 9; // 2 .. 218 days ahead, shuffled
      await createEvent(h.db, organiser.id, { title: `Game in ${String(days).padStart(3, '0')} days`, startsAt: inDays(days), ...a.at(25 - i, 0) });
    }
    const seen: string[] = [];
    for (let page = 0; page < 3; page += 1) {
      const result = await discover(guest(), { center: { lat: a.lat, lng: a.lng }, radiusKm: 40, page, pageSize: 10 });
      seen.push(...titles(result));
      expect(result.hasMore).toBe(page < 2);
    }
    expect(seen).toHaveLength(25);
    expect(seen).toEqual([...seen].sort());
    expect(seen[0]).toBe('Game in 002 days');
  });

  it('shows a weekly series as one card, its next date, with the rule, in every kind of search', async () => {
    const a = area();
    await weeklySeries('FREQ=WEEKLY;BYDAY=TU', [3, 0, 1, 2], (week) => ({
      title: `Tuesday ladder week ${week}`,
      startsAt: inDays(1 + week * 7),
      ...a.at(1, 0),
    }));
    await createEvent(h.db, organiser.id, { title: 'One-off', startsAt: inDays(3), ...a.at(2, 0) });
    for (const input of [{ center: { lat: a.lat, lng: a.lng }, radiusKm: 20 }, { bounds: a.bounds }]) {
      const result = await discover(guest(), input);
      expect(titles(result)).toEqual(['Tuesday ladder week 0', 'One-off']);
      expect(result.items[0]!.seriesRule).toBe('FREQ=WEEKLY;BYDAY=TU');
    }
    // Searching a later week finds that week's date.
    const later = await discover(guest(), { bounds: a.bounds, dateFrom: inDays(14).toISOString().slice(0, 10), timezone: 'UTC' });
    expect(titles(later)[0]).toMatch(/^Tuesday ladder week [23]$/);
  });

  it('filters by one or several game types', async () => {
    const a = area();
    await createEvent(h.db, organiser.id, { title: 'Pickleball game', gameType: 'Pickleball', ...a.at() });
    await createEvent(h.db, organiser.id, { title: 'Basketball game', gameType: 'Basketball', ...a.at() });
    await createEvent(h.db, organiser.id, { title: 'Tennis game', gameType: 'Tennis', ...a.at() });
    expect(titles(await discover(guest(), { bounds: a.bounds, gameTypes: ['Basketball'] }))).toEqual(['Basketball game']);
    const several = await discover(guest(), { bounds: a.bounds, gameTypes: ['Basketball', 'Tennis'] });
    expect(titles(several).sort()).toEqual(['Basketball game', 'Tennis game']);
  });

  it('filters by a date range of whole local days', async () => {
    const a = area();
    // 2027-01-10..12 in Denver (UTC-7): the range starts 07:00Z on the 10th and ends 07:00Z on the 13th.
    await createEvent(h.db, organiser.id, { title: 'Before', startsAt: new Date('2027-01-10T06:30:00Z'), ...a.at() });
    await createEvent(h.db, organiser.id, { title: 'First morning', startsAt: new Date('2027-01-10T07:00:00Z'), ...a.at() });
    await createEvent(h.db, organiser.id, { title: 'Last evening', startsAt: new Date('2027-01-13T06:30:00Z'), ...a.at() });
    await createEvent(h.db, organiser.id, { title: 'After', startsAt: new Date('2027-01-13T07:00:00Z'), ...a.at() });
    const result = await discover(guest(), { bounds: a.bounds, dateFrom: '2027-01-10', dateTo: '2027-01-12', timezone: 'America/Denver' });
    expect(titles(result)).toEqual(['First morning', 'Last evening']);
  });

  it('reads a single day from midnight to the end of the day in the viewer’s zone', async () => {
    const a = area();
    // 06:30Z on 2027-01-20 is the evening of the 19th in Los Angeles and early on the 20th in New York.
    await createEvent(h.db, organiser.id, { title: 'Late-night game', startsAt: new Date('2027-01-20T06:30:00Z'), ...a.at() });
    expect(titles(await discover(guest(), { bounds: a.bounds, day: '2027-01-19', timezone: 'America/Los_Angeles' }))).toEqual(['Late-night game']);
    expect(titles(await discover(guest(), { bounds: a.bounds, day: '2027-01-19', timezone: 'America/New_York' }))).toEqual([]);
    expect(titles(await discover(guest(), { bounds: a.bounds, day: '2027-01-20', timezone: 'America/New_York' }))).toEqual(['Late-night game']);
  });

  it('keeps a 23-hour day (clocks go forward) to its real midnight-to-midnight', async () => {
    const a = area();
    // 2027-03-14 in Chicago runs from 06:00Z (CST) to 05:00Z on the 15th (CDT): 23 hours, not 24.
    await createEvent(h.db, organiser.id, { title: 'Just after midnight', startsAt: new Date('2027-03-14T06:15:00Z'), ...a.at() });
    await createEvent(h.db, organiser.id, { title: 'Late on the day', startsAt: new Date('2027-03-15T04:30:00Z'), ...a.at() });
    await createEvent(h.db, organiser.id, { title: 'Next day 00:15', startsAt: new Date('2027-03-15T05:15:00Z'), ...a.at() });
    await createEvent(h.db, organiser.id, { title: 'Day before 23:45', startsAt: new Date('2027-03-14T05:45:00Z'), ...a.at() });
    const result = await discover(guest(), { bounds: a.bounds, day: '2027-03-14', timezone: 'America/Chicago' });
    expect(titles(result)).toEqual(['Just after midnight', 'Late on the day']);
  });

  it('keeps a 25-hour day (clocks go back) whole, in the past list too', async () => {
    const a = area();
    // 2026-11-01 in Chicago runs from 05:00Z (CDT) to 06:00Z on the 2nd (CST): 25 hours.
    await createEvent(h.db, organiser.id, { title: 'Early', startsAt: new Date('2026-11-01T05:10:00Z'), ...a.at() });
    await createEvent(h.db, organiser.id, { title: 'Last hour of the long day', startsAt: new Date('2026-11-02T05:30:00Z'), ...a.at() });
    await createEvent(h.db, organiser.id, { title: 'Next day', startsAt: new Date('2026-11-02T06:00:00Z'), ...a.at() });
    const result = await discover(guest(), { bounds: a.bounds, day: '2026-11-01', timezone: 'America/Chicago', when: 'past' });
    expect(titles(result)).toEqual(['Last hour of the long day', 'Early']);
  });

  it('uses the signed-in viewer’s profile zone when none is given', async () => {
    const a = area();
    const viewer = await signedInUser(h);
    await h.db.updateTable('users').set({ timeZone: 'America/Los_Angeles' }).where('id', '=', viewer.user.id).execute();
    await createEvent(h.db, organiser.id, { title: 'Evening in LA', startsAt: new Date('2027-01-25T05:00:00Z'), ...a.at() });
    expect(titles(await discover(viewer, { bounds: a.bounds, day: '2027-01-24' }))).toEqual(['Evening in LA']);
    // A guest without a zone reads days in UTC.
    expect(titles(await discover(guest(), { bounds: a.bounds, day: '2027-01-24' }))).toEqual([]);
  });

  it('filters free and paid events', async () => {
    const a = area();
    await createEvent(h.db, organiser.id, { title: 'Free game', priceCents: 0, ...a.at() });
    await createEvent(h.db, organiser.id, { title: 'Paid game', priceCents: 1500, ...a.at() });
    expect(titles(await discover(guest(), { bounds: a.bounds, price: 'free' }))).toEqual(['Free game']);
    expect(titles(await discover(guest(), { bounds: a.bounds, price: 'paid' }))).toEqual(['Paid game']);
    expect(await discover(guest(), { bounds: a.bounds, price: 'all' }).then((r) => r.items.length)).toBe(2);
  });

  it('searches the text of the title, game type, place and description, by word prefixes', async () => {
    const a = area();
    await createEvent(h.db, organiser.id, { title: 'Sunrise Volleyball', gameType: 'Volleyball', locationName: 'Barton Beach', ...a.at() });
    await createEvent(h.db, organiser.id, { title: 'Evening run', gameType: 'Running', description: 'Bring lights for the riverside loop', ...a.at() });
    expect(titles(await discover(guest(), { bounds: a.bounds, q: 'volley' }))).toEqual(['Sunrise Volleyball']);
    expect(titles(await discover(guest(), { bounds: a.bounds, q: 'sunrise bart' }))).toEqual(['Sunrise Volleyball']);
    expect(titles(await discover(guest(), { bounds: a.bounds, q: 'riverside' }))).toEqual(['Evening run']);
    expect(titles(await discover(guest(), { bounds: a.bounds, q: 'volley riverside' }))).toEqual([]);
    // Operators in typed text are words, not syntax.
    expect(titles(await discover(guest(), { bounds: a.bounds, q: "volley & !(') |" }))).toEqual(['Sunrise Volleyball']);
    expect(titles(await discover(guest(), { bounds: a.bounds, q: '!!!' }))).toEqual([]);
  });

  it('finds a word while it is half typed, even where the stemmer would change the typed part', async () => {
    const a = area();
    await createEvent(h.db, organiser.id, { title: 'Quasaryab pickup run', ...a.at() });
    await createEvent(h.db, organiser.id, { title: 'Running club', gameType: 'Running', ...a.at() });
    // 'quasary' stems to 'quasari', which is no prefix of the title's 'quasaryab'.
    expect(titles(await discover(guest(), { bounds: a.bounds, q: 'quasary' }))).toEqual(['Quasaryab pickup run']);
    // A whole word still matches its stemmed forms: 'runs' finds 'run' and 'running'.
    expect(titles(await discover(guest(), { bounds: a.bounds, q: 'runs' })).sort()).toEqual(['Quasaryab pickup run', 'Running club']);
    // Half of a word whose stem is shorter than what was typed ('running' stems to 'run').
    expect(titles(await discover(guest(), { bounds: a.bounds, q: 'runni' }))).toEqual(['Running club']);
    expect(titles(await discover(guest(), { q: 'quasaryab pick' }))).toContain('Quasaryab pickup run');
  });

  it('switches between upcoming (not ended yet) and past (ended, newest first)', async () => {
    const a = area();
    await createEvent(h.db, organiser.id, { title: 'Next week', startsAt: inDays(7), ...a.at() });
    await createEvent(h.db, organiser.id, { title: 'Happening now', startsAt: inDays(0, -1), durationMinutes: 120, ...a.at() });
    await createEvent(h.db, organiser.id, { title: 'Last week', startsAt: inDays(-7), ...a.at() });
    await createEvent(h.db, organiser.id, { title: 'Yesterday', startsAt: inDays(-1), ...a.at() });
    expect(titles(await discover(guest(), { bounds: a.bounds, when: 'upcoming' }))).toEqual(['Happening now', 'Next week']);
    expect(titles(await discover(guest(), { bounds: a.bounds, when: 'past' }))).toEqual(['Yesterday', 'Last week']);
  });

  it('orders events that start together by their end, in both lists', async () => {
    const a = area();
    const soon = inDays(2);
    const before = inDays(-2);
    await createEvent(h.db, organiser.id, { title: 'Long game', startsAt: soon, durationMinutes: 180, ...a.at(1, 0) });
    await createEvent(h.db, organiser.id, { title: 'Short game', startsAt: soon, durationMinutes: 60, ...a.at(-1, 0) });
    await createEvent(h.db, organiser.id, { title: 'Later start', startsAt: inDays(2, 1), durationMinutes: 30, ...a.at() });
    await createEvent(h.db, organiser.id, { title: 'Long past game', startsAt: before, durationMinutes: 180, ...a.at(1, 0) });
    await createEvent(h.db, organiser.id, { title: 'Short past game', startsAt: before, durationMinutes: 60, ...a.at(-1, 0) });
    expect(titles(await discover(guest(), { bounds: a.bounds }))).toEqual(['Short game', 'Long game', 'Later start']);
    expect(titles(await discover(guest(), { bounds: a.bounds, when: 'past' }))).toEqual(['Long past game', 'Short past game']);
  });

  it('pages through the list without repeats', async () => {
    const a = area();
    for (let i = 1; i <= 5; i++) await createEvent(h.db, organiser.id, { title: `Game ${i}`, startsAt: inDays(i), ...a.at(i, 0) });
    const pages = [];
    for (let page = 0; page < 3; page++) pages.push(await discover(guest(), { bounds: a.bounds, page, pageSize: 2 }));
    expect(pages.map(titles)).toEqual([['Game 1', 'Game 2'], ['Game 3', 'Game 4'], ['Game 5']]);
    expect(pages.map((p) => p.hasMore)).toEqual([true, true, false]);
    const near = [];
    for (let page = 0; page < 3; page++) near.push(await discover(guest(), { center: { lat: a.lat, lng: a.lng }, radiusKm: 10, page, pageSize: 2 }));
    expect(near.map(titles)).toEqual([['Game 1', 'Game 2'], ['Game 3', 'Game 4'], ['Game 5']]);
  });

  it('lists wide map bounds in start order, events under way first, page by page', async () => {
    // A far corner of the map of its own: a wide box would take in other tests' areas.
    const box = { north: 62, south: 58, east: -146, west: -154 };
    const at = { lat: 60, lng: -150 };
    await createEvent(h.db, organiser.id, { title: 'Under way', startsAt: inDays(0, -1), durationMinutes: 180, ...at });
    for (let i = 1; i <= 4; i++) await createEvent(h.db, organiser.id, { title: `Ahead ${i}`, startsAt: inDays(i), lat: 58.5 + i * 0.5, lng: -153 + i });
    await createEvent(h.db, organiser.id, { title: 'Over', startsAt: inDays(-1), ...at });
    await createEvent(h.db, organiser.id, { title: 'Outside', startsAt: inDays(1), lat: 63, lng: -150 });
    await createEvent(h.db, organiser.id, { title: 'Hidden', startsAt: inDays(1), isPrivate: true, ...at });
    const pages = [];
    for (let page = 0; page < 3; page++) pages.push(await discover(guest(), { bounds: box, page, pageSize: 2 }));
    expect(pages.map(titles)).toEqual([['Under way', 'Ahead 1'], ['Ahead 2', 'Ahead 3'], ['Ahead 4']]);
    expect(pages.map((p) => p.hasMore)).toEqual([true, true, false]);
    // Filters and the past list use the area plan; the answer is the same kind.
    expect(titles(await discover(guest(), { bounds: box, price: 'free', gameTypes: ['Pickleball'] }))).toEqual([
      'Under way',
      'Ahead 1',
      'Ahead 2',
      'Ahead 3',
      'Ahead 4',
    ]);
    expect(titles(await discover(guest(), { bounds: box, when: 'past' }))).toEqual(['Over']);
  });

  it('limits discovery per address, and only for that address', async () => {
    const a = area();
    const { limit, windowSeconds } = DISCOVER.ratePerIp;
    const busy = h.client('192.0.2.91');
    await startWellInsideWindow(windowSeconds);
    const caller = await busy.call();
    // Each a different question: a guest's repeated one is answered from memory, uncounted.
    await Promise.all(
      Array.from({ length: limit }, (_, i) =>
        i % 2
          ? caller.events.discover({ bounds: a.bounds, page: i % 5, pageSize: 1 + Math.floor(i / 5) })
          : caller.events.nearby({ lat: a.lat + i * 0.000001, lng: a.lng, limit: 1 }),
      ),
    );
    const refused = await rejection(caller.events.discover({ bounds: a.bounds, pageSize: 50 }));
    expect([refused.code, refused.message]).toEqual(['TOO_MANY_REQUESTS', APP_MESSAGES.tooManyRequests]);
    expect((await discover(h.client('192.0.2.92'), { bounds: a.bounds })).items).toEqual([]);
  });

  it('refuses a page size above 50 and bounds together with a centre', async () => {
    const a = area();
    await rejection(discover(guest(), { bounds: a.bounds, pageSize: 51 }));
    await rejection(discover(guest(), { bounds: a.bounds, center: { lat: a.lat, lng: a.lng } }));
    await rejection(discover(guest(), { bounds: a.bounds, day: '2027-01-01', timezone: 'Mars/Olympus' }));
  });
});

describe('events.discover plans', () => {
  const planOf = (input: DiscoverFormInput) => discoverPlan(discoverInput.parse(input));

  it('picks its plan by the search: cells for a city, a region or a radius, a walk or a scan when wider, the words with words', () => {
    const a = area();
    expect(planOf({ bounds: a.bounds })).toBe('cells');
    expect(planOf({ bounds: { north: a.lat + 2, south: a.lat - 2, east: a.lng + 2, west: a.lng - 2 }, gameTypes: ['Pickleball'] })).toBe('cells');
    expect(planOf({ center: { lat: a.lat, lng: a.lng }, radiusKm: 80 })).toBe('cells');
    const wide = { north: a.lat + 4, south: a.lat - 4, east: a.lng + 4, west: a.lng - 4 };
    expect(planOf({ bounds: wide })).toBe('walk');
    expect(planOf({ bounds: wide, gameTypes: ['Pickleball'] })).toBe('wide');
    expect(planOf({ bounds: wide, when: 'past' })).toBe('wide');
    expect(planOf({ center: { lat: a.lat, lng: a.lng }, radiusKm: 500 })).toBe('walk');
    expect(planOf({ bounds: a.bounds, q: 'pickle' })).toBe('words');
    expect(planOf({ center: { lat: a.lat, lng: a.lng }, radiusKm: 40, q: 'pickle' })).toBe('words');
    expect(planOf({ bounds: wide, q: 'pickle' })).toBe('text');
    expect(planOf({})).toBe('list');
  });

  it('every plan that can answer a search gives the same events in the same order', async () => {
    const a = area();
    await weeklySeries('FREQ=WEEKLY;BYDAY=WE', [0, 1, 2], (week) => ({ title: `Wednesday run week ${week}`, startsAt: inDays(2 + week * 7), ...a.at(3, 3) }));
    // Spread over the cell lines (the area's centre is on a whole degree) and over time.
    for (let i = 0; i < 12; i++) {
      await createEvent(h.db, organiser.id, {
        title: `${i % 3 ? 'Pickleball' : 'Tennis'} social ${i}`,
        gameType: i % 3 ? 'Pickleball' : 'Tennis',
        priceCents: i % 4 ? 0 : 500,
        isPrivate: i === 5,
        cancelled: i === 7,
        startsAt: inDays(i % 5, i),
        ...a.at(i % 2 ? 6 : -6, i % 3 ? 7 : -7),
      });
    }
    await createEvent(h.db, organiser.id, { title: 'Pickleball long ago', gameType: 'Pickleball', startsAt: inDays(-3), ...a.at(1, 1) });
    await createEvent(h.db, organiser.id, {
      title: 'Pickleball under way',
      gameType: 'Pickleball',
      startsAt: inDays(0, -1),
      durationMinutes: 180,
      ...a.at(-1, 1),
    });
    const searches: DiscoverFormInput[] = [
      { bounds: a.bounds },
      { bounds: a.bounds, gameTypes: ['Pickleball'], price: 'free' },
      { bounds: a.bounds, when: 'past' },
      { center: { lat: a.lat, lng: a.lng }, radiusKm: 9 },
      { center: { lat: a.lat, lng: a.lng }, radiusKm: 15, q: 'pickle social' },
      { bounds: a.bounds, q: 'tennis' },
      { bounds: a.bounds, when: 'past', q: 'pickle' },
      { center: { lat: a.lat, lng: a.lng }, radiusKm: 15, q: 'wednesday run' },
      // The rarer word leads: 'social' is on most events, '4' on one.
      { bounds: a.bounds, q: 'social 4' },
    ];
    const now = new Date();
    for (const search of searches) {
      const input = discoverInput.parse({ ...search, pageSize: 50 });
      const expected = (await discover(guest(), search)).items.map((item) => item.id);
      expect(expected.length, JSON.stringify(search)).toBeGreaterThan(0);
      const plans: DiscoverPlan[] = [
        'cells',
        'cells-exact',
        'wide',
        ...(input.q ? (['text', 'words'] as const) : []),
        ...(input.when === 'upcoming' ? (['walk'] as const) : []),
      ];
      for (const plan of plans) {
        const rows = (await (await buildDiscoverQuery(h.db, null, input, now, plan))!.execute(h.db)).rows as { id: string }[];
        expect(
          rows.map((row) => row.id),
          `${plan} for ${JSON.stringify(search)}`,
        ).toEqual(expected);
      }
    }
  });

  it('names the cells Postgres computes for an event, in whole and in quarter degrees', async () => {
    const points = [
      { lat: 30.2672, lng: -97.7431 },
      { lat: -33.8688, lng: 151.2093 },
      { lat: 0, lng: 0 },
      { lat: -0.0001, lng: -0.0001 },
      { lat: 64.75, lng: -147.25 },
      { lat: -40.3, lng: 179.99 },
      { lat: 51.5, lng: -180 },
    ];
    for (const point of points) {
      const { rows } = await sql<{ cell: number; fine: number }>`
        select ${sql.raw(eventCell.compile(h.db).sql)} as cell, ${sql.raw(eventFineCell.compile(h.db).sql)} as fine
        from (select ${point.lat}::float8 as lat, ${point.lng}::float8 as lng) e`.execute(h.db);
      const tiny = { south: point.lat, north: point.lat, west: point.lng, east: point.lng };
      expect([rows[0]!.cell, rows[0]!.fine], JSON.stringify(point)).toEqual([cellsOfBox(tiny, 1)![0], cellsOfBox(tiny, 1, 4)![0]]);
    }
  });

  it('a page whose first events are all hidden from the viewer still lists the ones after them, soonest first', async () => {
    const a = area();
    // More hidden events than the cells plan reads as candidates for a page of five.
    for (let i = 0; i < 40; i++) await createEvent(h.db, organiser.id, { title: `Private ${i}`, isPrivate: true, startsAt: inDays(1, i / 10), ...a.at(1, 1) });
    for (let i = 0; i < 3; i++) await createEvent(h.db, organiser.id, { title: `Open ${i}`, startsAt: inDays(3, i), ...a.at(-1, -1) });
    const result = await discover(guest(), { bounds: a.bounds, pageSize: 5 });
    expect(titles(result)).toEqual(['Open 0', 'Open 1', 'Open 2']);
    expect(result.hasMore).toBe(false);
  });

  it('finds events on both sides of the antimeridian, by map bounds and around a point', async () => {
    await createEvent(h.db, organiser.id, { title: 'West of the line', startsAt: inDays(2), lat: -40.3, lng: 179.8 });
    await createEvent(h.db, organiser.id, { title: 'East of the line', startsAt: inDays(1), lat: -40.3, lng: -179.8 });
    await createEvent(h.db, organiser.id, { title: 'Far west', startsAt: inDays(1), lat: -40.3, lng: 178.2 });
    const bounds = { north: -40, south: -40.6, west: 179.5, east: -179.5 };
    expect(titles(await discover(guest(), { bounds }))).toEqual(['East of the line', 'West of the line']);
    expect(titles(await discover(guest(), { center: { lat: -40.3, lng: 179.95 }, radiusKm: 30 }))).toEqual(['East of the line', 'West of the line']);
  });
});

describe('events.discover visibility', () => {
  it('hides cancelled events', async () => {
    const a = area();
    await createEvent(h.db, organiser.id, { title: 'On', ...a.at() });
    await createEvent(h.db, organiser.id, { title: 'Called off', cancelled: true, ...a.at() });
    expect(titles(await discover(guest(), { bounds: a.bounds }))).toEqual(['On']);
    expect(titles(await discover(guest(), { center: { lat: a.lat, lng: a.lng } }))).toEqual(['On']);
  });

  it('shows a private event only to its creator, joiners and invitees, until it turns public', async () => {
    const a = area();
    const creator = await signedInUser(h);
    const joiner = await signedInUser(h);
    const invitee = await signedInUser(h);
    const declined = await signedInUser(h);
    const stranger = await signedInUser(h);
    const event = await createEvent(h.db, creator.user.id, { title: 'Friends only', isPrivate: true, ...a.at() });
    await h.db.insertInto('eventJoiners').values({ eventId: event.id, userId: joiner.user.id, status: 'going' }).execute();
    await h.db.insertInto('eventJoiners').values({ eventId: event.id, userId: declined.user.id, status: 'declined' }).execute();
    await h.db.insertInto('eventInvites').values({ eventId: event.id, userId: invitee.user.id, invitedBy: creator.user.id }).execute();
    expect(titles(await discover(stranger, { bounds: a.bounds }))).toEqual([]);
    expect(titles(await discover(guest(), { bounds: a.bounds }))).toEqual([]);
    expect(titles(await discover(declined, { bounds: a.bounds }))).toEqual([]);
    expect(titles(await discover(stranger, { center: { lat: a.lat, lng: a.lng } }))).toEqual([]);
    expect(titles(await discover(stranger, { bounds: a.bounds, q: 'friends' }))).toEqual([]);
    const mine = await discover(creator, { bounds: a.bounds });
    expect(titles(mine)).toEqual(['Friends only']);
    expect(mine.items[0]!.isPrivate).toBe(true);
    expect(titles(await discover(joiner, { bounds: a.bounds }))).toEqual(['Friends only']);
    expect(titles(await discover(invitee, { center: { lat: a.lat, lng: a.lng } }))).toEqual(['Friends only']);

    await h.db
      .updateTable('events')
      .set({ makePublicAfter: new Date(Date.now() + HOUR) })
      .where('id', '=', event.id)
      .execute();
    expect(titles(await discover(stranger, { bounds: a.bounds }))).toEqual([]);
    await h.db
      .updateTable('events')
      .set({ makePublicAfter: new Date(Date.now() - 60_000) })
      .where('id', '=', event.id)
      .execute();
    const opened = await discover(stranger, { bounds: a.bounds });
    expect(titles(opened)).toEqual(['Friends only']);
    expect(opened.items[0]!.isPrivate).toBe(false);
    // A guest's answer may come from the few seconds' shared cache: a question not asked before is read afresh.
    expect(titles(await discover(guest(), { bounds: a.bounds, pageSize: 7 }))).toEqual(['Friends only']);
  });

  it('never shows events between users who blocked each other, either way', async () => {
    const a = area();
    const blocker = await signedInUser(h);
    const blocked = await signedInUser(h);
    const bystander = await signedInUser(h);
    await createEvent(h.db, blocker.user.id, { title: 'By the blocker', ...a.at() });
    await createEvent(h.db, blocked.user.id, { title: 'By the blocked', ...a.at() });
    await h.db.insertInto('userBlocks').values({ blockerId: blocker.user.id, blockedId: blocked.user.id, blockedEmail: blocked.user.email }).execute();
    expect(titles(await discover(blocker, { bounds: a.bounds }))).toEqual(['By the blocker']);
    expect(titles(await discover(blocked, { bounds: a.bounds }))).toEqual(['By the blocked']);
    expect(titles(await discover(blocked, { center: { lat: a.lat, lng: a.lng } }))).toEqual(['By the blocked']);
    expect(titles(await discover(blocked, { bounds: a.bounds, q: 'blocker' }))).toEqual([]);
    expect(titles(await discover(bystander, { bounds: a.bounds })).sort()).toEqual(['By the blocked', 'By the blocker']);
  });
});

describe('events.nearby', () => {
  it('lists the soonest upcoming visible events around a point, up to the limit', async () => {
    const a = area();
    const viewer = await signedInUser(h);
    await createEvent(h.db, organiser.id, { title: 'Two km', startsAt: inDays(2), ...a.at(2, 0) });
    await createEvent(h.db, organiser.id, { title: 'One km', startsAt: inDays(1), ...a.at(1, 0) });
    await createEvent(h.db, organiser.id, { title: 'Three km', startsAt: inDays(3), ...a.at(0.5, 0) });
    await createEvent(h.db, organiser.id, { title: 'Over', startsAt: inDays(-2), ...a.at(0.5, 0) });
    await createEvent(h.db, organiser.id, { title: 'Hidden', isPrivate: true, ...a.at(0.5, 0) });
    const items = await (await viewer.call()).events.nearby({ lat: a.lat, lng: a.lng, limit: 2 });
    expect(items.map((item) => item.title)).toEqual(['One km', 'Two km']);
  });

  it('shows only the next date of a recurring event, so one series cannot fill the section', async () => {
    const a = area();
    const viewer = await signedInUser(h);
    const series = await h.db
      .insertInto('eventSeries')
      .values({ creatorId: organiser.id, rrule: 'FREQ=WEEKLY;COUNT=3', dtstartLocal: '2026-12-01 18:00', timezone: 'America/Chicago' })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [title, days] of [
      ['Week 3', 15],
      ['Week 1', 1],
      ['Week 2', 8],
    ] as const) {
      const event = await createEvent(h.db, organiser.id, { title, startsAt: inDays(days), ...a.at(1, 0) });
      await h.db.updateTable('events').set({ seriesId: series.id }).where('id', '=', event.id).execute();
    }
    await createEvent(h.db, organiser.id, { title: 'One-off', ...a.at(2, 0) });
    const items = await (await viewer.call()).events.nearby({ lat: a.lat, lng: a.lng, limit: 5 });
    expect(items.map((item) => item.title)).toEqual(['Week 1', 'One-off']);
  });
});
