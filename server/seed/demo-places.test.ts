import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { DEMO_PLACES, seedDemoPlaces } from './demo-places.ts';
import { seedDemoUsers } from './demo-users.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

it('adds the demo places once, each with its organiser, zone and known sports', async () => {
  await seedDemoUsers(h.db);
  await seedDemoPlaces(h.db);
  await seedDemoPlaces(h.db);
  const places = await h.db.selectFrom('places').selectAll().execute();
  expect(places).toHaveLength(DEMO_PLACES.length);
  expect(places.every((p) => p.creatorId !== null)).toBe(true);
  expect(new Set(places.map((p) => p.timezone))).toEqual(new Set(['America/Chicago', 'America/Denver', 'America/Los_Angeles']));
  const gameTypes = new Set((await h.db.selectFrom('gameTypes').select('label').execute()).map((g) => g.label));
  expect(places.flatMap((p) => p.sports).every((sport) => gameTypes.has(sport))).toBe(true);
});
