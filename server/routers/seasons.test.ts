import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { rejection } from '../../tests/expect-rejection.ts';
import { signedInMember, signedInUser } from '../../tests/sign-in.ts';
import { SEASON_MESSAGES } from '../../shared/seasons/messages.ts';
import { createPlace } from '../../tests/event-factories.ts';
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
async function team(owner: Player, privacy: CreateTeamInput['privacy'] = 'public') {
  return (await owner.call()).teams.create({
    name: 'Zilker Smashers',
    gameType: 'Soccer',
    city: austin,
    description: '',
    ageGroup: 'Under 12',
    gender: 'Mixed',
    skillLevel: 'All levels',
    privacy,
  });
}
const fall = { label: 'Fall 2026', startsOn: '2026-09-01', endsOn: '2026-11-30' };

describe('seasons', () => {
  it('an owner creates a season with groups and sessions; a draft is theirs alone until it opens', async () => {
    const owner = await player();
    const { id: teamId } = await team(owner);
    const member = await signedInMember(h, teamId, 'player', { displayName: `Player ${++seq}` });
    const { id: seasonId } = await (await owner.call()).seasons.create({ teamId, season: fall });
    await (await owner.call()).seasons.addGroup({ seasonId, name: 'Under 10', kind: 'age', capacity: 12 });
    await (await owner.call()).seasons.addSession({ seasonId, session: { name: 'Tuesday practices', startsOn: '2026-09-01', endsOn: '2026-10-31' } });

    const seen = await (await owner.call()).seasons.byTeam({ teamId });
    expect(seen.manages).toBe(true);
    expect(seen.seasons).toEqual([
      expect.objectContaining({
        label: 'Fall 2026',
        startsOn: '2026-09-01',
        endsOn: '2026-11-30',
        status: 'draft',
        groups: [expect.objectContaining({ name: 'Under 10', kind: 'age', capacity: 12, registered: 0 })],
        sessions: [expect.objectContaining({ name: 'Tuesday practices', startsOn: '2026-09-01', endsOn: '2026-10-31' })],
      }),
    ]);
    expect((await (await member.call()).seasons.byTeam({ teamId })).seasons).toEqual([]);
    await (await owner.call()).seasons.update({ seasonId, season: fall, status: 'open' });
    expect((await (await member.call()).seasons.byTeam({ teamId })).seasons.map((season) => season.status)).toEqual(['open']);
    expect((await (await h.client().call()).seasons.byTeam({ teamId })).manages).toBe(false);
  });

  it('dates are checked: end before start, a season too long, a session outside its season, a duplicate group', async () => {
    const owner = await player();
    const { id: teamId } = await team(owner);
    const caller = await owner.call();
    expect((await rejection(caller.seasons.create({ teamId, season: { ...fall, endsOn: '2026-08-01' } }))).message).toContain(SEASON_MESSAGES.endBeforeStart);
    expect((await rejection(caller.seasons.create({ teamId, season: { ...fall, endsOn: '2028-01-01' } }))).message).toContain(SEASON_MESSAGES.tooLong);
    const { id: seasonId } = await caller.seasons.create({ teamId, season: fall });
    expect((await rejection(caller.seasons.addSession({ seasonId, session: { name: 'Winter', startsOn: '2026-12-01', endsOn: '2026-12-20' } }))).message).toBe(
      SEASON_MESSAGES.sessionOutside,
    );
    await caller.seasons.addGroup({ seasonId, name: 'Under 12', kind: 'age', capacity: null });
    expect((await rejection(caller.seasons.addGroup({ seasonId, name: 'under 12', kind: 'age', capacity: 5 }))).message).toBe(SEASON_MESSAGES.groupExists);
  });

  it('a coach, a player and a stranger cannot manage seasons; a stranger to a private team finds no season', async () => {
    const owner = await player();
    const { id: teamId } = await team(owner, 'private');
    const coach = await signedInMember(h, teamId, 'coach', { displayName: `Player ${++seq}` });
    const member = await signedInMember(h, teamId, 'player', { displayName: `Player ${++seq}` });
    const stranger = await player();
    const { id: seasonId } = await (await owner.call()).seasons.create({ teamId, season: fall });
    for (const who of [coach, member]) {
      expect((await rejection((await who.call()).seasons.create({ teamId, season: fall }))).code).toBe('FORBIDDEN');
      expect((await rejection((await who.call()).seasons.addGroup({ seasonId, name: 'A', kind: 'division', capacity: null }))).code).toBe('FORBIDDEN');
    }
    expect((await rejection((await stranger.call()).seasons.update({ seasonId, season: fall, status: 'open' }))).message).toBe(SEASON_MESSAGES.notFound);
    expect((await rejection((await stranger.call()).seasons.byTeam({ teamId }))).code).toBe('NOT_FOUND');
    expect((await rejection((await stranger.call()).seasons.registrations({ seasonId }))).message).toBe(SEASON_MESSAGES.notFound);
    expect((await rejection((await member.call()).seasons.registrations({ seasonId }))).message).toBe(SEASON_MESSAGES.notFound);
  });
});

describe('season registrations', () => {
  it('a full group waitlists in order; a cancellation moves the first waiting player up; the player card lists the registration', async () => {
    const owner = await player();
    const { id: teamId } = await team(owner);
    const [ana, ben, cal] = [
      await signedInMember(h, teamId, 'player', { displayName: `Player ${++seq}` }),
      await signedInMember(h, teamId, 'player', { displayName: `Player ${++seq}` }),
      await signedInMember(h, teamId, 'player', { displayName: `Player ${++seq}` }),
    ];
    const caller = await owner.call();
    const { id: seasonId } = await caller.seasons.create({ teamId, season: fall });
    await caller.seasons.update({ seasonId, season: fall, status: 'open' });
    const { id: groupId } = await caller.seasons.addGroup({ seasonId, name: 'Under 10', kind: 'age', capacity: 1 });

    expect((await rejection(caller.seasons.register({ seasonId, groupId: null, player: { userId: ana!.user.id } }))).message).toBe(SEASON_MESSAGES.pickGroup);
    expect(await caller.seasons.register({ seasonId, groupId, player: { userId: ana!.user.id } })).toMatchObject({
      status: 'registered',
      name: 'Player ' + (seq - 2),
    });
    expect((await caller.seasons.register({ seasonId, groupId, player: { userId: ben!.user.id } })).status).toBe('waitlisted');
    expect((await caller.seasons.register({ seasonId, groupId, player: { userId: cal!.user.id } })).status).toBe('waitlisted');
    expect((await rejection(caller.seasons.register({ seasonId, groupId, player: { userId: ana!.user.id } }))).message).toBe(SEASON_MESSAGES.alreadyRegistered);
    expect((await rejection(caller.seasons.register({ seasonId, groupId, player: { userId: (await player()).user.id } }))).message).toBe(
      SEASON_MESSAGES.notOnRoster,
    );

    const card = await (await ana!.call()).seasons.ofPlayer({ userId: ana!.user.id });
    expect(card).toEqual([
      expect.objectContaining({ teamName: 'Zilker Smashers', seasonLabel: 'Fall 2026', startsOn: '2026-09-01', endsOn: '2026-11-30', status: 'registered' }),
    ]);

    // Ana cancels her own place: Ben, first in line, takes it; Cal still waits.
    const [anaRegistration] = (await caller.seasons.registrations({ seasonId })).filter((row) => row.userId === ana!.user.id);
    await (await ana!.call()).seasons.cancelRegistration({ registrationId: anaRegistration!.id });
    const after = await caller.seasons.registrations({ seasonId });
    expect(after.map((row) => [row.userId, row.status])).toEqual([
      [ben!.user.id, 'registered'],
      [cal!.user.id, 'waitlisted'],
    ]);
    expect(await (await ana!.call()).seasons.ofPlayer({ userId: ana!.user.id })).toEqual([]);
    // Cal cannot cancel Ben's registration, and a stranger learns nothing of it.
    const benRegistration = after.find((row) => row.userId === ben!.user.id)!;
    expect((await rejection((await cal!.call()).seasons.cancelRegistration({ registrationId: benRegistration.id }))).message).toBe(
      SEASON_MESSAGES.registrationNotFound,
    );
    const counts = (await caller.seasons.byTeam({ teamId })).seasons[0]!;
    expect([counts.registered, counts.waitlisted, counts.groups[0]!.registered, counts.groups[0]!.waitlisted]).toEqual([1, 1, 1, 1]);
  });

  it('a child on the roster is registered by the organiser and cancelled by the parent; a stranger sees no private team on the card', async () => {
    const owner = await player();
    const { id: teamId } = await team(owner, 'private');
    const parent = await signedInMember(h, teamId, 'parent', { displayName: `Player ${++seq}` });
    await (
      await parent.call()
    ).family.save({ add: [{ relation: 'child', isGthUser: false, firstName: 'Mia', lastName: 'Lee', age: 9, phoneNumber: '(512) 555-0147' }], update: [] });
    const [child] = await (await parent.call()).teams.dependents({ teamId });
    const caller = await owner.call();
    const { id: seasonId } = await caller.seasons.create({ teamId, season: fall });
    await caller.seasons.update({ seasonId, season: fall, status: 'open' });
    expect((await rejection(caller.seasons.register({ seasonId, groupId: null, player: { familyMemberId: child!.familyMemberId } }))).message).toBe(
      SEASON_MESSAGES.notOnRoster,
    );
    await (await parent.call()).teams.addDependent({ teamId, familyMemberId: child!.familyMemberId });
    expect(await caller.seasons.register({ seasonId, groupId: null, player: { familyMemberId: child!.familyMemberId } })).toMatchObject({
      status: 'registered',
      name: 'Mia Lee',
    });
    await caller.seasons.register({ seasonId, groupId: null, player: { userId: parent.user.id } });

    expect(await (await owner.call()).seasons.ofPlayer({ userId: parent.user.id })).toHaveLength(1);
    expect(await (await (await player()).call()).seasons.ofPlayer({ userId: parent.user.id })).toEqual([]);
    // The parent may cancel their child's registration.
    const registration = (await caller.seasons.registrations({ seasonId })).find((row) => row.familyMemberId === child!.familyMemberId)!;
    await (await parent.call()).seasons.cancelRegistration({ registrationId: registration.id });
    expect((await caller.seasons.registrations({ seasonId })).map((row) => row.name)).toEqual([expect.stringMatching(/^Player/)]);
    // A season with registrations is archived, not deleted.
    expect((await rejection(caller.seasons.remove({ seasonId }))).message).toBe(SEASON_MESSAGES.hasRegistrations);
  });
});

describe('events for a session', () => {
  it('a team event is linked to one of the team’s season sessions and counted there; another team’s session is refused', async () => {
    const owner = await player();
    const { id: teamId } = await team(owner);
    const { id: seasonId } = await (await owner.call()).seasons.create({ teamId, season: fall });
    await (await owner.call()).seasons.addSession({ seasonId, session: { name: 'Tuesday practices', startsOn: '2026-09-01', endsOn: '2026-10-31' } });
    const sessionId = (await (await owner.call()).seasons.byTeam({ teamId })).seasons[0]!.sessions[0]!.id;
    const place = await createPlace(h.db);
    const date = localParts(new Date(Date.now() + 3 * 86_400_000), 'America/Chicago').date;
    const input = {
      title: 'Tuesday practice',
      gameType: 'Pickleball',
      date,
      timeStart: '18:00',
      duration: { hours: 1, minutes: 0 },
      location: { placeId: place.id },
      hostingTeamId: teamId,
      seasonSessionId: sessionId,
    };
    const event = await (await owner.call()).events.create(input);
    expect((await h.db.selectFrom('events').select('seasonSessionId').where('id', '=', event.id).executeTakeFirstOrThrow()).seasonSessionId).toBe(sessionId);
    expect((await (await owner.call()).seasons.byTeam({ teamId })).seasons[0]!.sessions[0]!.events).toBe(1);

    const other = await player();
    const { id: otherTeamId } = await team(other);
    expect((await rejection((await other.call()).events.create({ ...input, hostingTeamId: otherTeamId }))).message).toBe(SEASON_MESSAGES.sessionNotFound);
  });
});
