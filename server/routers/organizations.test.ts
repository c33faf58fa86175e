import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { addTeamMember, createForm, createTeam } from '../../tests/factories.ts';
import { createEvent } from '../../tests/event-factories.ts';
import { rejection } from '../../tests/expect-rejection.ts';
import { signedInUser } from '../../tests/sign-in.ts';
import { can } from '../access/permissions.ts';
import { notifyClubNews } from '../domains/organizations/club-news.ts';
import { CLUB_INBOX_CSV_HEADERS, CLUB_ROSTER_CSV_HEADERS, ORGANIZATION_MESSAGES as M } from '../../shared/organizations/messages.ts';

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
async function addClubMember(organizationId: string, userId: string, role: string, state: 'active' | 'invited' = 'active') {
  await h.db.insertInto('organizationMembers').values({ organizationId, userId, role, state }).execute();
}
type Person = Awaited<ReturnType<typeof person>>;

/**
 * A club with two teams and someone in every position the admin area tells apart: its owner, one
 * of each other club role, a player on each team (one a parent with a child on the roster), an
 * invited admin, and a stranger.
 */
async function clubWithEveryRole(slug: string) {
  const owner = await person();
  const { id } = await club(owner, slug);
  const under10 = await createTeam(h.db, owner.user.id, { name: `${slug} U10` });
  const under12 = await createTeam(h.db, owner.user.id, { name: `${slug} U12` });
  for (const team of [under10, under12]) await h.db.updateTable('teams').set({ organizationId: id }).where('id', '=', team.id).execute();
  const [admin, coach, treasurer, member, invitedAdmin, stranger, parent, player] = await Promise.all(Array.from({ length: 8 }, () => person()));
  await addClubMember(id, admin!.user.id, 'admin');
  await addClubMember(id, coach!.user.id, 'coach');
  await addClubMember(id, treasurer!.user.id, 'treasurer');
  await addClubMember(id, member!.user.id, 'member');
  await addClubMember(id, invitedAdmin!.user.id, 'admin', 'invited');
  await addTeamMember(h.db, under10.id, parent!.user.id, 'parent');
  await addTeamMember(h.db, under12.id, player!.user.id, 'player');
  await addTeamMember(h.db, under10.id, player!.user.id, 'player');
  const child = await h.db
    .insertInto('familyMembers')
    .values({ createdBy: parent!.user.id, firstName: '=Kit', lastName: 'Parent', age: 9, phoneNumber: '+15125550100' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await h.db.insertInto('teamDependents').values({ teamId: under10.id, familyMemberId: child.id, guardianId: parent!.user.id }).execute();
  return {
    id,
    owner,
    teams: { under10, under12 },
    people: {
      admin: admin!,
      coach: coach!,
      treasurer: treasurer!,
      member: member!,
      invitedAdmin: invitedAdmin!,
      stranger: stranger!,
      parent: parent!,
      player: player!,
    },
  };
}

/** Whether each caller is let through (true) or refused (the code), in the order given. */
async function outcomes(people: Record<string, Person>, call: (c: Awaited<ReturnType<Person['call']>>) => Promise<unknown>) {
  const answers: Record<string, true | string> = {};
  for (const [name, who] of Object.entries(people)) {
    answers[name] = await call(await who.call()).then(
      () => true as const,
      (error: { code?: string }) => error.code ?? 'ERROR',
    );
  }
  return answers;
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
    await addClubMember(id, member.user.id, 'member');
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

describe('organizations: club roles and members', () => {
  it('owners and admins invite by e-mail, change roles and remove; coaches, treasurers, members, invitees and strangers are refused', async () => {
    const world = await clubWithEveryRole('roles-club');
    const { admin, coach, treasurer, member, invitedAdmin, stranger, player } = world.people;
    const refused = { coach, treasurer, member, invitedAdmin, stranger };
    const target = await person();
    const input = { organizationId: world.id, email: target.user.email, role: 'coach' as const };
    expect(await outcomes(refused, (c) => c.organizations.inviteMember(input))).toEqual({
      coach: 'FORBIDDEN',
      treasurer: 'FORBIDDEN',
      member: 'FORBIDDEN',
      invitedAdmin: 'FORBIDDEN',
      stranger: 'FORBIDDEN',
    });
    expect(await outcomes(refused, (c) => c.organizations.roles({ organizationId: world.id }))).toEqual(
      Object.fromEntries(Object.keys(refused).map((name) => [name, 'FORBIDDEN'])),
    );
    expect((await rejection((await anonymous()).organizations.inviteMember(input))).code).toBe('UNAUTHORIZED');

    const a = await admin.call();
    await a.organizations.inviteMember(input);
    expect((await rejection(a.organizations.inviteMember(input))).message).toBe(M.alreadyMember);
    expect((await rejection(a.organizations.inviteMember({ ...input, email: 'nobody-here@example.com' }))).message).toBe(M.noSuchAccount);
    // By id only someone on one of the club's teams: a club is no way to reach strangers.
    expect((await rejection(a.organizations.inviteMember({ organizationId: world.id, userId: stranger.user.id, role: 'member' }))).message).toBe(
      M.memberNotFound,
    );
    await a.organizations.inviteMember({ organizationId: world.id, userId: player.user.id, role: 'treasurer' });
    const notice = await h.db.selectFrom('notifications').select(['type', 'title']).where('userId', '=', target.user.id).executeTakeFirstOrThrow();
    expect(notice).toEqual({ type: 'organizationInvite', title: M.inviteTitle('Club roles-club') });

    // The invitation grants nothing until it is answered.
    const t = await target.call();
    expect((await t.organizations.byId({ organizationId: world.id })).organization).toMatchObject({ viewerRole: 'pending-coach', canViewRoster: false });
    expect((await rejection(t.organizations.roster({ organizationId: world.id }))).code).toBe('FORBIDDEN');
    await t.organizations.respondToInvite({ organizationId: world.id, accept: true });
    expect((await t.organizations.byId({ organizationId: world.id })).organization).toMatchObject({ viewerRole: 'coach', canViewRoster: true });
    expect((await rejection(t.organizations.respondToInvite({ organizationId: world.id, accept: true }))).message).toBe(M.noInvitation);
    await (await player.call()).organizations.respondToInvite({ organizationId: world.id, accept: false });
    expect((await rejection((await stranger.call()).organizations.respondToInvite({ organizationId: world.id, accept: true }))).code).toBe('NOT_FOUND');

    // Role changes and removals: never the owner's (ownership moves by transfer only).
    await a.organizations.changeRole({ organizationId: world.id, userId: target.user.id, role: 'treasurer' });
    expect((await rejection(a.organizations.changeRole({ organizationId: world.id, userId: world.owner.user.id, role: 'member' }))).message).toBe(
      M.ownerByTransfer,
    );
    expect((await rejection(a.organizations.removeMember({ organizationId: world.id, userId: world.owner.user.id }))).message).toBe(M.ownerByTransfer);
    expect(await outcomes(refused, (c) => c.organizations.changeRole({ organizationId: world.id, userId: target.user.id, role: 'admin' }))).toEqual(
      Object.fromEntries(Object.keys(refused).map((name) => [name, 'FORBIDDEN'])),
    );
    expect(await outcomes(refused, (c) => c.organizations.removeMember({ organizationId: world.id, userId: target.user.id }))).toEqual(
      Object.fromEntries(Object.keys(refused).map((name) => [name, 'FORBIDDEN'])),
    );
    const roles = await a.organizations.roles({ organizationId: world.id });
    expect(roles.find((row) => row.userId === target.user.id)?.role).toBe('treasurer');
    expect(roles[0]).toMatchObject({ userId: world.owner.user.id, role: 'owner' });
    await a.organizations.removeMember({ organizationId: world.id, userId: target.user.id });
    expect((await rejection(a.organizations.removeMember({ organizationId: world.id, userId: target.user.id }))).message).toBe(M.memberNotFound);
  });

  it('only the owner hands the club over, to someone who has joined, and stays on as an admin', async () => {
    const world = await clubWithEveryRole('transfer-club');
    const { admin, coach, treasurer, member, invitedAdmin, stranger } = world.people;
    const input = { organizationId: world.id, userId: coach.user.id };
    expect(await outcomes({ admin, coach, treasurer, member, invitedAdmin, stranger }, (c) => c.organizations.transferOwnership(input))).toEqual({
      admin: 'FORBIDDEN',
      coach: 'FORBIDDEN',
      treasurer: 'FORBIDDEN',
      member: 'FORBIDDEN',
      invitedAdmin: 'FORBIDDEN',
      stranger: 'FORBIDDEN',
    });
    const o = await world.owner.call();
    expect((await rejection(o.organizations.transferOwnership({ organizationId: world.id, userId: invitedAdmin.user.id }))).message).toBe(M.transferToActive);
    await o.organizations.transferOwnership(input);
    expect((await o.organizations.byId({ organizationId: world.id })).organization.viewerRole).toBe('admin');
    expect((await (await coach.call()).organizations.byId({ organizationId: world.id })).organization).toMatchObject({
      viewerRole: 'owner',
      canTransfer: true,
    });
  });
});

describe('organizations: one roster across the club’s teams', () => {
  it('lists every member of every club team once, with club roles; children only to owners, admins and coaches', async () => {
    const world = await clubWithEveryRole('roster-club');
    const { admin, coach, treasurer, member, invitedAdmin, stranger, parent, player } = world.people;
    const input = { organizationId: world.id };
    expect(await outcomes({ member, invitedAdmin, stranger, parent, player }, (c) => c.organizations.roster(input))).toEqual({
      member: 'FORBIDDEN',
      invitedAdmin: 'FORBIDDEN',
      stranger: 'FORBIDDEN',
      parent: 'FORBIDDEN',
      player: 'FORBIDDEN',
    });
    expect(await outcomes({ member, stranger, player }, (c) => c.organizations.rosterCsv(input))).toEqual({
      member: 'FORBIDDEN',
      stranger: 'FORBIDDEN',
      player: 'FORBIDDEN',
    });
    expect((await rejection((await anonymous()).organizations.roster(input))).code).toBe('UNAUTHORIZED');

    const roster = await (await coach.call()).organizations.roster(input);
    expect(roster.showsChildren).toBe(true);
    const byId = new Map(roster.members.map((row) => [row.userId, row]));
    // The owner (on both teams as their maker), five club roles, the parent and the player: each once.
    expect(roster.members).toHaveLength(8);
    expect(byId.get(player.user.id)?.teams.map((team) => team.teamName)).toEqual(['roster-club U10', 'roster-club U12']);
    expect(byId.get(player.user.id)).toMatchObject({ clubRole: null, children: [] });
    expect(byId.get(invitedAdmin.user.id)?.clubRole).toBe('pending-admin');
    expect(byId.get(parent.user.id)?.children).toEqual([{ name: '=Kit Parent', age: 9, teamName: 'roster-club U10' }]);
    expect((await (await admin.call()).organizations.roster({ ...input, text: parent.user.displayName! })).members.map((row) => row.userId)).toEqual([
      parent.user.id,
    ]);

    // The treasurer sees who is there (to know who pays), not their children.
    const seenByTreasurer = await (await treasurer.call()).organizations.roster(input);
    expect(seenByTreasurer.showsChildren).toBe(false);
    expect(seenByTreasurer.members.every((row) => row.children === null)).toBe(true);
    const treasurerCsv = await (await treasurer.call()).organizations.rosterCsv(input);
    expect(treasurerCsv.csv.split('\r\n')[0]).toBe(
      CLUB_ROSTER_CSV_HEADERS.slice(0, -1)
        .map((cell) => `"${cell}"`)
        .join(','),
    );

    // The CSV: one line a person, a child's formula-looking name defused with an apostrophe.
    const { filename, csv } = await (await admin.call()).organizations.rosterCsv(input);
    expect(filename).toBe('roster-club-roster.csv');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(CLUB_ROSTER_CSV_HEADERS.map((cell) => `"${cell}"`).join(','));
    expect(lines).toHaveLength(9);
    const parentLine = lines.find((line) => line.includes(parent.user.email))!;
    expect(parentLine).toContain(`"'=Kit Parent, 9, roster-club U10"`);
  });
});

describe('organizations: registrations and payments inbox', () => {
  it('lists the submissions and payments of every club team, filtered, for owners, admins and the treasurer only', async () => {
    const world = await clubWithEveryRole('inbox-club');
    const { admin, coach, treasurer, member, invitedAdmin, stranger, parent, player } = world.people;
    const outsideTeam = await createTeam(h.db, world.owner.user.id, { name: 'Not in the club' });
    const forms = await Promise.all([
      createForm(h.db, world.owner.user.id, { teamId: world.teams.under10.id, title: 'U10 Spring' }),
      createForm(h.db, world.owner.user.id, { teamId: world.teams.under12.id, title: 'U12 Spring' }),
      createForm(h.db, world.owner.user.id, { teamId: outsideTeam.id, title: 'Elsewhere' }),
    ]);
    const submissions = [];
    for (const [form, who, status] of [
      [forms[0], parent, 'paid'],
      [forms[1], player, 'pending-payment'],
      [forms[2], player, 'paid'],
    ] as const) {
      submissions.push(
        await h.db
          .insertInto('formSubmissions')
          .values({
            formId: form.id,
            versionId: form.publishedVersionId,
            userId: who.user.id,
            participantName: '@Kit',
            answers: JSON.stringify({}),
            status,
            totalCents: 5000,
            paidCents: status === 'paid' ? 5000 : 0,
          })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
    }
    await h.db
      .insertInto('payments')
      .values({
        organizerId: world.owner.user.id,
        payerId: parent.user.id,
        amountCents: 5000,
        description: 'U10 Spring registration',
        purpose: 'form',
        referenceId: submissions[0]!.id,
        status: 'paid',
      })
      .execute();

    const input = { organizationId: world.id };
    expect(await outcomes({ coach, member, invitedAdmin, stranger, parent, player }, (c) => c.organizations.inbox(input))).toEqual({
      coach: 'FORBIDDEN',
      member: 'FORBIDDEN',
      invitedAdmin: 'FORBIDDEN',
      stranger: 'FORBIDDEN',
      parent: 'FORBIDDEN',
      player: 'FORBIDDEN',
    });
    expect(await outcomes({ coach, member, stranger }, (c) => c.organizations.inboxCsv(input))).toEqual({
      coach: 'FORBIDDEN',
      member: 'FORBIDDEN',
      stranger: 'FORBIDDEN',
    });
    expect((await rejection((await anonymous()).organizations.inboxCsv(input))).code).toBe('UNAUTHORIZED');

    const t = await treasurer.call();
    const all = await t.organizations.inbox(input);
    expect(all.items.map((row) => [row.kind, row.teamName, row.status]).sort()).toEqual(
      [
        ['payment', 'inbox-club U10', 'paid'],
        ['registration', 'inbox-club U10', 'paid'],
        ['registration', 'inbox-club U12', 'pending-payment'],
      ].sort(),
    );
    expect((await t.organizations.inbox({ ...input, teamId: world.teams.under12.id })).items.map((row) => row.title)).toEqual(['U12 Spring']);
    expect((await t.organizations.inbox({ ...input, kind: 'payment' })).items.map((row) => row.person)).toEqual([parent.user.displayName]);
    expect((await t.organizations.inbox({ ...input, status: 'pending-payment' })).items).toHaveLength(1);
    expect((await (await admin.call()).organizations.inbox({ ...input, teamId: outsideTeam.id })).items).toEqual([]);

    const { csv, filename } = await t.organizations.inboxCsv({ ...input, kind: 'registration' });
    expect(filename).toBe('inbox-club-registrations-and-payments.csv');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(CLUB_INBOX_CSV_HEADERS.map((cell) => `"${cell}"`).join(','));
    expect(lines).toHaveLength(3);
    // A participant's name that a spreadsheet would read as a formula is defused.
    expect(lines.slice(1).every((line) => line.includes(`"'@Kit"`))).toBe(true);
  });
});

describe('organizations: club news', () => {
  it('owners and admins post; public news to anyone, members-only to the club and its teams; every member is told once', async () => {
    const world = await clubWithEveryRole('news-club');
    const { admin, coach, treasurer, member, invitedAdmin, stranger, parent, player } = world.people;
    const post = { organizationId: world.id, title: 'Tryouts', body: 'Saturday at ten.', visibility: 'public' as const };
    expect(await outcomes({ coach, treasurer, member, invitedAdmin, stranger, parent }, (c) => c.organizations.postNews(post))).toEqual({
      coach: 'FORBIDDEN',
      treasurer: 'FORBIDDEN',
      member: 'FORBIDDEN',
      invitedAdmin: 'FORBIDDEN',
      stranger: 'FORBIDDEN',
      parent: 'FORBIDDEN',
    });
    expect((await rejection((await anonymous()).organizations.postNews(post))).code).toBe('UNAUTHORIZED');

    const a = await admin.call();
    const open = await a.organizations.postNews(post);
    const closed = await a.organizations.postNews({ ...post, title: 'Coaches meeting', visibility: 'members' });
    // Told by a job queued with the post, not in the request.
    expect(await h.boss.findJobs('organization.news-notify', { data: { newsId: open.id } })).toHaveLength(1);
    expect(await notifyClubNews(h.deps, open.id)).toEqual({ notified: 6 });
    expect(await notifyClubNews(h.deps, open.id)).toEqual({ notified: 0 });
    const told = await h.db.selectFrom('notifications').select(['userId', 'title']).where('type', '=', 'organizationNews').execute();
    const toldIds = told.map((row) => row.userId);
    for (const who of [world.owner, coach, treasurer, member, parent, player]) expect(toldIds).toContain(who.user.id);
    for (const who of [admin, invitedAdmin, stranger]) expect(toldIds).not.toContain(who.user.id);
    expect(told[0]?.title).toBe(M.newsNotificationTitle('Club news-club', 'Tryouts'));

    const titles = async (c: Awaited<ReturnType<Person['call']>>) => (await c.organizations.news({ organizationId: world.id })).items.map((n) => n.title);
    expect(await titles(await anonymous())).toEqual(['Tryouts']);
    expect(await titles(await stranger.call())).toEqual(['Tryouts']);
    expect(await titles(await invitedAdmin.call())).toEqual(['Tryouts']);
    for (const who of [member, parent, treasurer]) expect(await titles(await who.call())).toEqual(['Coaches meeting', 'Tryouts']);

    const remove = { organizationId: world.id, newsId: closed.id };
    expect(await outcomes({ coach, member, stranger }, (c) => c.organizations.deleteNews(remove))).toEqual({
      coach: 'FORBIDDEN',
      member: 'FORBIDDEN',
      stranger: 'FORBIDDEN',
    });
    await (await world.owner.call()).organizations.deleteNews(remove);
    expect((await rejection(a.organizations.deleteNews(remove))).message).toBe(M.newsNotFound);
    expect(await titles(await member.call())).toEqual(['Tryouts']);
    expect((await rejection((await anonymous()).organizations.news({ organizationId: '00000000-0000-4000-8000-000000000000' }))).message).toBe(M.notFound);
  });

  it('refuses hostile news: control characters, an over-long title, an unknown visibility', async () => {
    const world = await clubWithEveryRole('hostile-news-club');
    const a = await world.people.admin.call();
    const post = { organizationId: world.id, title: 'Tryouts', body: 'Saturday.', visibility: 'public' as const };
    expect((await rejection(a.organizations.postNews({ ...post, title: 'Try\u0000outs' }))).code).toBe('BAD_REQUEST');
    expect((await rejection(a.organizations.postNews({ ...post, title: 'x'.repeat(100_000) }))).code).toBe('BAD_REQUEST');
    expect((await rejection(a.organizations.postNews({ ...post, visibility: 'secret' as never }))).code).toBe('BAD_REQUEST');
    expect((await rejection(a.organizations.roster({ organizationId: world.id, text: '%'.repeat(200) }))).code).toBe('BAD_REQUEST');
  });
});
