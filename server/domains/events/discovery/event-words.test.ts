import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createEvent } from '../../../../tests/event-factories.ts';
import { createUser } from '../../../../tests/factories.ts';
import { createHarness, type Harness } from '../../../../tests/harness.ts';
import { discoverInput } from '../../../../shared/discover/schemas.ts';
import { cellsOfBox } from './cells.ts';
import { discoverEvents, discoverPlan } from './discover-events.ts';

let h: Harness;
let organiser: { id: string };
beforeAll(async () => {
  h = await createHarness();
  organiser = await createUser(h.db, { displayName: 'Organiser' });
});
afterAll(() => h.close());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
const fineCell = (lat: number, lng: number) => cellsOfBox({ south: lat, north: lat, west: lng, east: lng }, 1, 4)![0];

/** The event's entries in event_words, as "cell word" sorted. */
async function entriesOf(eventId: string) {
  const { rows } = await sql<{
    cell: number;
    word: string;
    startsAt: Date;
  }>`select cell, word, starts_at from event_words where event_id = ${eventId} order by word`.execute(h.db);
  return rows;
}

/** The titles a text search around the point finds (the 'words' plan). */
async function search(q: string, lat: number, lng: number) {
  const input = discoverInput.parse({ center: { lat, lng }, radiusKm: 20, q });
  expect(discoverPlan(input)).toBe('words');
  return (await discoverEvents(h.db, null, input)).items.map((item) => item.title);
}

describe('event_words (the words a text search in a place reads)', () => {
  it('holds the words of a new event, stemmed and as typed, under its quarter-degree cell and times', async () => {
    const event = await createEvent(h.db, organiser.id, {
      title: 'Running club',
      gameType: 'Running',
      description: 'Easy pace',
      lat: 47.61,
      lng: -122.33,
      startsAt: inDays(3),
    });
    const entries = await entriesOf(event.id);
    expect(new Set(entries.map((entry) => entry.cell))).toEqual(new Set([fineCell(47.61, -122.33)]));
    expect(entries.map((entry) => entry.word)).toEqual(expect.arrayContaining(['run', 'running', 'club', 'easi', 'easy', 'pace']));
    expect(entries.every((entry) => entry.startsAt.getTime() === event.startsAt.getTime())).toBe(true);
  });

  it('follows an event as it is renamed, moved, rescheduled, cancelled, restored and deleted', async () => {
    const event = await createEvent(h.db, organiser.id, { title: 'Dawn rowing', gameType: 'Other', lat: 45.52, lng: -122.68, startsAt: inDays(4) });
    expect(await search('rowing', 45.52, -122.68)).toEqual(['Dawn rowing']);

    await h.db.updateTable('events').set({ title: 'Dusk kayaking' }).where('id', '=', event.id).execute();
    expect(await search('rowing', 45.52, -122.68)).toEqual([]);
    expect(await search('kayak', 45.52, -122.68)).toEqual(['Dusk kayaking']);

    await h.db.updateTable('events').set({ lat: 45.0, lng: -123.5 }).where('id', '=', event.id).execute();
    expect(await search('kayak', 45.52, -122.68)).toEqual([]);
    expect(await search('kayak', 45.0, -123.5)).toEqual(['Dusk kayaking']);
    expect(new Set((await entriesOf(event.id)).map((entry) => entry.cell))).toEqual(new Set([fineCell(45.0, -123.5)]));

    // Moved into the past: an upcoming search no longer finds it.
    await h.db
      .updateTable('events')
      .set({ startsAt: inDays(-3), endsAt: inDays(-2.9) })
      .where('id', '=', event.id)
      .execute();
    expect(await search('kayak', 45.0, -123.5)).toEqual([]);
    await h.db
      .updateTable('events')
      .set({ startsAt: inDays(5), endsAt: inDays(5.1) })
      .where('id', '=', event.id)
      .execute();
    expect(await search('kayak', 45.0, -123.5)).toEqual(['Dusk kayaking']);

    // A join changes the spots taken, not the entries.
    const before = await entriesOf(event.id);
    await h.db.updateTable('events').set({ spotsTaken: 3 }).where('id', '=', event.id).execute();
    expect(await entriesOf(event.id)).toEqual(before);

    await h.db.updateTable('events').set({ cancelled: true }).where('id', '=', event.id).execute();
    expect(await entriesOf(event.id)).toEqual([]);
    await h.db.updateTable('events').set({ cancelled: false }).where('id', '=', event.id).execute();
    expect(await entriesOf(event.id)).toEqual(before);

    await h.db.deleteFrom('events').where('id', '=', event.id).execute();
    expect(await entriesOf(event.id)).toEqual([]);
  });

  it('holds every event a single statement inserts', async () => {
    const first = await createEvent(h.db, organiser.id, { title: 'Template', lat: 39.74, lng: -104.99, startsAt: inDays(2) });
    const copies = await sql<{ id: string }>`
      insert into events (creator_id, title, game_type, description, starts_at, duration_minutes, ends_at, timezone, location_name, address, lat, lng, geohash)
      select creator_id, 'Curling night ' || n, game_type, description, starts_at + n * interval '1 day', duration_minutes, ends_at + n * interval '1 day',
             timezone, location_name, address, lat, lng, geohash
      from events, generate_series(1, 3) n where id = ${first.id}
      returning id`.execute(h.db);
    for (const copy of copies.rows) expect((await entriesOf(copy.id)).map((entry) => entry.word)).toContain('curl');
    expect(await search('curling', 39.74, -104.99)).toEqual(['Curling night 1', 'Curling night 2', 'Curling night 3']);
  });
});
