import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { playerRegistrations } from '../domains/seasons/registrations.ts';
import { myForms } from '../domains/forms/forms.ts';
import { seedDemoSeasonsAndForms } from './demo-seasons-forms.ts';
import { seedDemoTeams } from './demo-teams.ts';
import { seedDemoUsers } from './demo-users.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

it('opens a season on the Austin team with Leo registered, and publishes its registration form, once', async () => {
  const now = new Date('2026-11-23T12:00:00Z');
  await seedDemoSeasonsAndForms(h.db, now);
  expect(await h.db.selectFrom('seasons').select('id').execute()).toEqual([]);

  await seedDemoUsers(h.db);
  await seedDemoTeams(h.db);
  await seedDemoSeasonsAndForms(h.db, now);
  await seedDemoSeasonsAndForms(h.db, now);
  const leo = await h.db.selectFrom('users').select('id').where('email', '=', 'player.austin3@rally.test').executeTakeFirstOrThrow();
  expect(await playerRegistrations(h.db, leo.id, leo.id)).toEqual([
    expect.objectContaining({ teamName: 'Austin Dinkers', seasonLabel: 'Spring league', startsOn: '2027-01-01', endsOn: '2027-03-31', status: 'registered' }),
  ]);
  const owner = await h.db.selectFrom('users').select('id').where('email', '=', 'organiser.austin@rally.test').executeTakeFirstOrThrow();
  expect((await myForms(h.db, owner.id)).map((form) => [form.title, form.status, form.publishedVersion])).toEqual([
    ['Spring league registration', 'published', 1],
  ]);
});
