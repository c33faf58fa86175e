import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { teamSchedule } from '../domains/teams/schedule.ts';
import { seedDemoPlaces } from './demo-places.ts';
import { seedDemoTeamEvents } from './demo-team-events.ts';
import { seedDemoTeams } from './demo-teams.ts';
import { seedDemoUsers } from './demo-users.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

it('puts one match against an opponent on the Austin team schedule, with answers for members and the demo child, once', async () => {
  await seedDemoTeamEvents(h.deps);
  expect(await h.db.selectFrom('events').select('id').execute()).toEqual([]);

  await seedDemoUsers(h.db);
  await seedDemoPlaces(h.db);
  await seedDemoTeams(h.db);
  await seedDemoTeamEvents(h.deps);
  await seedDemoTeamEvents(h.deps);
  const team = await h.db.selectFrom('teams').select('id').where('name', '=', 'Austin Dinkers').executeTakeFirstOrThrow();
  const parent = await h.db.selectFrom('users').select('id').where('email', '=', 'player.austin2@rally.test').executeTakeFirstOrThrow();
  const schedule = await teamSchedule(h.db, parent.id, team.id, new Date());
  expect(schedule).toHaveLength(1);
  expect(schedule[0]).toMatchObject({
    title: 'League match',
    opponentName: 'Round Rock Rally',
    answer: 'maybe',
    going: 2,
    maybe: 1,
    dependents: [{ name: 'Riley Nguyen', answer: 'going' }],
  });
});
