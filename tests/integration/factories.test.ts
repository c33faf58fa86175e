import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../event-factories.ts';
import { createForm, createSeason, createTeamWithRoles, createUser } from '../factories.ts';
import { createHarness, type Harness } from '../harness.ts';
import { signedInMember, signedInUser } from '../sign-in.ts';
import { ASSIGNABLE_TEAM_ROLES } from '../../shared/teams/teams.ts';

/**
 * The factories write rows straight into the tables; these tests read them back through the real
 * procedures, so a schema change that leaves a factory writing something the product would not
 * fails here rather than as a puzzling failure in some other test.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

describe('test factories, read back through the procedures', () => {
  it('createTeamWithRoles: every role on the roster and the invitee pending, as the team page shows them', async () => {
    const { team, members, invitee } = await createTeamWithRoles(h.db, { name: 'Factory FC' });
    const owner = await signedInUser(h);
    await h.db.updateTable('teamMembers').set({ userId: owner.user.id }).where('teamId', '=', team.id).where('userId', '=', members.owner.id).execute();
    const roster = await (await owner.call()).teams.roster({ teamId: team.id });
    const roleOf = (userId: string) => roster.find((entry) => entry.userId === userId)?.role;
    expect(roleOf(owner.user.id)).toBe('owner');
    for (const role of ASSIGNABLE_TEAM_ROLES) expect(roleOf(members[role].id)).toBe(role);
    expect(roleOf(invitee.id)).toBe('pending-player');
    expect((await (await owner.call()).teams.get({ teamId: team.id })).viewerRole).toBe('owner');
  });

  it('signedInMember: a signed-in caller who holds the role', async () => {
    const { team } = await createTeamWithRoles(h.db);
    const coach = await signedInMember(h, team.id, 'coach');
    expect((await (await coach.call()).teams.get({ teamId: team.id })).viewerRole).toBe('coach');
  });

  it('createSeason: an open season with its division, seen on the team', async () => {
    const { team } = await createTeamWithRoles(h.db);
    await createSeason(h.db, team.id, { label: 'Winter league' });
    const seen = await (await signedInUser(h)).call().then((caller) => caller.seasons.byTeam({ teamId: team.id }));
    expect(seen.seasons).toEqual([
      expect.objectContaining({ label: 'Winter league', status: 'open', groups: [expect.objectContaining({ name: 'Open division' })] }),
    ]);
  });

  it('createForm: a published form anyone signed in can fill', async () => {
    const owner = await createUser(h.db);
    const form = await createForm(h.db, owner.id, { title: 'Tryouts' });
    const toFill = await (await signedInUser(h)).call().then((caller) => caller.forms.toFill({ formId: form.id }));
    expect(toFill).toEqual(expect.objectContaining({ versionId: form.publishedVersionId }));
  });

  it('createEvent: a public event a stranger reads, a private one they are refused', async () => {
    const host = await createUser(h.db);
    const open = await createEvent(h.db, host.id, { title: 'Open play' });
    const closed = await createEvent(h.db, host.id, { title: 'Members only', isPrivate: true });
    const stranger = await (await signedInUser(h)).call();
    expect((await stranger.events.get({ eventId: open.id })).title).toBe('Open play');
    await expect(stranger.events.get({ eventId: closed.id })).rejects.toMatchObject({ code: expect.stringMatching(/NOT_FOUND|FORBIDDEN/) });
  });
});
