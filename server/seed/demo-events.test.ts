import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { seedDemoEvents } from './demo-events.ts';
import { seedDemoPlaces } from './demo-places.ts';
import { seedDemoUsers } from './demo-users.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

it('creates the demo events once, with weekly series, joiners and a waitlist', async () => {
  await seedDemoUsers(h.db);
  await seedDemoPlaces(h.db);
  await seedDemoEvents(h.deps);
  const countAfterFirst = await h.db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  await seedDemoEvents(h.deps);
  const countAfterSecond = await h.db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  expect(countAfterSecond.n).toBe(countAfterFirst.n);

  const series = await h.db.selectFrom('eventSeries').select('rrule').execute();
  expect(series).toHaveLength(2);
  // The weekly pickleball series (COUNT=12) and soccer series (COUNT=8), all occurrences ahead.
  expect(Number(countAfterFirst.n)).toBe(12 + 8 + 2);

  const openRun = await h.db.selectFrom('events').select(['id', 'spotsTaken']).where('title', '=', 'Saturday Open Run').executeTakeFirstOrThrow();
  expect(openRun.spotsTaken).toBe(2);
  const statuses = await h.db.selectFrom('eventJoiners').select('status').where('eventId', '=', openRun.id).orderBy('queueSeq').execute();
  expect(statuses.map((row) => row.status)).toEqual(['going', 'going', 'waitlisted']);
});

it('puts an event named for a day on that day, at its venue', async () => {
  const named = await h.db
    .selectFrom('events')
    .select(['title', 'startsAt', 'timezone'])
    .where('title', 'in', ['Saturday Open Run', 'Sunday Pickup Soccer'])
    .execute();
  expect(named.length).toBeGreaterThan(1);
  for (const event of named) {
    const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: event.timezone }).format(event.startsAt);
    expect(event.title.startsWith(weekday), `${event.title} on ${weekday}`).toBe(true);
  }
});
