import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { seedDemoTeams } from './demo-teams.ts';
import { seedDemoUsers } from './demo-users.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('seedDemoTeams', () => {
  it('adds the demo teams with owners, roles, a pending invitation, a child on the roster, opponents and chat, once', async () => {
    await seedDemoTeams(h.db);
    expect(await h.db.selectFrom('teams').select('id').execute()).toEqual([]);

    await seedDemoUsers(h.db);
    await seedDemoTeams(h.db);
    await seedDemoTeams(h.db);
    const teams = await h.db.selectFrom('teams').select(['name', 'privacy']).orderBy('name').execute();
    expect(teams).toEqual([
      { name: 'Austin Dinkers', privacy: 'public' },
      { name: 'Mile High Volleyball', privacy: 'invite-only' },
    ]);
    const roles = await h.db
      .selectFrom('teamMembers')
      .innerJoin('users', 'users.id', 'teamMembers.userId')
      .innerJoin('teams', 'teams.id', 'teamMembers.teamId')
      .select(['users.email', 'teamMembers.role', 'teamMembers.state'])
      .where('teams.name', '=', 'Austin Dinkers')
      .orderBy('users.email')
      .execute();
    expect(roles).toEqual([
      { email: 'organiser.austin@rally.test', role: 'owner', state: 'active' },
      { email: 'player.austin1@rally.test', role: 'player', state: 'invited' },
      { email: 'player.austin2@rally.test', role: 'player', state: 'active' },
      { email: 'player.austin3@rally.test', role: 'coach', state: 'active' },
    ]);
    expect((await h.db.selectFrom('externalTeams').select('name').orderBy('name').execute()).map((row) => row.name)).toEqual([
      'Barton Creek Bangers',
      'Round Rock Rally',
    ]);
    expect(await h.db.selectFrom('teamMessages').select('id').execute()).toHaveLength(2);
    const austin = await h.db.selectFrom('teams').select('id').where('name', '=', 'Austin Dinkers').executeTakeFirstOrThrow();
    const parent = await h.db.selectFrom('users').select(['id']).where('email', '=', 'player.austin2@rally.test').executeTakeFirstOrThrow();
    const children = await h.db
      .selectFrom('teamDependents as d')
      .innerJoin('familyMembers as f', 'f.id', 'd.familyMemberId')
      .innerJoin('familyConnections as c', 'c.familyMemberId', 'f.id')
      .select(['f.firstName', 'd.guardianId', 'c.requesterId', 'c.status'])
      .where('d.teamId', '=', austin.id)
      .execute();
    expect(children).toEqual([{ firstName: 'Riley', guardianId: parent.id, requesterId: parent.id, status: 'accepted' }]);
  });
});
