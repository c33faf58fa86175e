import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { addTeamMember, createClub, createForm, createTeam, createUser } from '../../tests/factories.ts';
import { rejection } from '../../tests/expect-rejection.ts';
import { signedInUser } from '../../tests/sign-in.ts';
import { LEAGUE_MESSAGES as M } from '../../shared/leagues/messages.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

type Person = Awaited<ReturnType<typeof signedInUser>>;
let count = 0;
const person = () => signedInUser(h, { displayName: `Leaguer ${++count}` });
const anonymous = () => h.client('203.0.113.88').call();
const austin = { name: 'Austin, TX', lat: 30.27, lng: -97.74 };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const days = (from: number, n: number) => Array.from({ length: n }, (_, index) => day(from + index));

/** A team owned by a signed-in person, with a coach and a player of its own. */
async function teamOf(name: string) {
  const owner = await person();
  const team = await createTeam(h.db, owner.user.id, { name });
  const coach = await person();
  await addTeamMember(h.db, team.id, coach.user.id, 'coach');
  const player = await person();
  await addTeamMember(h.db, team.id, player.user.id, 'player');
  return { team, owner, coach, player };
}
type TeamCast = Awaited<ReturnType<typeof teamOf>>;

/** The notifications of one type that reached the teams' people (owner, coach, player). */
const toldAmong = (type: string, casts: TeamCast[]) =>
  h.db
    .selectFrom('notifications')
    .select(['userId', 'message'])
    .where('type', '=', type)
    .where(
      'userId',
      'in',
      casts.flatMap((cast) => [cast.owner.user.id, cast.coach.user.id, cast.player.user.id]),
    )
    .execute();

/** A person's league with a published season open for registration and one division. */
async function league(admin: Person, options: { name?: string; status?: 'draft' | 'published'; registration?: [number, number] } = {}) {
  const api = await admin.call();
  const { id: leagueId } = await api.leagues.create({ name: options.name ?? `League ${++count}`, sport: 'Pickleball', city: austin, about: 'Weeknight play' });
  const [opens, closes] = options.registration ?? [-5, 20];
  const season = { name: 'Spring', startsOn: day(1), endsOn: day(120), registrationOpensOn: day(opens), registrationClosesOn: day(closes), blackoutDates: [] };
  const { id: seasonId } = await api.leagues.createSeason({ leagueId, season });
  if ((options.status ?? 'published') === 'published') await api.leagues.updateSeason({ seasonId, season, status: 'published' });
  const { id: divisionId } = await api.leagues.createDivision({ seasonId, division: { name: 'Open A' } });
  return { leagueId, seasonId, divisionId, season };
}

/** Enters the teams and approves them, as their owners and the league's admin. */
async function enter(admin: Person, divisionId: string, casts: TeamCast[]) {
  for (const cast of casts) {
    const { entryId } = await (await cast.owner.call()).leagues.applyTeam({ divisionId, teamId: cast.team.id });
    await (await admin.call()).leagues.decide({ entryId, approve: true });
  }
}

const slots = { rounds: 'single' as const, dates: days(3, 10), times: ['18:00', '19:30'], venues: ['Court 1', 'Court 2'], blackoutDates: [], gameMinutes: 60 };

describe('leagues: create, read, update', () => {
  it('a person creates a league and holds it; anyone reads it; only its admins edit it', async () => {
    const admin = await person();
    const stranger = await person();
    const { leagueId } = await league(admin);
    const seen = await (await anonymous()).leagues.get({ leagueId });
    expect(seen.league).toMatchObject({ sport: 'Pickleball', city: austin, about: 'Weeknight play', creator: { id: admin.user.id } });
    expect(seen.permissions).toEqual({ manage: false, approveEntries: false, confirmScores: false });
    expect(seen.seasons[0]).toMatchObject({ name: 'Spring', status: 'published', openForRegistration: true });
    expect((await (await admin.call()).leagues.get({ leagueId })).permissions).toEqual({ manage: true, approveEntries: true, confirmScores: true });
    expect((await rejection((await stranger.call()).leagues.update({ leagueId, details: { name: 'Mine now' } }))).code).toBe('FORBIDDEN');
    await (await admin.call()).leagues.update({ leagueId, details: { name: 'Renamed League', sport: 'Pickleball', city: austin } });
    expect((await (await anonymous()).leagues.get({ leagueId })).league.name).toBe('Renamed League');
  });

  it('a club league is started by the club’s owners and admins only, and run by its admins', async () => {
    const clubOwner = await person();
    const clubAdmin = await person();
    const clubPlayer = await person();
    const club = await createClub(h.db, 'League Club', clubOwner.user.id, {
      [clubOwner.user.id]: 'owner',
      [clubAdmin.user.id]: 'admin',
      [clubPlayer.user.id]: 'member',
    });
    const refused = await rejection((await clubPlayer.call()).leagues.create({ name: 'Sneaky League', organizationId: club.id }));
    expect([refused.code, refused.message]).toEqual(['FORBIDDEN', M.notAllowedToCreate]);
    const { id: leagueId } = await (await clubOwner.call()).leagues.create({ name: 'Club League', organizationId: club.id, sport: 'Pickleball', city: austin });
    expect((await (await clubAdmin.call()).leagues.get({ leagueId })).permissions.manage).toBe(true);
    expect((await (await clubPlayer.call()).leagues.get({ leagueId })).permissions.manage).toBe(false);
    expect((await (await anonymous()).leagues.get({ leagueId })).league.organization).toMatchObject({ id: club.id, name: 'League Club' });
    await (await clubAdmin.call()).leagues.update({ leagueId, details: { name: 'Club League 2' } });
    expect((await rejection((await clubPlayer.call()).leagues.update({ leagueId, details: { name: 'No' } }))).code).toBe('FORBIDDEN');
    // The club's page lists its own leagues, and only those; anyone may read them.
    await league(clubOwner, { name: 'Not The Club’s' });
    const listed = await (await anonymous()).leagues.search({ organizationId: club.id });
    expect(listed.leagues.map((row) => [row.id, row.organizationName])).toEqual([[leagueId, 'League Club']]);
    expect((await rejection((await anonymous()).leagues.search({ organizationId: 'not-a-club' }))).code).toBe('BAD_REQUEST');
  });

  it('refuses an unknown sport, control characters, overlong names and a signed-out caller', async () => {
    const admin = await person();
    expect((await rejection((await admin.call()).leagues.create({ name: 'Odd League', sport: 'Underwater chess' }))).message).toBe(M.unknownSport);
    expect((await rejection((await admin.call()).leagues.create({ name: 'Bad\u0000name' }))).code).toBe('BAD_REQUEST');
    expect((await rejection((await admin.call()).leagues.create({ name: 'x'.repeat(100_000) }))).code).toBe('BAD_REQUEST');
    expect((await rejection((await anonymous()).leagues.create({ name: 'Anon League' }))).code).toBe('UNAUTHORIZED');
    expect((await rejection((await anonymous()).leagues.get({ leagueId: '00000000-0000-4000-8000-000000000000' }))).code).toBe('NOT_FOUND');
  });
});

describe('leagues: seasons and divisions', () => {
  it('only the league’s admins add and change seasons and divisions; a draft season is theirs alone to see', async () => {
    const admin = await person();
    const stranger = await person();
    const { leagueId, seasonId, divisionId, season } = await league(admin, { status: 'draft' });
    const { owner } = await teamOf('Wrong Role FC');
    expect((await (await anonymous()).leagues.get({ leagueId })).seasons).toEqual([]);
    expect((await (await admin.call()).leagues.get({ leagueId })).seasons).toHaveLength(1);
    expect((await rejection((await anonymous()).leagues.standings({ divisionId }))).code).toBe('NOT_FOUND');
    for (const caller of [stranger, owner]) {
      const api = await caller.call();
      expect((await rejection(api.leagues.createSeason({ leagueId, season }))).code).toBe('FORBIDDEN');
      expect((await rejection(api.leagues.updateSeason({ seasonId, season, status: 'published' }))).code).toBe('FORBIDDEN');
      expect((await rejection(api.leagues.createDivision({ seasonId, division: { name: 'Mine' } }))).code).toBe('FORBIDDEN');
      expect((await rejection(api.leagues.updateDivision({ divisionId, division: { name: 'Mine' } }))).code).toBe('FORBIDDEN');
    }
    await (await admin.call()).leagues.updateDivision({ divisionId, division: { name: 'Open B', maxTeams: 8, tieBreakers: ['pointDifference'] } });
    await (await admin.call()).leagues.updateSeason({ seasonId, season, status: 'published' });
    const seen = await (await anonymous()).leagues.get({ leagueId });
    expect(seen.seasons[0]!.divisions[0]).toMatchObject({ name: 'Open B', maxTeams: 8, tieBreakers: ['pointDifference'], teams: [] });
  });

  it('refuses a season ending before it starts, blackout dates outside it and too many of them', async () => {
    const admin = await person();
    const { leagueId, season } = await league(admin);
    const api = await admin.call();
    expect((await rejection(api.leagues.createSeason({ leagueId, season: { ...season, endsOn: day(-10) } }))).message).toContain(M.endBeforeStart);
    expect((await rejection(api.leagues.createSeason({ leagueId, season: { ...season, blackoutDates: [day(500)] } }))).message).toContain(M.blackoutOutside);
    expect((await rejection(api.leagues.createSeason({ leagueId, season: { ...season, blackoutDates: days(2, 201) } }))).code).toBe('BAD_REQUEST');
  });
});

describe('leagues: entries', () => {
  it('a team’s owner applies; its coach, a stranger and signed-out callers cannot', async () => {
    const admin = await person();
    const stranger = await person();
    const { divisionId } = await league(admin);
    const cast = await teamOf('Appliers');
    expect((await rejection((await cast.coach.call()).leagues.applyTeam({ divisionId, teamId: cast.team.id }))).message).toBe(M.manageTeamToApply);
    expect((await rejection((await stranger.call()).leagues.applyTeam({ divisionId, teamId: cast.team.id }))).code).toBe('FORBIDDEN');
    expect((await rejection((await anonymous()).leagues.applyTeam({ divisionId, teamId: cast.team.id }))).code).toBe('UNAUTHORIZED');
    const applied = await (await cast.owner.call()).leagues.applyTeam({ divisionId, teamId: cast.team.id });
    expect(applied.state).toBe('applied');
    expect((await rejection((await cast.owner.call()).leagues.applyTeam({ divisionId, teamId: cast.team.id }))).message).toBe(M.alreadyEntered);
  });

  it('a team owner cannot approve their own team into a division; the league admin can, and the team is told', async () => {
    const admin = await person();
    const { divisionId, leagueId } = await league(admin);
    const cast = await teamOf('Self Approvers');
    const { entryId } = await (await cast.owner.call()).leagues.applyTeam({ divisionId, teamId: cast.team.id });
    const own = await rejection((await cast.owner.call()).leagues.decide({ entryId, approve: true }));
    expect([own.code, own.message]).toEqual(['FORBIDDEN', M.onlyLeagueAdmins]);
    expect((await rejection((await cast.coach.call()).leagues.decide({ entryId, approve: true }))).code).toBe('FORBIDDEN');
    expect((await rejection((await (await person()).call()).leagues.decide({ entryId, approve: true }))).code).toBe('FORBIDDEN');
    expect(await (await admin.call()).leagues.decide({ entryId, approve: true })).toEqual({ entryId, state: 'approved' });
    const division = (await (await anonymous()).leagues.get({ leagueId })).seasons[0]!.divisions[0]!;
    expect(division.teams.map((team) => team.name)).toEqual(['Self Approvers']);
    const told = await h.db
      .selectFrom('notifications')
      .select('title')
      .where('userId', '=', cast.owner.user.id)
      .where('type', '=', 'leagueEntryDecision')
      .execute();
    expect(told.map((row) => row.title)).toEqual([M.entryApprovedTitle]);
    expect((await rejection((await admin.call()).leagues.decide({ entryId, approve: false }))).message).toBe(M.notApplied);
  });

  it('a team owner who is also the league’s admin may approve their own team', async () => {
    const admin = await person();
    const { divisionId } = await league(admin);
    const team = await createTeam(h.db, admin.user.id, { name: 'Admin’s Own' });
    const { entryId } = await (await admin.call()).leagues.applyTeam({ divisionId, teamId: team.id });
    expect((await (await admin.call()).leagues.decide({ entryId, approve: true })).state).toBe('approved');
  });

  it('invitations: only league admins invite; only the invited team’s owners and admins answer', async () => {
    const admin = await person();
    const { divisionId } = await league(admin);
    const invited = await teamOf('Invitees');
    const other = await teamOf('Bystanders');
    expect((await rejection((await other.owner.call()).leagues.invite({ divisionId, teamId: invited.team.id }))).code).toBe('FORBIDDEN');
    const { entryId, state } = await (await admin.call()).leagues.invite({ divisionId, teamId: invited.team.id });
    expect(state).toBe('invited');
    expect((await rejection((await other.owner.call()).leagues.respond({ entryId, accept: true }))).message).toBe(M.answerInvitation);
    expect((await rejection((await invited.coach.call()).leagues.respond({ entryId, accept: true }))).code).toBe('FORBIDDEN');
    expect((await rejection((await admin.call()).leagues.respond({ entryId, accept: true }))).code).toBe('FORBIDDEN');
    expect((await (await invited.owner.call()).leagues.respond({ entryId, accept: true })).state).toBe('approved');
    expect((await rejection((await other.owner.call()).leagues.withdraw({ entryId }))).code).toBe('FORBIDDEN');
    expect((await (await invited.owner.call()).leagues.withdraw({ entryId })).state).toBe('withdrawn');
    // Withdrawn, the team may apply again.
    expect((await (await invited.owner.call()).leagues.applyTeam({ divisionId, teamId: invited.team.id })).state).toBe('applied');
  });

  it('entries: the admins see every state, a team’s owner their own, everyone else the approved teams', async () => {
    const admin = await person();
    const { divisionId } = await league(admin);
    const approved = await teamOf('Approved Ones');
    const pending = await teamOf('Pending Ones');
    await enter(admin, divisionId, [approved]);
    await (await pending.owner.call()).leagues.applyTeam({ divisionId, teamId: pending.team.id });
    expect((await (await admin.call()).leagues.entries({ divisionId })).entries.map((entry) => entry.state)).toEqual(['approved', 'applied']);
    expect((await (await anonymous()).leagues.entries({ divisionId })).entries.map((entry) => entry.team.name)).toEqual(['Approved Ones']);
    const own = await (await pending.owner.call()).leagues.entries({ divisionId });
    expect(own.entries.map((entry) => [entry.team.name, entry.managesTeam])).toEqual([
      ['Approved Ones', false],
      ['Pending Ones', true],
    ]);
    const eligible = await (await pending.owner.call()).leagues.eligibleTeams({ divisionId });
    expect(eligible.teams).toEqual([{ id: pending.team.id, name: 'Pending Ones', logoUrl: null, entryState: 'applied' }]);
    expect((await rejection((await anonymous()).leagues.eligibleTeams({ divisionId }))).code).toBe('UNAUTHORIZED');
  });

  it('refuses applications outside the registration window and beyond the division’s size', async () => {
    const admin = await person();
    const closed = await league(admin, { registration: [-30, -1] });
    const cast = await teamOf('Latecomers');
    expect((await rejection((await cast.owner.call()).leagues.applyTeam({ divisionId: closed.divisionId, teamId: cast.team.id }))).message).toBe(
      M.registrationClosed,
    );
    const open = await league(admin);
    await (await admin.call()).leagues.updateDivision({ divisionId: open.divisionId, division: { name: 'Tiny', maxTeams: 2 } });
    await enter(admin, open.divisionId, [await teamOf('First In'), await teamOf('Second In')]);
    expect((await rejection((await cast.owner.call()).leagues.applyTeam({ divisionId: open.divisionId, teamId: cast.team.id }))).message).toBe(M.divisionFull);
  });

  it('a division with a registration form needs the applicant’s own completed submission', async () => {
    const admin = await person();
    const { divisionId } = await league(admin);
    const form = await createForm(h.db, admin.user.id, {});
    await (await admin.call()).leagues.updateDivision({ divisionId, division: { name: 'Paid Division', formId: form.id } });
    const cast = await teamOf('Form Fillers');
    expect((await rejection((await cast.owner.call()).leagues.applyTeam({ divisionId, teamId: cast.team.id }))).message).toBe(M.formRequired);
    const someoneElse = await createUser(h.db);
    const theirs = await h.db
      .insertInto('formSubmissions')
      .values({ formId: form.id, versionId: form.publishedVersionId, userId: someoneElse.id, participantName: 'Someone', status: 'paid', answers: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await rejection((await cast.owner.call()).leagues.applyTeam({ divisionId, teamId: cast.team.id, submissionId: theirs.id }))).message).toBe(
      M.submissionMismatch,
    );
    const mine = await h.db
      .insertInto('formSubmissions')
      .values({
        formId: form.id,
        versionId: form.publishedVersionId,
        userId: cast.owner.user.id,
        participantName: 'Form Fillers',
        status: 'paid',
        answers: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await (await cast.owner.call()).leagues.applyTeam({ divisionId, teamId: cast.team.id, submissionId: mine.id })).state).toBe('applied');
    const seen = await (await admin.call()).leagues.entries({ divisionId });
    expect(seen.entries[0]).toMatchObject({ submissionId: mine.id, submissionStatus: 'paid' });
    expect((await (await anonymous()).leagues.entries({ divisionId })).entries).toEqual([]);
  });
});

describe('leagues: schedule', () => {
  it('previews and generates a round robin; only the league’s admins may; games are events of both teams', async () => {
    const admin = await person();
    const { divisionId } = await league(admin);
    const casts = [await teamOf('Alpha'), await teamOf('Bravo'), await teamOf('Charlie'), await teamOf('Delta')];
    await enter(admin, divisionId, casts);
    for (const caller of [await person(), casts[0]!.owner]) {
      expect((await rejection((await caller.call()).leagues.previewSchedule({ divisionId, ...slots }))).code).toBe('FORBIDDEN');
      expect((await rejection((await caller.call()).leagues.generateSchedule({ divisionId, ...slots }))).code).toBe('FORBIDDEN');
    }
    const preview = await (await admin.call()).leagues.previewSchedule({ divisionId, ...slots, blackoutDates: [day(3)] });
    expect(preview).toMatchObject({ rounds: 3, slotsNeeded: 6, slotsAvailable: 36 });
    expect(preview.games.map((game) => game.date)).not.toContain(day(3));
    const tooFew = await rejection(
      (await admin.call()).leagues.generateSchedule({ divisionId, ...slots, rounds: 'double', dates: [day(3)], times: ['18:00'] }),
    );
    expect(tooFew.message).toBe(M.tooFewSlots(12, 2));
    expect(await (await admin.call()).leagues.generateSchedule({ divisionId, ...slots, rounds: 'double' })).toEqual({ created: 12 });
    expect((await rejection((await admin.call()).leagues.generateSchedule({ divisionId, ...slots }))).message).toBe(M.scheduleExists);

    const schedule = await (await anonymous()).leagues.schedule({ divisionId });
    expect(schedule.games).toHaveLength(12);
    expect(schedule.games.every((game) => !game.canReport && !game.canConfirm)).toBe(true);
    const alpha = casts[0]!.team.id;
    const alphaGames = schedule.games.filter((game) => game.home.teamId === alpha || game.away.teamId === alpha);
    expect(alphaGames).toHaveLength(6);
    const away = alphaGames.find((game) => game.away.teamId === alpha)!;
    const event = await h.db.selectFrom('events').select(['hostingTeamId', 'title', 'locationName']).where('id', '=', away.eventId).executeTakeFirstOrThrow();
    expect(event.hostingTeamId).toBe(away.home.teamId);
    expect(event.title).toBe(`${away.home.name} vs Alpha`);
    const asCoach = await (await casts[0]!.coach.call()).leagues.schedule({ divisionId });
    expect(asCoach.games.filter((game) => game.canReport)).toHaveLength(6);
  });

  it('a league game is on both teams’ schedules, and both teams’ members answer it', async () => {
    const admin = await person();
    const { divisionId } = await league(admin);
    const [home, away] = [await teamOf('Hosts'), await teamOf('Visitors')];
    await enter(admin, divisionId, [home, away]);
    await (await admin.call()).leagues.generateSchedule({ divisionId, ...slots });
    const [game] = (await (await anonymous()).leagues.schedule({ divisionId })).games;
    const hosts = game!.home.teamId === home.team.id ? home : away;
    const visitors = hosts === home ? away : home;
    for (const cast of [hosts, visitors]) {
      const schedule = await (await cast.player.call()).teams.schedule({ teamId: cast.team.id });
      const listed = schedule.find((event) => event.id === game!.eventId);
      expect(listed?.opponentName).toBe(cast === hosts ? visitors.team.name : hosts.team.name);
      await (await cast.player.call()).teams.rsvp({ eventId: game!.eventId, answer: 'going' });
      const mine = await (await cast.player.call()).teams.myEvents({ limit: 20 });
      expect(mine.find((event) => event.eventId === game!.eventId)).toMatchObject({ teamId: cast.team.id, answer: 'going' });
    }
    // Each team counts its own members' answers, not the other side's.
    await (await visitors.coach.call()).teams.rsvp({ eventId: game!.eventId, answer: 'maybe' });
    for (const cast of [hosts, visitors]) {
      const listed = (await (await cast.owner.call()).teams.schedule({ teamId: cast.team.id })).find((event) => event.id === game!.eventId);
      expect(listed).toMatchObject({ going: 1, maybe: cast === visitors ? 1 : 0 });
    }
    expect((await rejection((await (await person()).call()).teams.rsvp({ eventId: game!.eventId, answer: 'going' }))).code).toBe('FORBIDDEN');
  });

  it('each team’s managers see and nudge their own players for a league game, the away team’s as the home team’s; others are refused', async () => {
    const admin = await person();
    const { divisionId } = await league(admin);
    const [home, away] = [await teamOf('Home Owls'), await teamOf('Away Owls')];
    await enter(admin, divisionId, [home, away]);
    await (await admin.call()).leagues.generateSchedule({ divisionId, ...slots });
    const [game] = (await (await anonymous()).leagues.schedule({ divisionId })).games;
    const eventId = game!.eventId;
    const hosts = game!.home.teamId === home.team.id ? home : away;
    const visitors = hosts === home ? away : home;
    await (await visitors.player.call()).teams.rsvp({ eventId, answer: 'going' });

    // The away coach reads the away team's answers (their player going), not the home team's.
    const awayRoster = await (await visitors.coach.call()).teams.rsvpRoster({ eventId });
    expect(awayRoster.map((row) => [row.name, row.answer]).sort()).toEqual(
      [visitors.owner, visitors.coach, visitors.player].map((cast) => [cast.user.displayName, cast === visitors.player ? 'going' : null]).sort(),
    );
    const homeRoster = await (await hosts.coach.call()).teams.rsvpRoster({ eventId, teamId: hosts.team.id });
    expect(homeRoster.map((row) => row.userId).sort()).toEqual([hosts.owner.user.id, hosts.coach.user.id, hosts.player.user.id].sort());

    // Neither coach reads the other side's, a player reads none, a stranger none; a team not playing the event is not found.
    expect((await rejection((await visitors.coach.call()).teams.rsvpRoster({ eventId, teamId: hosts.team.id }))).code).toBe('FORBIDDEN');
    expect((await rejection((await hosts.player.call()).teams.rsvpRoster({ eventId }))).code).toBe('FORBIDDEN');
    expect((await rejection((await (await person()).call()).teams.rsvpRoster({ eventId }))).code).toBe('FORBIDDEN');
    const elsewhere = await teamOf('Not Playing');
    expect((await rejection((await elsewhere.owner.call()).teams.rsvpRoster({ eventId, teamId: elsewhere.team.id }))).code).toBe('NOT_FOUND');

    // Each team nudges at its own pace: the away coach's nudge reaches the away team's silent owner only.
    expect((await (await visitors.coach.call()).teams.nudge({ eventId, teamId: visitors.team.id })).nudged).toBe(1);
    expect((await (await hosts.coach.call()).teams.nudge({ eventId })).nudged).toBe(2);
    expect((await rejection((await visitors.coach.call()).teams.nudge({ eventId }))).code).toBe('TOO_MANY_REQUESTS');
    expect((await rejection((await hosts.player.call()).teams.nudge({ eventId }))).code).toBe('FORBIDDEN');
    const nudged = await toldAmong('teamRsvpNudge', [home, away]);
    expect(nudged.map((row) => row.userId).sort()).toEqual([visitors.owner.user.id, hosts.owner.user.id, hosts.player.user.id].sort());
    const awaySchedule = await (await visitors.coach.call()).teams.schedule({ teamId: visitors.team.id });
    expect(awaySchedule.find((event) => event.id === eventId)?.nextNudgeAt).toBeInstanceOf(Date);
  });

  it('refuses a schedule with fewer than two approved teams, or dates outside the season', async () => {
    const admin = await person();
    const { divisionId } = await league(admin);
    expect((await rejection((await admin.call()).leagues.previewSchedule({ divisionId, ...slots }))).message).toBe(M.tooFewTeams);
    await enter(admin, divisionId, [await teamOf('Solo'), await teamOf('Duo')]);
    expect((await rejection((await admin.call()).leagues.previewSchedule({ divisionId, ...slots, dates: [day(400)] }))).message).toBe(M.datesOutsideSeason);
    expect((await rejection((await admin.call()).leagues.previewSchedule({ divisionId, ...slots, times: ['25:00'] }))).code).toBe('BAD_REQUEST');
    expect(
      (await rejection((await admin.call()).leagues.previewSchedule({ divisionId, ...slots, venues: Array.from({ length: 51 }, (_, i) => `V${i}`) }))).code,
    ).toBe('BAD_REQUEST');
  });

  it('rescheduling is a league admin’s, and tells both teams’ members', async () => {
    const admin = await person();
    const { divisionId } = await league(admin);
    const [home, away] = [await teamOf('Movers'), await teamOf('Shakers')];
    await enter(admin, divisionId, [home, away]);
    await (await admin.call()).leagues.generateSchedule({ divisionId, ...slots });
    const [game] = (await (await anonymous()).leagues.schedule({ divisionId })).games;
    const startsAt = new Date(`${day(20)}T23:00:00.000Z`);
    for (const caller of [await person(), home.coach, home.owner]) {
      expect((await rejection((await caller.call()).leagues.reschedule({ gameId: game!.id, startsAt }))).code).toBe('FORBIDDEN');
    }
    await (await admin.call()).leagues.reschedule({ gameId: game!.id, startsAt, venue: 'Court 9' });
    const moved = (await (await anonymous()).leagues.schedule({ divisionId })).games.find((row) => row.id === game!.id)!;
    expect(moved).toMatchObject({ startsAt, venue: 'Court 9' });
    const told = await toldAmong('leagueGameRescheduled', [home, away]);
    expect(told).toHaveLength(6);
  });
});

describe('leagues: scores and standings', () => {
  async function playing() {
    const admin = await person();
    const { divisionId } = await league(admin);
    const casts = [await teamOf('Ants'), await teamOf('Bees'), await teamOf('Crows')];
    await enter(admin, divisionId, casts);
    await (await admin.call()).leagues.generateSchedule({ divisionId, ...slots });
    const { games } = await (await anonymous()).leagues.schedule({ divisionId });
    const between = (a: TeamCast, b: TeamCast) =>
      games.find((game) => [game.home.teamId, game.away.teamId].sort().join() === [a.team.id, b.team.id].sort().join())!;
    return { admin, divisionId, casts, between };
  }

  it('a coach reports, the other team’s coach confirms, and only then it counts in the standings', async () => {
    const { divisionId, casts, between } = await playing();
    const [ants, bees] = casts as [TeamCast, TeamCast, TeamCast];
    const game = between(ants, bees);
    const antsHome = game.home.teamId === ants.team.id;
    const score = antsHome ? { homeScore: 5, awayScore: 2 } : { homeScore: 2, awayScore: 5 };
    expect(await (await ants.coach.call()).leagues.reportScore({ gameId: game.id, ...score })).toEqual({ state: 'reported' });
    expect((await (await anonymous()).leagues.standings({ divisionId })).rows.every((row) => row.played === 0)).toBe(true);
    // The reporting side cannot confirm itself; a player of the other side cannot either.
    expect((await rejection((await ants.owner.call()).leagues.confirmScore({ gameId: game.id }))).message).toBe(M.confirmNotAllowed);
    expect((await rejection((await bees.player.call()).leagues.confirmScore({ gameId: game.id }))).code).toBe('FORBIDDEN');
    await (await bees.coach.call()).leagues.confirmScore({ gameId: game.id });
    const standings = await (await anonymous()).leagues.standings({ divisionId });
    expect(standings.rows[0]).toMatchObject({ name: 'Ants', played: 1, wins: 1, points: 3, pointsFor: 5, pointsAgainst: 2 });
    expect(standings.rows.map((row) => row.name)).toEqual(['Ants', 'Crows', 'Bees']);
    // Confirmed is final: neither side reports over it.
    expect((await rejection((await bees.coach.call()).leagues.reportScore({ gameId: game.id, homeScore: 0, awayScore: 0 }))).message).toBe(M.scoreConfirmed);
  });

  it('a coach of team A cannot enter a score for B vs C, confirmed or not', async () => {
    const { admin, casts, between } = await playing();
    const [ants, bees, crows] = casts as [TeamCast, TeamCast, TeamCast];
    const game = between(bees, crows);
    for (const caller of [ants.coach, ants.owner, await person()]) {
      const refused = await rejection((await caller.call()).leagues.reportScore({ gameId: game.id, homeScore: 1, awayScore: 0 }));
      expect([refused.code, refused.message]).toEqual(['FORBIDDEN', M.reportNotAllowed]);
    }
    expect((await (await admin.call()).leagues.reportScore({ gameId: game.id, homeScore: 3, awayScore: 3 })).state).toBe('confirmed');
    const refused = await rejection((await ants.coach.call()).leagues.reportScore({ gameId: game.id, homeScore: 9, awayScore: 0 }));
    expect(refused.code).toBe('FORBIDDEN');
    expect((await rejection((await ants.coach.call()).leagues.confirmScore({ gameId: game.id }))).code).toBe('FORBIDDEN');
    expect((await rejection((await ants.coach.call()).leagues.disputeScore({ gameId: game.id }))).code).toBe('FORBIDDEN');
  });

  it('the other side disputes; a new report or a league admin settles it', async () => {
    const { admin, divisionId, casts, between } = await playing();
    const [ants, , crows] = casts as [TeamCast, TeamCast, TeamCast];
    const game = between(ants, crows);
    await (await ants.coach.call()).leagues.reportScore({ gameId: game.id, homeScore: 4, awayScore: 1 });
    expect((await rejection((await ants.coach.call()).leagues.disputeScore({ gameId: game.id }))).code).toBe('FORBIDDEN');
    expect((await rejection((await (await person()).call()).leagues.disputeScore({ gameId: game.id }))).code).toBe('FORBIDDEN');
    await (await crows.coach.call()).leagues.disputeScore({ gameId: game.id });
    let row = (await (await anonymous()).leagues.schedule({ divisionId })).games.find((g) => g.id === game.id)!;
    expect(row.report).toMatchObject({ state: 'disputed', homeScore: 4, awayScore: 1 });
    expect((await rejection((await crows.coach.call()).leagues.confirmScore({ gameId: game.id }))).message).toBe(M.nothingToConfirm);
    await (await admin.call()).leagues.confirmScore({ gameId: game.id });
    row = (await (await anonymous()).leagues.schedule({ divisionId })).games.find((g) => g.id === game.id)!;
    expect(row).toMatchObject({ status: 'final', homeScore: 4, awayScore: 1, report: { state: 'confirmed' } });
  });

  it('a team withdrawing after approval: its unplayed games go, played ones stay and count; the other teams are told', async () => {
    const { admin, divisionId, casts, between } = await playing();
    const [ants, bees, crows] = casts as [TeamCast, TeamCast, TeamCast];
    await (await admin.call()).leagues.reportScore({ gameId: between(ants, bees).id, ...scoreFor(between(ants, bees), ants.team.id, 3, 0) });
    const { entries } = await (await admin.call()).leagues.entries({ divisionId });
    const antsEntry = entries.find((entry) => entry.team.id === ants.team.id)!;
    for (const caller of [await person(), bees.owner, ants.player]) {
      expect((await rejection((await caller.call()).leagues.withdraw({ entryId: antsEntry.id }))).code).toBe('FORBIDDEN');
    }
    await (await ants.owner.call()).leagues.withdraw({ entryId: antsEntry.id });
    const { games } = await (await anonymous()).leagues.schedule({ divisionId });
    expect(games.map((game) => game.id).sort()).toEqual([between(ants, bees).id, between(bees, crows).id].sort());
    expect(await h.db.selectFrom('events').select('id').where('id', '=', between(ants, crows).eventId).execute()).toEqual([]);
    const told = await toldAmong('leagueTeamWithdrew', [bees, crows]);
    expect(told.map((row) => row.userId).sort()).toEqual([crows.owner.user.id, crows.coach.user.id, crows.player.user.id].sort());
  });

  it('deleting a division is its league admins’ alone: its unplayed games leave both teams’ schedules, the played one stays, and the teams are told', async () => {
    const { admin, divisionId, casts, between } = await playing();
    const [ants, bees, crows] = casts as [TeamCast, TeamCast, TeamCast];
    const played = between(ants, bees);
    await (await admin.call()).leagues.reportScore({ gameId: played.id, ...scoreFor(played, ants.team.id, 3, 0) });
    for (const caller of [await person(), ants.owner, bees.coach]) {
      const refused = await rejection((await caller.call()).leagues.deleteDivision({ divisionId }));
      expect([refused.code, refused.message]).toEqual(['FORBIDDEN', M.onlyLeagueAdmins]);
    }
    expect((await rejection((await anonymous()).leagues.deleteDivision({ divisionId }))).code).toBe('UNAUTHORIZED');
    expect(await (await admin.call()).leagues.deleteDivision({ divisionId })).toEqual({ games: 2 });
    expect((await rejection((await anonymous()).leagues.standings({ divisionId }))).code).toBe('NOT_FOUND');
    const left = await h.db
      .selectFrom('events')
      .select('id')
      .where('id', 'in', [played.eventId, between(ants, crows).eventId, between(bees, crows).eventId])
      .execute();
    expect(left.map((row) => row.id)).toEqual([played.eventId]);
    const game = await h.db.selectFrom('games').select(['status', 'divisionId']).where('id', '=', played.id).executeTakeFirstOrThrow();
    expect(game).toEqual({ status: 'final', divisionId: null });
    const told = await toldAmong('leagueDeleted', casts);
    expect(told).toHaveLength(9);
    expect(told[0]!.message).toMatch(/Open A was deleted: its 2 unplayed games were removed from your schedule$/);
    expect((await rejection((await admin.call()).leagues.deleteDivision({ divisionId }))).message).toBe(M.divisionNotFound);
  });

  it('deleting a season, then the league: a club member may not, a club admin may; the league then answers not found', async () => {
    const clubOwner = await person();
    const clubAdmin = await person();
    const clubMember = await person();
    const club = await createClub(h.db, 'Deleting Club', clubOwner.user.id, {
      [clubOwner.user.id]: 'owner',
      [clubAdmin.user.id]: 'admin',
      [clubMember.user.id]: 'member',
    });
    const { id: leagueId } = await (
      await clubOwner.call()
    ).leagues.create({ name: `Short-Lived ${++count}`, organizationId: club.id, sport: 'Pickleball', city: austin });
    const season = { name: 'Summer', startsOn: day(1), endsOn: day(60), registrationOpensOn: day(-1), registrationClosesOn: day(10), blackoutDates: [] };
    const { id: seasonId } = await (await clubAdmin.call()).leagues.createSeason({ leagueId, season });
    const { id: divisionId } = await (await clubAdmin.call()).leagues.createDivision({ seasonId, division: { name: 'Summer A' } });
    await (await clubAdmin.call()).leagues.updateSeason({ seasonId, season, status: 'published' });
    const casts = [await teamOf('Deer'), await teamOf('Elks')];
    await enter(clubAdmin, divisionId, casts);
    await (await clubAdmin.call()).leagues.generateSchedule({ divisionId, ...slots });

    expect((await rejection((await clubMember.call()).leagues.deleteSeason({ seasonId }))).code).toBe('FORBIDDEN');
    expect((await rejection((await casts[0]!.owner.call()).leagues.deleteSeason({ seasonId }))).code).toBe('FORBIDDEN');
    expect(await (await clubAdmin.call()).leagues.deleteSeason({ seasonId })).toEqual({ games: 1 });
    expect((await (await anonymous()).leagues.get({ leagueId })).seasons).toEqual([]);
    const teamGames = await h.db
      .selectFrom('events')
      .select('id')
      .where(
        'hostingTeamId',
        'in',
        casts.map((cast) => cast.team.id),
      )
      .execute();
    expect(teamGames).toEqual([]);

    for (const caller of [clubMember, await person()]) {
      expect((await rejection((await caller.call()).leagues.delete({ leagueId }))).code).toBe('FORBIDDEN');
    }
    expect(await (await clubAdmin.call()).leagues.delete({ leagueId })).toEqual({ games: 0 });
    expect((await rejection((await anonymous()).leagues.get({ leagueId }))).message).toBe(M.notFound);
    expect((await (await anonymous()).leagues.search({ organizationId: club.id })).leagues).toEqual([]);
    expect((await rejection((await clubOwner.call()).leagues.delete({ leagueId }))).code).toBe('NOT_FOUND');
  });

  it('seeds playoffs from the standings with the existing brackets; only a league admin may', async () => {
    const { admin, divisionId, casts, between } = await playing();
    const [ants, bees, crows] = casts as [TeamCast, TeamCast, TeamCast];
    await (await admin.call()).leagues.reportScore({ gameId: between(ants, bees).id, ...scoreFor(between(ants, bees), ants.team.id, 3, 0) });
    await (await admin.call()).leagues.reportScore({ gameId: between(bees, crows).id, ...scoreFor(between(bees, crows), bees.team.id, 2, 1) });
    const input = { divisionId, size: 2, startsAt: new Date(`${day(60)}T23:00:00.000Z`), venue: 'Center Court' };
    for (const caller of [await person(), ants.owner]) expect((await rejection((await caller.call()).leagues.seedPlayoffs(input))).code).toBe('FORBIDDEN');
    expect((await rejection((await admin.call()).leagues.seedPlayoffs({ ...input, size: 4 }))).message).toBe(M.tooFewForPlayoffs);
    const { eventId } = await (await admin.call()).leagues.seedPlayoffs(input);
    const games = await h.db.selectFrom('games').select(['homeName', 'awayName']).where('eventId', '=', eventId).execute();
    expect(games).toEqual([{ homeName: 'Ants', awayName: 'Bees' }]);
    const event = await h.db.selectFrom('events').select('hostingTeamId').where('id', '=', eventId).executeTakeFirstOrThrow();
    expect(event.hostingTeamId).toBe(ants.team.id);
    expect(crows.team.id).toBeTruthy();
    // The division records its playoffs: everyone who reads the league finds the bracket.
    const { leagueId } = await h.db
      .selectFrom('leagueDivisions as d')
      .innerJoin('leagueSeasons as s', 's.id', 'd.seasonId')
      .select('s.leagueId')
      .where('d.id', '=', divisionId)
      .executeTakeFirstOrThrow();
    const read = await (await anonymous()).leagues.get({ leagueId });
    expect(read.seasons[0]!.divisions[0]!.playoffEventId).toBe(eventId);
    expect((await (await anonymous()).games.bracket({ eventId }))?.matches.length).toBeGreaterThan(0);
    // Seeded once: a second time is refused, and nothing new is made.
    const again = await rejection((await admin.call()).leagues.seedPlayoffs(input));
    expect([again.code, again.message]).toEqual(['CONFLICT', M.playoffsSeeded]);
    const playoffEvents = await h.db.selectFrom('events').select('id').where('creatorId', '=', admin.user.id).where('title', 'like', '%Playoffs').execute();
    expect(playoffEvents).toHaveLength(1);
  });
});

const scoreFor = (game: { home: { teamId: string | null } }, winnerId: string, won: number, lost: number) =>
  game.home.teamId === winnerId ? { homeScore: won, awayScore: lost } : { homeScore: lost, awayScore: won };

describe('leagues: search and mine', () => {
  it('finds leagues by name, sport, city and dates, those open for registration first', async () => {
    const admin = await person();
    const tag = `Zq${++count}x`;
    const closed = await league(admin, { name: `${tag} Closed`, registration: [-30, -2] });
    const open = await league(admin, { name: `${tag} Open` });
    await league(admin, { name: `${tag} Draft`, status: 'draft' });
    const found = await (await anonymous()).leagues.search({ q: tag });
    expect(found.leagues.map((row) => [row.name, row.openForRegistration])).toEqual([
      [`${tag} Open`, true],
      [`${tag} Closed`, false],
      [`${tag} Draft`, false],
    ]);
    expect(found.leagues[0]!.season).toMatchObject({ name: 'Spring' });
    expect((await (await anonymous()).leagues.search({ q: tag, sport: 'Tennis' })).leagues).toEqual([]);
    expect((await (await anonymous()).leagues.search({ q: tag, city: 'austin' })).leagues).toHaveLength(3);
    expect((await (await anonymous()).leagues.search({ q: tag, lat: 30.3, lng: -97.7, radiusKm: 20 })).leagues[0]!.distanceKm).toBeLessThan(20);
    expect((await (await anonymous()).leagues.search({ q: tag, lat: 40.7, lng: -74, radiusKm: 20 })).leagues).toEqual([]);
    expect((await (await anonymous()).leagues.search({ q: tag, from: day(200), to: day(300) })).leagues).toEqual([]);
    expect((await (await anonymous()).leagues.search({ q: tag, limit: 1 })).nextCursor).toBe(1);
    expect((await (await anonymous()).leagues.search({ q: '%_\\' })).leagues).toEqual([]);
    expect((await rejection((await anonymous()).leagues.search({ q: 'x'.repeat(101) }))).code).toBe('BAD_REQUEST');
    expect(closed.leagueId && open.leagueId).toBeTruthy();
  });

  it('mine lists the leagues I run and those my teams play in', async () => {
    const admin = await person();
    const { leagueId, divisionId } = await league(admin, { name: 'Mine League' });
    const cast = await teamOf('Mine Players');
    await enter(admin, divisionId, [cast]);
    expect((await (await admin.call()).leagues.mine()).leagues).toEqual([
      { id: leagueId, name: 'Mine League', sport: 'Pickleball', cityName: 'Austin, TX', runs: true, teams: [] },
    ]);
    expect((await (await cast.player.call()).leagues.mine()).leagues).toEqual([
      { id: leagueId, name: 'Mine League', sport: 'Pickleball', cityName: 'Austin, TX', runs: false, teams: [{ id: cast.team.id, name: 'Mine Players' }] },
    ]);
    expect((await (await (await person()).call()).leagues.mine()).leagues).toEqual([]);
    expect((await rejection((await anonymous()).leagues.mine())).code).toBe('UNAUTHORIZED');
  });
});
