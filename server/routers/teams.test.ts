import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { rejection } from '../../tests/expect-rejection.ts';
import { FACTORY_PASSWORD, latestMail } from '../../tests/factories.ts';
import { signedInUser } from '../../tests/sign-in.ts';
import { rosterMaxOf } from '../../shared/billing/billing.ts';
import { EVENT_MESSAGES } from '../../shared/events/messages.ts';
import { INVITATION_MESSAGES } from '../../shared/auth/invitation-messages.ts';
import { TEAM_MESSAGES } from '../../shared/teams/messages.ts';
import { RSVP_NUDGE_INTERVAL_HOURS } from '../../shared/teams/teams.ts';
import { TEAM_INVITE_RATE_LIMITS } from '../../shared/limits/rate-limits.ts';
import { startWellInsideWindow } from '../../tests/rate-window.ts';
import { createEvent, createPlace } from '../../tests/event-factories.ts';
import { serveApp } from '../../tests/http-server.ts';
import { openSubscription, subscriptionRefusal } from '../../tests/sse.ts';
import { localParts } from '../time/event-time.ts';
import type { CreateTeamInput } from '../../shared/teams/schemas.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

let seq = 0;
const player = () => signedInUser(h, { displayName: `Player ${++seq}` });
type Player = Awaited<ReturnType<typeof player>>;

const austin = { name: 'Austin, TX', lat: 30.2672, lng: -97.7431 };
function details(overrides: Partial<CreateTeamInput> = {}): CreateTeamInput {
  return {
    name: 'Zilker Smashers',
    gameType: 'Pickleball',
    city: austin,
    description: 'Tuesday nights',
    ageGroup: 'Adults',
    gender: 'Mixed',
    skillLevel: 'Intermediate',
    privacy: 'public',
    ...overrides,
  };
}
async function team(owner: Player, overrides: Partial<CreateTeamInput> = {}) {
  return (await owner.call()).teams.create(details(overrides));
}
/** A member with `role`, through the real invitation and answer. */
async function withRole(owner: Player, teamId: string, role: 'admin' | 'coach' | 'player' | 'parent' | 'fan') {
  const member = await player();
  await (await owner.call()).teams.inviteMembers({ teamId, invites: [{ email: member.user.email, role }] });
  await (await member.call()).teams.respondToInvite({ teamId, accept: true });
  return member;
}

/** The three viewers of a team's member-only things: a player, someone invited, and a stranger. */
async function memberInviteeAndStranger(owner: Player, teamId: string) {
  const member = await withRole(owner, teamId, 'player');
  const invitee = await player();
  await (await owner.call()).teams.inviteMembers({ teamId, invites: [{ email: invitee.user.email, role: 'player' }] });
  return { member, invitee, stranger: await player() };
}

describe('teams.create', () => {
  it('creates the team with its creator as owner on the Rookie tier, and invites in the same step', async () => {
    const owner = await player();
    const invitee = await player();
    const created = await team(owner, {
      invites: [
        { email: invitee.user.email, role: 'player' },
        { email: 'newcomer@example.com', role: 'coach' },
      ],
    });
    expect(created.invited).toBe(2);
    const got = await (await owner.call()).teams.get({ teamId: created.id });
    expect(got).toMatchObject({
      name: 'Zilker Smashers',
      gameType: 'Pickleball',
      cityName: 'Austin, TX',
      viewerRole: 'owner',
      subscriptionTier: 'rookie',
      memberCount: 1,
    });
    expect(got.shareCode).toMatch(/^[0-9a-f]{32}$/);
    const roster = await (await owner.call()).teams.roster({ teamId: created.id });
    expect(roster.map((entry) => [entry.email, entry.role])).toEqual([
      [owner.user.email, 'owner'],
      [invitee.user.email, 'pending-player'],
      ['newcomer@example.com', 'pending-coach'],
    ]);
    expect((await latestMail(h.db, 'newcomer@example.com', 'team-invitation'))?.data.actionUrl).toMatch(
      /\/sign-up\?invite=[^&]+&email=newcomer%40example.com&next=/,
    );
    expect((await latestMail(h.db, invitee.user.email, 'team-invitation'))?.data.actionUrl).toContain(`/team/${created.id}`);
  });

  it('refuses an unknown game type and signed-out users', async () => {
    const owner = await player();
    expect((await rejection(team(owner, { gameType: 'Underwater Chess' }))).message).toBe(TEAM_MESSAGES.gameTypeRequired);
    expect((await rejection((await h.client().call()).teams.create(details()))).code).toBe('UNAUTHORIZED');
  });
});

describe('visibility', () => {
  it('a private team is Team not found to a stranger and to a guest, and visible to an invitee', async () => {
    const owner = await player();
    const invitee = await player();
    const stranger = await player();
    const { id } = await team(owner, { privacy: 'private', invites: [{ email: invitee.user.email, role: 'player' }] });
    for (const caller of [await stranger.call(), await h.client().call()]) {
      const error = await rejection(caller.teams.get({ teamId: id }));
      expect([error.code, error.message]).toEqual(['NOT_FOUND', TEAM_MESSAGES.notFound]);
      expect((await rejection(caller.teams.roster({ teamId: id }))).code).toBe('NOT_FOUND');
    }
    expect(await (await invitee.call()).teams.get({ teamId: id })).toMatchObject({ viewerRole: 'pending-player', isInvited: true, shareCode: null });
  });

  it('a public team shows names and roles to a stranger, but no e-mail addresses and no invitations', async () => {
    const owner = await player();
    const { id } = await team(owner, { invites: [{ email: 'quiet@example.com', role: 'player' }] });
    const roster = await (await h.client().call()).teams.roster({ teamId: id });
    expect(roster).toEqual([
      {
        userId: owner.user.id,
        name: owner.user.displayName,
        photoUrl: null,
        email: null,
        role: 'owner',
        familyMemberId: null,
        guardianId: null,
        guardianName: null,
      },
    ]);
  });
});

describe('invitations', () => {
  it('an address without an account is claimed when the account verifies it, then answered', async () => {
    const owner = await player();
    const { id } = await team(owner, { invites: [{ email: 'later@example.com', role: 'fan' }] });
    const browser = h.client('198.51.100.40');
    await (await browser.call()).auth.signUp({ email: 'later@example.com', password: FACTORY_PASSWORD });
    const verify = await latestMail(h.db, 'later@example.com', 'verify-email');
    await (await browser.call()).auth.verifyEmail({ token: verify!.token! });
    const mine = await (await browser.call()).teams.mine();
    expect(mine.map((entry) => [entry.id, entry.role])).toEqual([[id, 'pending-fan']]);
    expect(await (await browser.call()).teams.respondToInvite({ teamId: id, accept: true })).toEqual({ role: 'fan' });
    expect((await (await browser.call()).teams.mine())[0]!.role).toBe('fan');
  });

  it('signing up from the invitation link proves the address: the account starts verified with the invitation claimed; a token for another address proves nothing', async () => {
    const owner = await player();
    const { id } = await team(owner, {
      privacy: 'private',
      invites: [
        { email: 'linked@example.com', role: 'player' },
        { email: 'other@example.com', role: 'player' },
      ],
    });
    const link = new URL(String((await latestMail(h.db, 'linked@example.com', 'team-invitation'))?.data.actionUrl));
    const token = link.searchParams.get('invite')!;
    expect(link.searchParams.get('next')).toBe(`/team/${id}`);
    // The sign-up page says who invited the visitor, and to which team; a made-up token tells nothing.
    const { name } = await h.db.selectFrom('teams').select('name').where('id', '=', id).executeTakeFirstOrThrow();
    const guest = await h.client('198.51.100.43').call();
    expect(await guest.auth.invitation({ token })).toEqual({ kind: 'team', title: name, inviterName: owner.user.displayName });
    expect(await guest.auth.invitation({ token: `${token.slice(0, -2)}xx` })).toBeNull();
    const impostor = h.client('198.51.100.41');
    await (await impostor.call()).auth.signUp({ email: 'other@example.com', password: FACTORY_PASSWORD, inviteToken: token });
    expect((await (await impostor.call()).auth.me())?.emailVerified).toBe(false);
    expect(await (await impostor.call()).teams.mine()).toEqual([]);
    const invitee = h.client('198.51.100.42');
    await (await invitee.call()).auth.signUp({ email: 'linked@example.com', password: FACTORY_PASSWORD, inviteToken: token });
    expect((await (await invitee.call()).auth.me())?.emailVerified).toBe(true);
    expect(await (await invitee.call()).teams.get({ teamId: id })).toMatchObject({ viewerRole: 'pending-player', isInvited: true });
  });

  it('a declined invitation is gone; answering twice finds nothing to answer', async () => {
    const owner = await player();
    const invitee = await player();
    const { id } = await team(owner, { invites: [{ email: invitee.user.email, role: 'player' }] });
    expect(await (await invitee.call()).teams.respondToInvite({ teamId: id, accept: false })).toEqual({ role: null });
    expect((await rejection((await invitee.call()).teams.respondToInvite({ teamId: id, accept: true }))).message).toBe(TEAM_MESSAGES.noInvitation);
  });

  it('a player and a stranger cannot invite; a coach can', async () => {
    const owner = await player();
    const { id } = await team(owner);
    const member = await withRole(owner, id, 'player');
    const coach = await withRole(owner, id, 'coach');
    const stranger = await player();
    const invite = { teamId: id, invites: [{ email: 'x@example.com', role: 'player' as const }] };
    expect((await rejection((await member.call()).teams.inviteMembers(invite))).code).toBe('FORBIDDEN');
    expect((await rejection((await stranger.call()).teams.inviteMembers(invite))).code).toBe('FORBIDDEN');
    expect(await (await coach.call()).teams.inviteMembers(invite)).toEqual({ invited: 1 });
  });

  it("people from the inviter's user lists and family are invited by account; a stranger's id is refused", async () => {
    const owner = await player();
    const { id } = await team(owner);
    const listed = await player();
    const relative = await player();
    const stranger = await player();
    const { id: listId } = await (await owner.call()).userLists.create({ name: 'Pickup crew' });
    await (await owner.call()).userLists.addMember({ listId, userId: listed.user.id });
    await h.db
      .insertInto('familyConnections')
      .values({
        requesterId: relative.user.id,
        recipientId: owner.user.id,
        requesterName: 'Rel',
        recipientName: 'Own',
        requesterRelation: 'parent',
        recipientRelation: 'child',
        status: 'accepted',
        isRecipientGthUser: true,
      })
      .execute();
    const refused = await rejection((await owner.call()).teams.invitePeople({ teamId: id, people: [{ userId: stranger.user.id, role: 'player' }] }));
    expect([refused.code, refused.message]).toEqual(['FORBIDDEN', TEAM_MESSAGES.inviteKnownOnly]);
    expect(
      await (
        await owner.call()
      ).teams.invitePeople({
        teamId: id,
        people: [
          { userId: listed.user.id, role: 'player' },
          { userId: relative.user.id, role: 'parent' },
        ],
      }),
    ).toEqual({ invited: 2 });
    expect((await (await relative.call()).teams.get({ teamId: id })).viewerRole).toBe('pending-parent');
    expect((await rejection((await listed.call()).teams.invitePeople({ teamId: id, people: [{ userId: relative.user.id, role: 'player' }] }))).code).toBe(
      'FORBIDDEN',
    );
  });

  it('an invitation withdrawn by an admin can no longer be answered', async () => {
    const owner = await player();
    const invitee = await player();
    const { id } = await team(owner, { invites: [{ email: invitee.user.email, role: 'player' }] });
    await (await owner.call()).teams.cancelInvite({ teamId: id, email: invitee.user.email });
    expect((await rejection((await invitee.call()).teams.respondToInvite({ teamId: id, accept: true }))).code).toBe('NOT_FOUND');
  });
});

describe('roles', () => {
  it('an admin changes a role; a player cannot; nobody changes the owner except by transfer', async () => {
    const owner = await player();
    const { id } = await team(owner);
    const admin = await withRole(owner, id, 'admin');
    const member = await withRole(owner, id, 'player');
    await (await admin.call()).teams.changeRole({ teamId: id, userId: member.user.id, role: 'coach' });
    expect((await (await member.call()).teams.get({ teamId: id })).viewerRole).toBe('coach');
    expect((await rejection((await member.call()).teams.changeRole({ teamId: id, userId: admin.user.id, role: 'fan' }))).code).toBe('FORBIDDEN');
    expect((await rejection((await admin.call()).teams.changeRole({ teamId: id, userId: owner.user.id, role: 'fan' }))).message).toBe(
      TEAM_MESSAGES.ownerRoleByTransfer,
    );
  });

  it('ownership is transferred; the last owner cannot leave; a coach cannot delete the team', async () => {
    const owner = await player();
    const { id } = await team(owner);
    const coach = await withRole(owner, id, 'coach');
    expect((await rejection((await owner.call()).teams.leave({ teamId: id }))).message).toBe(TEAM_MESSAGES.lastOwnerCannotLeave);
    expect((await rejection((await coach.call()).teams.delete({ teamId: id }))).code).toBe('FORBIDDEN');
    expect((await rejection((await coach.call()).teams.transferOwnership({ teamId: id, userId: owner.user.id }))).code).toBe('FORBIDDEN');
    // Naming oneself is refused by role first: a stranger is not told "you already own this team".
    const stranger = await player();
    expect(await rejection((await stranger.call()).teams.transferOwnership({ teamId: id, userId: stranger.user.id }))).toMatchObject({
      code: 'FORBIDDEN',
      message: TEAM_MESSAGES.notAllowed,
    });
    expect(await rejection((await coach.call()).teams.transferOwnership({ teamId: id, userId: coach.user.id }))).toMatchObject({
      code: 'FORBIDDEN',
      message: TEAM_MESSAGES.notAllowed,
    });
    expect((await rejection((await owner.call()).teams.transferOwnership({ teamId: id, userId: owner.user.id }))).message).toBe(TEAM_MESSAGES.alreadyOwner);
    await (await owner.call()).teams.transferOwnership({ teamId: id, userId: coach.user.id });
    expect((await (await coach.call()).teams.get({ teamId: id })).viewerRole).toBe('owner');
    expect((await (await owner.call()).teams.get({ teamId: id })).viewerRole).toBe('admin');
    await (await owner.call()).teams.leave({ teamId: id });
    expect(await (await owner.call()).teams.mine()).toEqual([]);
  });

  it('an admin removes a player; a stranger cannot remove anyone', async () => {
    const owner = await player();
    const { id } = await team(owner);
    const member = await withRole(owner, id, 'player');
    const stranger = await player();
    expect((await rejection((await stranger.call()).teams.removeMember({ teamId: id, userId: member.user.id }))).code).toBe('FORBIDDEN');
    await (await owner.call()).teams.removeMember({ teamId: id, userId: member.user.id });
    expect(await (await member.call()).teams.mine()).toEqual([]);
  });
});

describe('joining, links and deletion', () => {
  it('a public team is joined directly; an invite-only one only through its link, which an admin can reset', async () => {
    const owner = await player();
    const joiner = await player();
    const open = await team(owner);
    await (await joiner.call()).teams.join({ teamId: open.id });
    expect((await (await joiner.call()).teams.get({ teamId: open.id })).viewerRole).toBe('player');
    const closed = await team(owner, { privacy: 'invite-only' });
    expect((await rejection((await joiner.call()).teams.join({ teamId: closed.id }))).message).toBe(TEAM_MESSAGES.inviteOnly);
    const oldCode = (await (await owner.call()).teams.get({ teamId: closed.id })).shareCode!;
    const { code } = await (await owner.call()).teams.resetShareCode({ teamId: closed.id });
    expect((await rejection((await joiner.call()).teams.joinByCode({ code: oldCode }))).message).toBe(TEAM_MESSAGES.invalidShareLink);
    expect(await (await joiner.call()).teams.joinByCode({ code })).toEqual({ teamId: closed.id });
    expect((await rejection((await joiner.call()).teams.resetShareCode({ teamId: closed.id }))).code).toBe('FORBIDDEN');
  });

  it('a share link is read before joining: the team and the role, nothing joined yet; a member is told so; a bad code or a guest is refused', async () => {
    const owner = await player();
    const holder = await player();
    const closed = await team(owner, { name: 'Eastside Hoopers', privacy: 'invite-only' });
    const code = (await (await owner.call()).teams.get({ teamId: closed.id })).shareCode!;
    expect(await (await holder.call()).teams.previewByCode({ code })).toEqual({
      teamId: closed.id,
      name: 'Eastside Hoopers',
      joinRole: 'player',
      isMember: false,
    });
    // Reading the link joins nobody.
    expect(await (await holder.call()).teams.mine()).toEqual([]);
    expect((await (await owner.call()).teams.previewByCode({ code })).isMember).toBe(true);
    const coach = await player();
    await (await owner.call()).teams.inviteMembers({ teamId: closed.id, invites: [{ email: coach.user.email, role: 'coach' }] });
    expect(await (await coach.call()).teams.previewByCode({ code })).toMatchObject({ joinRole: 'coach', isMember: false });
    expect((await rejection((await holder.call()).teams.previewByCode({ code: 'not-a-code-at-all' }))).message).toBe(TEAM_MESSAGES.invalidShareLink);
    expect((await rejection((await h.client().call()).teams.previewByCode({ code }))).code).toBe('UNAUTHORIZED');
    expect((await rejection((await holder.call()).teams.previewByCode({ code: `${code}\u0000` }))).code).toBe('BAD_REQUEST');
  });

  it('deleting a team is a soft delete: Team not found afterwards, the row kept, and the account can be deleted again', async () => {
    const owner = await player();
    const { id } = await team(owner);
    expect((await (await owner.call()).users.accountDeletion()).activeTeams).toBe(1);
    await h.db.updateTable('teams').set({ subscriptionTier: 'pro' }).where('id', '=', id).execute();
    expect((await rejection((await owner.call()).teams.delete({ teamId: id }))).message).toBe(TEAM_MESSAGES.endPlanFirst);
    await h.db.updateTable('teams').set({ subscriptionTier: 'rookie' }).where('id', '=', id).execute();
    await (await owner.call()).teams.delete({ teamId: id });
    expect((await rejection((await owner.call()).teams.get({ teamId: id }))).message).toBe(TEAM_MESSAGES.notFound);
    expect(await h.db.selectFrom('teams').select('deletedAt').where('id', '=', id).executeTakeFirstOrThrow()).toMatchObject({ deletedAt: expect.any(Date) });
    expect((await (await owner.call()).users.accountDeletion()).activeTeams).toBe(0);
  });
});

describe('plan limits', () => {
  it("a Rookie roster holds at most its plan's people, invitations included; a bigger tier holds more", async () => {
    const owner = await player();
    const { id } = await team(owner);
    const max = rosterMaxOf('rookie');
    const invites = Array.from({ length: max - 1 }, (_, i) => ({ email: `roster${i}-${id.slice(0, 8)}@example.com`, role: 'player' as const }));
    expect(await (await owner.call()).teams.inviteMembers({ teamId: id, invites })).toEqual({ invited: max - 1 });
    const full = await rejection(
      (await owner.call()).teams.inviteMembers({ teamId: id, invites: [{ email: `one-more-${id.slice(0, 8)}@example.com`, role: 'player' }] }),
    );
    expect([full.code, full.message]).toEqual(['FORBIDDEN', TEAM_MESSAGES.rosterFull(max)]);
    const joiner = await player();
    expect((await rejection((await joiner.call()).teams.join({ teamId: id }))).message).toBe(TEAM_MESSAGES.rosterFull(max));
    // Inviting someone already invited again takes no new place.
    expect(await (await owner.call()).teams.inviteMembers({ teamId: id, invites: [{ ...invites[0]!, role: 'coach' }] })).toEqual({ invited: 1 });
    await h.db.updateTable('teams').set({ subscriptionTier: 'pro' }).where('id', '=', id).execute();
    await (await joiner.call()).teams.join({ teamId: id });
    expect((await (await joiner.call()).teams.get({ teamId: id })).viewerRole).toBe('player');
  });
});

describe('teams.search', () => {
  it('lists public and invite-only teams nearest first, never private or deleted ones, with filters and pages', async () => {
    const owner = await player();
    const near = await team(owner, { name: 'Near Netters', city: { name: 'Austin, TX', lat: 30.27, lng: -97.74 } });
    const far = await team(owner, { name: 'Far Netters', city: { name: 'Round Rock, TX', lat: 30.51, lng: -97.68 }, privacy: 'invite-only' });
    await team(owner, { name: 'Hidden Netters', privacy: 'private' });
    const gone = await team(owner, { name: 'Gone Netters' });
    await (await owner.call()).teams.delete({ teamId: gone.id });
    await team(owner, { name: 'Soccer Netters', gameType: 'Soccer' });
    const guest = await h.client().call();
    const found = await guest.teams.search({ lat: 30.2672, lng: -97.7431, text: 'netters', gameType: 'Pickleball' });
    expect(found.teams.map((t) => t.id)).toEqual([near.id, far.id]);
    expect(found.teams[1]!.distanceKm).toBeGreaterThan(20);
    expect((await guest.teams.search({ lat: 30.2672, lng: -97.7431, text: '%' })).teams).toEqual([]);
    expect((await guest.teams.search({ lat: 30.2672, lng: -97.7431, radiusKm: 5, text: 'netters', gameType: 'Pickleball' })).teams.map((t) => t.id)).toEqual([
      near.id,
    ]);
  });
});

describe('teams.wizardLeft', () => {
  it('queues the reminder mail from page 2 on, at most once a day', async () => {
    const user = await player();
    expect(await (await user.call()).teams.wizardLeft({ step: 1 })).toEqual({ queued: false });
    expect(await (await user.call()).teams.wizardLeft({ step: 3 })).toEqual({ queued: true });
    expect(await (await user.call()).teams.wizardLeft({ step: 5 })).toEqual({ queued: false });
    const mail = await latestMail(h.db, user.user.email, 'team-create-motivation-notification');
    expect(mail?.data).toEqual({ username: user.user.displayName });
  });
});

describe('strangers', () => {
  it('a user who is not on a team sees none in mine, and cannot leave it or update it', async () => {
    const owner = await player();
    const { id } = await team(owner);
    const outsider = await player();
    expect(await (await outsider.call()).teams.mine()).toEqual([]);
    expect((await rejection((await outsider.call()).teams.leave({ teamId: id }))).code).toBe('FORBIDDEN');
    expect((await rejection((await outsider.call()).teams.update({ teamId: id, details: details({ name: 'Taken Over' }) }))).code).toBe('FORBIDDEN');
  });

  it('a coach cannot edit the team; an admin can', async () => {
    const owner = await player();
    const { id } = await team(owner);
    const coach = await withRole(owner, id, 'coach');
    const admin = await withRole(owner, id, 'admin');
    expect((await rejection((await coach.call()).teams.update({ teamId: id, details: details({ name: 'Coach Team' }) }))).code).toBe('FORBIDDEN');
    await (await admin.call()).teams.update({ teamId: id, details: details({ name: 'Admin Team', privacy: 'invite-only' }) });
    expect(await (await owner.call()).teams.get({ teamId: id })).toMatchObject({ name: 'Admin Team', privacy: 'invite-only' });
  });
});

describe('external teams', () => {
  it('a coach keeps opponents by name; members read them; a player and a stranger cannot add', async () => {
    const owner = await player();
    const { id } = await team(owner);
    const coach = await withRole(owner, id, 'coach');
    const member = await withRole(owner, id, 'player');
    const stranger = await player();
    await (await coach.call()).teams.addExternalTeam({ teamId: id, name: 'Riverside Rockets' });
    expect((await rejection((await coach.call()).teams.addExternalTeam({ teamId: id, name: 'riverside rockets' }))).message).toBe(TEAM_MESSAGES.externalExists);
    expect((await rejection((await member.call()).teams.addExternalTeam({ teamId: id, name: 'Other' }))).code).toBe('FORBIDDEN');
    expect((await rejection((await stranger.call()).teams.externalTeams({ teamId: id }))).code).toBe('FORBIDDEN');
    const list = await (await member.call()).teams.externalTeams({ teamId: id });
    expect(list.map((row) => row.name)).toEqual(['Riverside Rockets']);
    await (await owner.call()).teams.removeExternalTeam({ teamId: id, externalTeamId: list[0]!.id });
    expect(await (await member.call()).teams.externalTeams({ teamId: id })).toEqual([]);
  });
});

describe('team schedule and RSVP', () => {
  const chicago = 'America/Chicago';
  async function teamEvent(host: Player, teamId: string | null) {
    const place = await createPlace(h.db);
    const date = localParts(new Date(Date.now() + 3 * 86_400_000), chicago).date;
    return (await host.call()).events.create({
      title: 'Team practice',
      gameType: 'Pickleball',
      date,
      timeStart: '18:00',
      duration: { hours: 1, minutes: 0 },
      location: { placeId: place.id },
      hostingTeamId: teamId,
    });
  }

  it('only roles that manage the schedule host events for a team; the event takes the team name', async () => {
    const owner = await player();
    const { id } = await team(owner);
    const member = await withRole(owner, id, 'player');
    const stranger = await player();
    expect((await rejection(teamEvent(member, id))).code).toBe('FORBIDDEN');
    expect((await rejection(teamEvent(stranger, id))).code).toBe('FORBIDDEN');
    const created = await teamEvent(owner, id);
    expect((await (await owner.call()).events.get({ eventId: created.id })).teamName).toBe('Zilker Smashers');
    expect((await (await owner.call()).teams.hostable()).map((row) => row.id)).toContain(id);
    expect(await (await member.call()).teams.hostable()).toEqual([]);
  });

  it('members answer Going, Maybe or Not going and change it; the organiser sees who has not answered and nudges them once', async () => {
    const owner = await player();
    const { id } = await team(owner);
    const going = await withRole(owner, id, 'player');
    const silent = await withRole(owner, id, 'parent');
    const stranger = await player();
    const event = await teamEvent(owner, id);
    await (await going.call()).teams.rsvp({ eventId: event.id, answer: 'maybe' });
    await (await going.call()).teams.rsvp({ eventId: event.id, answer: 'going' });
    expect((await rejection((await stranger.call()).teams.rsvp({ eventId: event.id, answer: 'going' }))).code).toBe('FORBIDDEN');
    const schedule = await (await going.call()).teams.schedule({ teamId: id });
    expect(schedule).toMatchObject([{ id: event.id, answer: 'going', going: 1, maybe: 0, notGoing: 0 }]);
    expect((await rejection((await stranger.call()).teams.schedule({ teamId: id }))).code).toBe('FORBIDDEN');
    expect((await rejection((await going.call()).teams.rsvpRoster({ eventId: event.id }))).code).toBe('FORBIDDEN');
    const answers = await (await owner.call()).teams.rsvpRoster({ eventId: event.id });
    expect(answers.map((row) => [row.userId, row.answer])).toEqual(
      expect.arrayContaining([
        [going.user.id, 'going'],
        [silent.user.id, null],
        [owner.user.id, null],
      ]),
    );
    expect(await (await owner.call()).teams.nudge({ eventId: event.id })).toMatchObject({ nudged: 1 });
    const notice = await h.db
      .selectFrom('notifications')
      .select(['title', 'type'])
      .where('userId', '=', silent.user.id)
      .where('type', '=', 'teamRsvpNudge')
      .executeTakeFirstOrThrow();
    expect(notice.title).toBe(TEAM_MESSAGES.nudgeTitle('Zilker Smashers', 'Team practice'));
    const again = await rejection((await owner.call()).teams.nudge({ eventId: event.id }));
    expect([again.code, again.message]).toEqual(['TOO_MANY_REQUESTS', TEAM_MESSAGES.nudgedRecently(12)]);
  });

  it('the schedule says when the last nudge went and when the next may; its mail names the event; answering reads the requests', async () => {
    const owner = await player();
    const { id } = await team(owner);
    const silent = await withRole(owner, id, 'player');
    const event = await teamEvent(owner, id);
    const [before] = await (await owner.call()).teams.schedule({ teamId: id });
    expect(before).toMatchObject({ lastNudgedAt: null, nextNudgeAt: null });
    const sent = await (await owner.call()).teams.nudge({ eventId: event.id });
    expect(sent.nextNudgeAt.getTime() - sent.nudgedAt.getTime()).toBe(RSVP_NUDGE_INTERVAL_HOURS * 3_600_000);
    const [after] = await (await owner.call()).teams.schedule({ teamId: id });
    expect(after).toMatchObject({ lastNudgedAt: sent.nudgedAt, nextNudgeAt: sent.nextNudgeAt });
    const mail = await latestMail(h.db, silent.user.email, 'team-event-rsvp');
    expect(mail?.subject).toBe(TEAM_MESSAGES.nudgeTitle('Zilker Smashers', 'Team practice'));
    // A renamed team is named as it is now in the inbox, though the notices went out before.
    await h.db.updateTable('teams').set({ name: 'Zilker Aces' }).where('id', '=', id).execute();
    const inbox = async () => (await (await silent.call()).notifications.list({})).items.map((item) => [item.type, item.title, item.read]);
    expect(await inbox()).toEqual([
      ['teamRsvpNudge', TEAM_MESSAGES.nudgeTitle('Zilker Aces', 'Team practice'), false],
      ['teamEvent', TEAM_MESSAGES.newTeamEventTitle('Zilker Aces', 'Team practice'), false],
      ['teamInvite', TEAM_MESSAGES.invitedTitle('Zilker Aces'), false],
    ]);
    await (await silent.call()).teams.rsvp({ eventId: event.id, answer: 'going' });
    expect((await inbox()).map(([type, , read]) => [type, read])).toEqual([
      ['teamRsvpNudge', true],
      ['teamEvent', true],
      ['teamInvite', false],
    ]);
  });

  it('a new team event mails each member one-tap links that answer without signing in, change the answer later, and refuse a forged token', async () => {
    const owner = await player();
    const { id } = await team(owner);
    const member = await withRole(owner, id, 'player');
    const event = await teamEvent(owner, id);
    const mail = await latestMail(h.db, member.user.email, 'team-event-rsvp');
    expect(mail?.data).toMatchObject({ teamName: 'Zilker Smashers', eventTitle: 'Team practice' });
    const tokenOf = (url: unknown) => new URL(String(url)).pathname.split('/').pop()!;
    const guest = await h.client('198.51.100.77').call();
    expect(await guest.teams.rsvpByLink({ token: tokenOf(mail!.data.maybeUrl), answer: 'maybe' })).toMatchObject({ eventId: event.id, answer: 'maybe' });
    await guest.teams.rsvpByLink({ token: tokenOf(mail!.data.goingUrl), answer: 'going' });
    expect((await (await member.call()).teams.schedule({ teamId: id }))[0]).toMatchObject({ answer: 'going', going: 1 });
    expect((await rejection(guest.teams.rsvpByLink({ token: 'x'.repeat(43), answer: 'going' }))).message).toBe(TEAM_MESSAGES.rsvpLinkInvalid);
    // A member who left can no longer answer through an old link.
    await (await member.call()).teams.leave({ teamId: id });
    expect((await rejection(guest.teams.rsvpByLink({ token: tokenOf(mail!.data.goingUrl), answer: 'not-going' }))).code).toBe('NOT_FOUND');
  });

  it("a private team event is seen by the team's members, not by its invitees or strangers", async () => {
    const owner = await player();
    const { id } = await team(owner);
    const { member, invitee, stranger } = await memberInviteeAndStranger(owner, id);
    const place = await createPlace(h.db);
    const date = localParts(new Date(Date.now() + 3 * 86_400_000), chicago).date;
    const event = await (
      await owner.call()
    ).events.create({
      title: 'Closed scrimmage',
      gameType: 'Pickleball',
      date,
      timeStart: '18:00',
      duration: { hours: 1, minutes: 0 },
      location: { placeId: place.id },
      hostingTeamId: id,
      isPrivate: true,
    });
    expect((await (await member.call()).events.get({ eventId: event.id })).title).toBe('Closed scrimmage');
    for (const outsider of [invitee, stranger]) expect((await rejection((await outsider.call()).events.get({ eventId: event.id }))).code).toBe('NOT_FOUND');
  });

  it("a team's game is answered, not joined: its page counts the team's answers and shows a member their own", async () => {
    const owner = await player();
    const { id } = await team(owner);
    const member = await withRole(owner, id, 'player');
    const stranger = await player();
    const event = await teamEvent(owner, id);
    await (await member.call()).teams.rsvp({ eventId: event.id, answer: 'maybe' });
    expect((await (await member.call()).events.get({ eventId: event.id })).team).toEqual({
      id,
      name: 'Zilker Smashers',
      going: 0,
      maybe: 1,
      notGoing: 0,
      viewerIsMember: true,
      viewerAnswer: 'maybe',
    });
    expect((await (await stranger.call()).events.get({ eventId: event.id })).team).toMatchObject({ maybe: 1, viewerIsMember: false, viewerAnswer: null });
    for (const who of [stranger, member])
      expect((await rejection((await who.call()).events.join({ eventId: event.id }))).message).toBe(EVENT_MESSAGES.teamGameNoJoin);
    expect(await h.db.selectFrom('eventJoiners').select('id').where('eventId', '=', event.id).execute()).toEqual([]);
    const open = await teamEvent(owner, null);
    expect((await (await stranger.call()).events.get({ eventId: open.id })).team).toBeNull();
  });

  it('an event no team hosts takes no RSVP', async () => {
    const owner = await player();
    const event = await teamEvent(owner, null);
    expect((await rejection((await owner.call()).teams.rsvp({ eventId: event.id, answer: 'going' }))).message).toBe(TEAM_MESSAGES.notTeamEvent);
  });
});

describe('children without accounts on the roster', () => {
  const chicago = 'America/Chicago';
  async function teamEvent(host: Player, teamId: string, extra: { opponentId?: string | null } = {}) {
    const place = await createPlace(h.db);
    const date = localParts(new Date(Date.now() + 3 * 86_400_000), chicago).date;
    return (await host.call()).events.create({
      title: 'Saturday game',
      gameType: 'Pickleball',
      date,
      timeStart: '10:00',
      duration: { hours: 1, minutes: 0 },
      location: { placeId: place.id },
      hostingTeamId: teamId,
      ...extra,
    });
  }
  /** A member with a child who has no account, added through the family section. */
  async function parentWithChild(owner: Player, teamId: string, firstName = 'Mia') {
    const parent = await withRole(owner, teamId, 'parent');
    await (
      await parent.call()
    ).family.save({ add: [{ relation: 'child', isGthUser: false, firstName, lastName: 'Lee', age: 9, phoneNumber: '(512) 555-0147' }], update: [] });
    const [child] = await (await parent.call()).teams.dependents({ teamId });
    return { parent, child: child! };
  }

  it('a parent puts their child on the roster and answers for them; counts and the organiser see the child', async () => {
    const owner = await player();
    const { id } = await team(owner);
    const { parent, child } = await parentWithChild(owner, id);
    expect(child).toMatchObject({ name: 'Mia Lee', age: 9, onTeam: false });
    expect(await (await parent.call()).teams.addDependent({ teamId: id, familyMemberId: child.familyMemberId })).toEqual({ name: 'Mia Lee' });
    expect((await (await parent.call()).teams.dependents({ teamId: id }))[0]!.onTeam).toBe(true);
    const roster = await (await owner.call()).teams.roster({ teamId: id });
    expect(roster.find((entry) => entry.familyMemberId === child.familyMemberId)).toMatchObject({
      name: 'Mia Lee',
      role: 'player',
      guardianId: parent.user.id,
      email: null,
      userId: null,
    });
    expect((await (await owner.call()).teams.get({ teamId: id })).memberCount).toBe(3);
    // A passer-by on a public team sees no child's name.
    expect((await (await h.client().call()).teams.roster({ teamId: id })).some((entry) => entry.familyMemberId)).toBe(false);

    const event = await teamEvent(owner, id);
    const childMail = await h.db
      .selectFrom('mailOutbox')
      .select('data')
      .where('toAddress', '=', parent.user.email)
      .where('template', '=', 'team-event-rsvp')
      .where(sql<boolean>`data->>'heading' like 'Answer for Mia Lee%'`)
      .executeTakeFirst();
    expect(childMail).toBeDefined();
    await (await parent.call()).teams.rsvp({ eventId: event.id, answer: 'going', familyMemberId: child.familyMemberId });
    const [row] = await (await parent.call()).teams.schedule({ teamId: id });
    expect(row).toMatchObject({ answer: null, going: 1, dependents: [{ familyMemberId: child.familyMemberId, name: 'Mia Lee', answer: 'going' }] });
    const answers = await (await owner.call()).teams.rsvpRoster({ eventId: event.id });
    expect(answers.find((answer) => answer.familyMemberId === child.familyMemberId)).toMatchObject({
      name: 'Mia Lee',
      answer: 'going',
      guardianName: parent.user.displayName,
    });
  });

  it('the link mailed for a child answers for the child without signing in', async () => {
    const owner = await player();
    const { id } = await team(owner);
    const { parent, child } = await parentWithChild(owner, id, 'Noah');
    await (await parent.call()).teams.addDependent({ teamId: id, familyMemberId: child.familyMemberId });
    const event = await teamEvent(owner, id);
    const mails = await h.db
      .selectFrom('mailOutbox')
      .select('data')
      .where('toAddress', '=', parent.user.email)
      .where('template', '=', 'team-event-rsvp')
      .execute();
    const forChild = mails.find((mail) => String((mail.data as { heading: string }).heading).startsWith(TEAM_MESSAGES.answerFor('Noah Lee')));
    const token = new URL(String((forChild!.data as { notGoingUrl: string }).notGoingUrl)).pathname.split('/').pop()!;
    expect(await (await h.client('198.51.100.78').call()).teams.rsvpByLink({ token, answer: 'not-going' })).toMatchObject({
      eventId: event.id,
      forName: 'Noah Lee',
      answer: 'not-going',
    });
    const [row] = await (await parent.call()).teams.schedule({ teamId: id });
    expect(row).toMatchObject({ answer: null, notGoing: 1, dependents: [{ answer: 'not-going' }] });
    // The request for the child is read once the child is answered for; the parent's own is still open.
    const requests = await h.db
      .selectFrom('notifications')
      .select(['title', 'read'])
      .where('userId', '=', parent.user.id)
      .where('type', '=', 'teamEvent')
      .orderBy('title')
      .execute();
    expect(requests.map((notice) => [notice.title.startsWith(TEAM_MESSAGES.answerFor('Noah Lee')), notice.read])).toEqual([
      [true, true],
      [false, false],
    ]);
  });

  it("nobody else answers for a child, nor adds someone else's family member; a stranger cannot add or remove; an admin can remove", async () => {
    const owner = await player();
    const { id } = await team(owner);
    const { parent, child } = await parentWithChild(owner, id, 'Ava');
    const other = await withRole(owner, id, 'player');
    const stranger = await player();
    expect((await rejection((await other.call()).teams.addDependent({ teamId: id, familyMemberId: child.familyMemberId }))).message).toBe(
      TEAM_MESSAGES.dependentNotFound,
    );
    expect((await rejection((await stranger.call()).teams.addDependent({ teamId: id, familyMemberId: child.familyMemberId }))).code).toBe('FORBIDDEN');
    expect((await rejection((await stranger.call()).teams.dependents({ teamId: id }))).code).toBe('FORBIDDEN');
    await (await parent.call()).teams.addDependent({ teamId: id, familyMemberId: child.familyMemberId });
    const event = await teamEvent(owner, id);
    expect((await rejection((await other.call()).teams.rsvp({ eventId: event.id, answer: 'going', familyMemberId: child.familyMemberId }))).message).toBe(
      TEAM_MESSAGES.dependentNotOnTeam,
    );
    expect((await rejection((await other.call()).teams.removeDependent({ teamId: id, familyMemberId: child.familyMemberId }))).code).toBe('FORBIDDEN');
    expect((await rejection((await stranger.call()).teams.removeDependent({ teamId: id, familyMemberId: child.familyMemberId }))).code).toBe('FORBIDDEN');
    await (await owner.call()).teams.removeDependent({ teamId: id, familyMemberId: child.familyMemberId });
    expect((await (await owner.call()).teams.roster({ teamId: id })).some((entry) => entry.familyMemberId)).toBe(false);
  });

  it('a parent who leaves takes their child off the roster; a child holds a roster place', async () => {
    const owner = await player();
    const { id } = await team(owner);
    const { parent, child } = await parentWithChild(owner, id, 'Leo');
    await (await parent.call()).teams.addDependent({ teamId: id, familyMemberId: child.familyMemberId });
    const taken = await h.db.selectFrom('teamDependents').select('familyMemberId').where('teamId', '=', id).execute();
    expect(taken).toHaveLength(1);
    await (await parent.call()).teams.leave({ teamId: id });
    expect(await h.db.selectFrom('teamDependents').select('familyMemberId').where('teamId', '=', id).execute()).toEqual([]);
  });

  it("a team event plays an opponent from the team's list, shown on the schedule and the event; another team's opponent is refused", async () => {
    const owner = await player();
    const { id } = await team(owner);
    const other = await team(owner, { name: 'Other Club' });
    const { id: opponentId } = await (await owner.call()).teams.addExternalTeam({ teamId: id, name: 'Riverside Rockets' });
    const { id: foreignId } = await (await owner.call()).teams.addExternalTeam({ teamId: other.id, name: 'Elsewhere FC' });
    const event = await teamEvent(owner, id, { opponentId });
    expect((await (await owner.call()).teams.schedule({ teamId: id }))[0]!.opponentName).toBe('Riverside Rockets');
    expect((await (await owner.call()).events.get({ eventId: event.id })).opponentName).toBe('Riverside Rockets');
    expect((await rejection(teamEvent(owner, id, { opponentId: foreignId }))).message).toBe(TEAM_MESSAGES.opponentNotFound);
  });
});

describe('team chat and announcements', () => {
  it('members post and read; a new message arrives live over SSE; strangers and invitees are refused', async () => {
    const owner = await player();
    const { id } = await team(owner);
    const { member, invitee, stranger } = await memberInviteeAndStranger(owner, id);
    const app = await serveApp(h.deps);
    const input = encodeURIComponent(JSON.stringify({ json: { teamId: id } }));
    const stream = await openSubscription(`${app.base}/trpc/teams.onChat?input=${input}`, { cookie: `rally_session=${member.browser.cookies.read()}` });
    try {
      expect(await stream.next()).toEqual({ type: 'snapshot', items: [] });
      await (await owner.call()).teams.postMessage({ teamId: id, body: 'Practice moved to 7pm' });
      // Only the new message, not the thread again.
      const live = await stream.next<{ type: string; item: { body: string; senderName: string } }>();
      expect([live.type, live.item.senderName, live.item.body]).toEqual(['item', owner.user.displayName, 'Practice moved to 7pm']);
    } finally {
      stream.close();
      await app.close();
    }
    await (await member.call()).teams.postMessage({ teamId: id, body: 'See you there' });
    expect((await (await member.call()).teams.chat({ teamId: id })).map((message) => message.body)).toEqual(['Practice moved to 7pm', 'See you there']);
    for (const outsider of [stranger, invitee]) {
      expect((await rejection((await outsider.call()).teams.chat({ teamId: id }))).code).toBe('FORBIDDEN');
      expect((await rejection((await outsider.call()).teams.postMessage({ teamId: id, body: 'hi' }))).code).toBe('FORBIDDEN');
    }
  });

  it("a new message is read once for all of the team's open chats; a member removed while listening gets no more and their stream ends", async () => {
    const owner = await player();
    const { id } = await team(owner);
    const stays = await withRole(owner, id, 'player');
    const leaves = await withRole(owner, id, 'player');
    const app = await serveApp(h.deps);
    const input = encodeURIComponent(JSON.stringify({ json: { teamId: id } }));
    const open = (who: Player) => openSubscription(`${app.base}/trpc/teams.onChat?input=${input}`, { cookie: `rally_session=${who.browser.cookies.read()}` });
    const [staying, leaving] = [await open(stays), await open(leaves)];
    try {
      for (const stream of [staying, leaving]) expect(await stream.next()).toEqual({ type: 'snapshot', items: [] });
      await (await owner.call()).teams.postMessage({ teamId: id, body: 'Both of you' });
      for (const stream of [staying, leaving]) expect((await stream.next<{ item: { body: string } }>()).item.body).toBe('Both of you');
      await (await owner.call()).teams.removeMember({ teamId: id, userId: leaves.user.id });
      await (await owner.call()).teams.postMessage({ teamId: id, body: 'Only the team' });
      expect((await staying.next<{ item: { body: string } }>()).item.body).toBe('Only the team');
      // The removed member's stream ends with the refusal (an error event, which next() skips), never with the message.
      await expect(leaving.next()).rejects.toThrow(/the stream ended/);
    } finally {
      staying.close();
      leaving.close();
      await app.close();
    }
  });

  it('a stranger subscribing to the chat over SSE is refused with FORBIDDEN before any stream (it was an in-band INTERNAL_SERVER_ERROR)', async () => {
    const owner = await player();
    const { id } = await team(owner);
    const { stranger } = await memberInviteeAndStranger(owner, id);
    const app = await serveApp(h.deps);
    try {
      const input = encodeURIComponent(JSON.stringify({ json: { teamId: id } }));
      const refusal = await subscriptionRefusal(`${app.base}/trpc/teams.onChat?input=${input}`, { cookie: `rally_session=${stranger.browser.cookies.read()}` });
      expect(refusal.code).toBe('FORBIDDEN');
      const signedOut = await subscriptionRefusal(`${app.base}/trpc/teams.onChat?input=${input}`);
      expect(signedOut.code).toBe('UNAUTHORIZED');
    } finally {
      await app.close();
    }
  });

  it('an announcement notifies every other member; a player cannot announce', async () => {
    const owner = await player();
    const { id } = await team(owner);
    const coach = await withRole(owner, id, 'coach');
    const member = await withRole(owner, id, 'player');
    expect((await rejection((await member.call()).teams.postMessage({ teamId: id, body: 'Free beer', announcement: true }))).code).toBe('FORBIDDEN');
    await (await coach.call()).teams.postMessage({ teamId: id, body: 'Tournament on Saturday', announcement: true });
    for (const user of [owner, member]) {
      const notice = await h.db
        .selectFrom('notifications')
        .select(['title', 'message'])
        .where('userId', '=', user.user.id)
        .where('type', '=', 'teamAnnouncement')
        .executeTakeFirstOrThrow();
      expect(notice).toEqual({ title: TEAM_MESSAGES.announcementTitle('Zilker Smashers'), message: 'Tournament on Saturday' });
    }
    expect(await h.db.selectFrom('notifications').select('id').where('userId', '=', coach.user.id).where('type', '=', 'teamAnnouncement').execute()).toEqual(
      [],
    );
  });
});

describe('invitation mail abuse (issue 29, defect 8)', () => {
  it('an unverified account creates a team but invites nobody by e-mail, to a team or an event', async () => {
    const unverified = await signedInUser(h, { displayName: 'Fresh', emailVerified: false });
    const caller = await unverified.call();
    expect((await rejection(caller.teams.create({ ...details(), invites: [{ email: 'someone@example.com', role: 'player' }] }))).message).toBe(
      INVITATION_MESSAGES.verifyToInvite,
    );
    const { id } = await caller.teams.create(details());
    expect((await rejection(caller.teams.inviteMembers({ teamId: id, invites: [{ email: 'someone@example.com', role: 'player' }] }))).message).toBe(
      INVITATION_MESSAGES.verifyToInvite,
    );
    const event = await createEvent(h.db, unverified.user.id, { title: 'Open run' });
    expect((await rejection(caller.events.inviteByEmail({ eventId: event.id, email: 'someone@example.com' }))).message).toBe(
      INVITATION_MESSAGES.verifyToInvite,
    );
    expect(await h.db.selectFrom('mailOutbox').select('id').where('toAddress', '=', 'someone@example.com').execute()).toEqual([]);
    // A stranger to the team is told what a stranger is told, verified or not.
    expect(
      (
        await rejection(
          (await (await signedInUser(h, { emailVerified: false })).call()).teams.inviteMembers({
            teamId: id,
            invites: [{ email: 'x@example.com', role: 'player' }],
          }),
        )
      ).code,
    ).toBe('FORBIDDEN');
  });

  it('counts each person invited against the inviter’s hourly budget, across teams', async () => {
    const owner = await player();
    const { limit } = TEAM_INVITE_RATE_LIMITS.invitationsPerHour;
    await startWellInsideWindow(TEAM_INVITE_RATE_LIMITS.invitationsPerHour.windowSeconds);
    const perTeam = 20;
    let sent = 0;
    for (let t = 0; sent < limit; t++) {
      const { id } = await team(owner, { name: `Budget ${t}` });
      const invites = Array.from({ length: Math.min(perTeam, limit - sent) }, (_, i) => ({ email: `budget-${t}-${i}@example.com`, role: 'player' as const }));
      expect((await (await owner.call()).teams.inviteMembers({ teamId: id, invites })).invited).toBe(invites.length);
      sent += invites.length;
    }
    const { id } = await team(owner, { name: 'One too many' });
    const refused = await rejection((await owner.call()).teams.inviteMembers({ teamId: id, invites: [{ email: 'one-more@example.com', role: 'player' }] }));
    expect(refused.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.message).toBe(INVITATION_MESSAGES.tooManyInvitations);
    expect(await latestMail(h.db, 'one-more@example.com')).toBeNull();
  });

  it('caps the teams one account creates in a day', async () => {
    const owner = await player();
    await startWellInsideWindow(TEAM_INVITE_RATE_LIMITS.teamsPerDay.windowSeconds);
    for (let i = 0; i < TEAM_INVITE_RATE_LIMITS.teamsPerDay.limit; i++) await team(owner, { name: `Daily ${i}` });
    const refused = await rejection(team(owner, { name: 'Daily extra' }));
    expect(refused.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.message).toBe(INVITATION_MESSAGES.tooManyTeams);
  });
});
