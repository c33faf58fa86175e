import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { divisionStandings } from '../domains/leagues/standings.ts';
import { searchLeagues } from '../domains/leagues/search.ts';
import { DEMO_LEAGUE_NAME, seedDemoLeagues } from './demo-leagues.ts';
import { seedDemoTeams } from './demo-teams.ts';
import { seedDemoUsers } from './demo-users.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

it('runs a four-team league with a schedule and confirmed scores that a signed-out visitor sees, once', async () => {
  await seedDemoLeagues(h.deps);
  expect(await h.db.selectFrom('leagues').select('id').execute()).toEqual([]);

  await seedDemoUsers(h.db);
  await seedDemoTeams(h.db);
  await seedDemoLeagues(h.deps);
  await seedDemoLeagues(h.deps);
  const leagues = await h.db.selectFrom('leagues').select('id').where('name', '=', DEMO_LEAGUE_NAME).execute();
  expect(leagues).toHaveLength(1);
  const division = await h.db.selectFrom('leagueDivisions').select('id').executeTakeFirstOrThrow();
  expect(await h.db.selectFrom('games').select('id').where('divisionId', '=', division.id).execute()).toHaveLength(6);
  const standings = await divisionStandings(h.db, null, division.id);
  expect(standings.rows).toHaveLength(4);
  expect(standings.rows.reduce((sum, row) => sum + row.played, 0)).toBe(8);
  const found = await searchLeagues(h.db, { q: 'austin pickleball' });
  expect(found.leagues[0]).toMatchObject({ name: DEMO_LEAGUE_NAME, openForRegistration: true });
});
