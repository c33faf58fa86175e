import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { addTeamMember, createTeam } from '../../tests/factories.ts';
import { createEvent } from '../../tests/event-factories.ts';
import { rejection } from '../../tests/expect-rejection.ts';
import { signedInUser } from '../../tests/sign-in.ts';
import { can } from '../access/permissions.ts';
import { ORGANIZATION_MESSAGES as M } from '../../shared/organizations/messages.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

let count = 0;
const person = () => signedInUser(h, { displayName: `Person ${++count}` });
const anonymous = () => h.client('203.0.113.77').call();
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
const austin = { name: 'Austin, TX', lat: 30.27, lng: -97.74 };

async function club(owner: Awaited<ReturnType<typeof person>>, slug: string, extra: Record<string, unknown> = {}) {
  return (await owner.call()).organizations.create({ name: `Club ${slug}`, slug, city: austin, sports: ['Pickleball'], ...extra });
}
async function addClubMember(organizationId: string, userId: string, role: string) {
  await h.db.insertInto('organizationMembers').values({ organizationId, userId, role }).execute();
}

describe('organizations: create, edit, slug', () => {
  it('creates a club with its creator as owner, and reads it by slug and by id, signed in or out', async () => {
    const owner = await person();
    const { id, slug } = await club(owner, 'river-fc', { about: 'Youth football', contactEmail: 'Hello@River.example', website: 'https://river.example' });
    expect(slug).toBe('river-fc');
    const { organization } = await (await anonymous()).organizations.bySlug({ slug: 'river-fc' });
    expect(organization).toMatchObject({
      id,
      name: 'Club river-fc',
      about: 'Youth football',
      contactEmail: 'hello@river.example',
      sports: ['Pickleball'],
      canEdit: false,
      viewerRole: null,
    });
    const mine = await (await owner.call()).organizations.byId({ organizationId: id });
    expect(mine.organization).toMatchObject({ slug: 'river-fc', viewerRole: 'owner', canEdit: true, canChangeSlug: true });
  });

  it('refuses a taken slug, a reserved one and a malformed one', async () => {
    const owner = await person();
    await club(owner, 'taken-club');
    expect((await rejection(club(owner, 'taken-club'))).message).toBe(M.slugTaken);
    expect((await rejection(club(owner, 'admin'))).message).toContain(M.slugReserved);
    expect((await rejection(club(owner, 'Bad_Slug!'))).message).toContain(M.slugInvalid);
    expect((await rejection(club(owner, '-edge'))).message).toContain(M.slugInvalid);
    expect((await rejection(club(owner, 'x'.repeat(41)))).code).toBe('BAD_REQUEST');
  });

  it('changes the slug once; the old slug still finds the club and cannot be taken', async () => {
    const owner = await person();
    const { id } = await club(owner, 'old-name');
    const c = await owner.call();
    await c.organizations.changeSlug({ organizationId: id, slug: 'new-name' });
    const { organization } = await (await anonymous()).organizations.bySlug({ slug: 'old-name' });
    expect(organization).toMatchObject({ id, slug: 'new-name', canChangeSlug: false });
    expect((await rejection(c.organizations.changeSlug({ organizationId: id, slug: 'third-name' }))).message).toBe(M.slugChangedOnce);
    expect((await rejection(club(await person(), 'old-name'))).message).toBe(M.slugTaken);
  });

  it('answers the spec’s words for a missing slug and an unknown one', async () => {
    const c = await anonymous();
    expect((await rejection(c.organizations.bySlug({}))).message).toBe(M.noSlug);
    expect((await rejection(c.organizations.bySlug({ slug: '' }))).message).toBe(M.noSlug);
    const missing = await rejection(c.organizations.bySlug({ slug: 'no-such-club' }));
    expect([missing.code, missing.message]).toEqual(['NOT_FOUND', M.notFound]);
    expect((await rejection(c.organizations.byId({ organizationId: '00000000-0000-4000-8000-000000000000' }))).message).toBe(M.notFound);
  });

  it('lets owners and admins edit; a club member, a stranger and a signed-out visitor are refused', async () => {
    const owner = await person();
    const { id } = await club(owner, 'edit-club');
    const [admin, coach, member, stranger] = [await person(), await person(), await person(), await person()];
    await addClubMember(id, admin.user.id, 'admin');
    await addClubMember(id, coach.user.id, 'coach');
    await addClubMember(id, member.user.id, 'player');
    const details = { name: 'Edited Club', sports: ['Soccer'], city: null };
    await (await admin.call()).organizations.update({ organizationId: id, details });
    for (const who of [coach, member, stranger]) {
      const c = await who.call();
      expect((await rejection(c.organizations.update({ organizationId: id, details }))).code).toBe('FORBIDDEN');
      expect((await rejection(c.organizations.changeSlug({ organizationId: id, slug: 'stolen-slug' }))).code).toBe('FORBIDDEN');
    }
    expect((await rejection((await anonymous()).organizations.update({ organizationId: id, details }))).code).toBe('UNAUTHORIZED');
    expect((await rejection((await anonymous()).organizations.create({ name: 'Nope', slug: 'nope-club' }))).code).toBe('UNAUTHORIZED');
    const { organization } = await (await anonymous()).organizations.byId({ organizationId: id });
    expect(organization).toMatchObject({ name: 'Edited Club', sports: ['Soccer'], cityName: null });
    expect((await rejection((await owner.call()).organizations.update({ organizationId: id, details: { ...details, sports: ['Not a sport'] } }))).message).toBe(
      M.unknownSport,
    );
  });
});

describe('organizations: teams', () => {
  it('a club admin creates a team in the club and attaches a team they own; club admins act as its admins', async () => {
    const owner = await person();
    const { id } = await club(owner, 'teams-club');
    const c = await owner.call();
    const made = await c.organizations.createTeam({
      organizationId: id,
      team: { name: 'Under 10', gameType: 'Pickleball', city: austin, ageGroup: 'Under 10', gender: 'Mixed', skillLevel: 'All levels', privacy: 'public' },
    });
    const own = await createTeam(h.db, owner.user.id, { name: 'Under 12' });
    expect((await c.organizations.attachableTeams()).map((t) => t.name)).toEqual(['Under 12']);
    await c.organizations.attachTeam({ organizationId: id, teamId: own.id });
    const { organization } = await (await anonymous()).organizations.byId({ organizationId: id });
    expect(organization.teams.map((t) => t.id).sort()).toEqual([made.id, own.id].sort());

    // A club admin who is not on the team's roster acts as its admin, through INHERITED_ROLES.
    const clubAdmin = await person();
    await addClubMember(id, clubAdmin.user.id, 'admin');
    expect(await can(h.db, { userId: clubAdmin.user.id }, 'editTeam', { kind: 'team', teamId: own.id })).toBe(true);
    expect(await can(h.db, { userId: clubAdmin.user.id }, 'deleteTeam', { kind: 'team', teamId: own.id })).toBe(false);
    // The team's own roles stay as they were.
    const roles = await h.db.selectFrom('teamMembers').select(['userId', 'role']).where('teamId', '=', own.id).execute();
    expect(roles).toEqual([{ userId: owner.user.id, role: 'owner' }]);

    await c.organizations.detachTeam({ organizationId: id, teamId: own.id });
    expect(await can(h.db, { userId: clubAdmin.user.id }, 'editTeam', { kind: 'team', teamId: own.id })).toBe(false);
  });

  it('refuses a team owner who is not a club admin, a club admin who does not own the team, and strangers', async () => {
    const owner = await person();
    const { id } = await club(owner, 'consent-club');
    const teamOwner = await person();
    const team = await createTeam(h.db, teamOwner.user.id, { name: 'Their team' });
    await addClubMember(id, teamOwner.user.id, 'coach');
    expect((await rejection((await teamOwner.call()).organizations.attachTeam({ organizationId: id, teamId: team.id }))).message).toBe(M.notClubAdmin);
    expect((await rejection((await owner.call()).organizations.attachTeam({ organizationId: id, teamId: team.id }))).message).toBe(M.notTeamOwner);
    const stranger = await person();
    const s = await stranger.call();
    expect((await rejection(s.organizations.attachTeam({ organizationId: id, teamId: team.id }))).code).toBe('FORBIDDEN');
    expect((await rejection(s.organizations.detachTeam({ organizationId: id, teamId: team.id }))).code).toBe('FORBIDDEN');
    expect(
      (
        await rejection(
          s.organizations.createTeam({
            organizationId: id,
            team: { name: 'Sneaky', gameType: 'Pickleball', city: austin, ageGroup: 'Adults', gender: 'Mixed', skillLevel: 'All levels', privacy: 'public' },
          }),
        )
      ).code,
    ).toBe('FORBIDDEN');
    // A team already in another club must leave it first.
    const other = await club(teamOwner, 'other-club');
    await (await teamOwner.call()).organizations.attachTeam({ organizationId: other.id, teamId: team.id });
    await h.db.updateTable('organizationMembers').set({ role: 'admin' }).where('organizationId', '=', id).where('userId', '=', teamOwner.user.id).execute();
    expect((await rejection((await teamOwner.call()).organizations.attachTeam({ organizationId: id, teamId: team.id }))).message).toBe(M.teamInAnotherClub);
  });

  it('shows private teams, private events and members-only forms only to insiders', async () => {
    const owner = await person();
    const { id } = await club(owner, 'privacy-club');
    const open = await createTeam(h.db, owner.user.id, { name: 'Open team' });
    const closed = await createTeam(h.db, owner.user.id, { name: 'Closed team', privacy: 'private' });
    for (const team of [open, closed]) await (await owner.call()).organizations.attachTeam({ organizationId: id, teamId: team.id });
    const openGame = await createEvent(h.db, owner.user.id, { title: 'Open game', startsAt: inDays(2) });
    const closedGame = await createEvent(h.db, owner.user.id, { title: 'Closed game', startsAt: inDays(3) });
    await h.db.updateTable('events').set({ hostingTeamId: open.id }).where('id', '=', openGame.id).execute();
    await h.db.updateTable('events').set({ hostingTeamId: closed.id }).where('id', '=', closedGame.id).execute();
    const outsider = (await anonymous()).organizations.byId({ organizationId: id });
    const { organization: seen } = await outsider;
    expect(seen.teams.map((t) => t.name)).toEqual(['Open team']);
    expect(seen.events.map((e) => e.title)).toEqual(['Open game']);
    const teamMember = await person();
    await addTeamMember(h.db, closed.id, teamMember.user.id, 'player');
    const { organization: inside } = await (await teamMember.call()).organizations.byId({ organizationId: id });
    expect(inside.teams.map((t) => t.name)).toEqual(['Closed team', 'Open team']);
    expect(inside.events.map((e) => e.title)).toEqual(['Open game', 'Closed game']);
  });
});

describe('organizations: search', () => {
  it('lists clubs nearest first, filtered by sport and name', async () => {
    const owner = await person();
    await club(owner, 'far-club', { name: 'Searchable Far', city: { name: 'Dallas, TX', lat: 32.78, lng: -96.8 } });
    await club(owner, 'near-club', { name: 'Searchable Near', city: austin });
    await club(owner, 'soccer-club', { name: 'Searchable Soccer', city: austin, sports: ['Soccer'] });
    const c = await anonymous();
    const near = await c.organizations.search({ lat: 30.3, lng: -97.7, radiusKm: 500, text: 'Searchable', sport: 'Pickleball' });
    expect(near.organizations.map((o) => o.slug)).toEqual(['near-club', 'far-club']);
    const fromDallas = await c.organizations.search({ lat: 32.7, lng: -96.8, radiusKm: 500, text: 'Searchable', sport: 'Pickleball' });
    expect(fromDallas.organizations.map((o) => o.slug)).toEqual(['far-club', 'near-club']);
    const soccer = await c.organizations.search({ text: 'searchable', sport: 'Soccer' });
    expect(soccer.organizations.map((o) => o.slug)).toEqual(['soccer-club']);
    expect((await (await owner.call()).organizations.mine()).map((o) => o.slug)).toEqual(expect.arrayContaining(['far-club', 'near-club', 'soccer-club']));
  });
});
