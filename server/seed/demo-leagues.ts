import type { DomainDeps } from '../deps.ts';
import { createLeague } from '../domains/leagues/leagues.ts';
import { createDivision, createLeagueSeason, updateLeagueSeason } from '../domains/leagues/seasons.ts';
import { applyToDivision, decideEntry } from '../domains/leagues/entries.ts';
import { generateSchedule } from '../domains/leagues/schedule.ts';
import { reportScore } from '../domains/leagues/scores.ts';
import { addDaysToDate } from '../time/event-time.ts';

export const DEMO_LEAGUE_NAME = 'Austin Pickleball League';
const AUSTIN = { name: 'Austin, TX', lat: 30.2672, lng: -97.7431 };

/** The league's other teams, each owned by another demo player (the Austin Dinkers are the organiser's). */
const OTHER_TEAMS: [name: string, ownerEmail: string][] = [
  ['East Side Paddlers', 'player.austin1@rally.test'],
  ['South Congress Smashers', 'player.austin2@rally.test'],
  ['Hyde Park Volleys', 'player.austin3@rally.test'],
];

/** The confirmed results of the first two rounds, by home team: [home score, away score]. */
const RESULTS = [
  [11, 7],
  [9, 11],
  [11, 4],
  [11, 11],
];

/**
 * Leagues demo data (issue 34): the Austin organiser's league with a season open for registration,
 * one division of four teams of different owners, a single round robin started two weeks ago and
 * the first two rounds' scores confirmed, so a signed-out visitor sees a schedule and standings.
 * Skipped when the demo people or the Austin team are missing, or the league exists.
 */
export async function seedDemoLeagues(deps: DomainDeps): Promise<void> {
  const { db } = deps;
  const now = deps.clock.now();
  const users = new Map(
    (await db.selectFrom('users').select(['id', 'email']).where('email', 'like', '%@rally.test').execute()).map((user) => [user.email, user.id]),
  );
  const organiser = users.get('organiser.austin@rally.test');
  const dinkers = await db.selectFrom('teams').select('id').where('name', '=', 'Austin Dinkers').where('deletedAt', 'is', null).executeTakeFirst();
  if (!organiser || !dinkers || OTHER_TEAMS.some(([, email]) => !users.has(email))) return;
  if (await db.selectFrom('leagues').select('id').where('name', '=', DEMO_LEAGUE_NAME).where('creatorId', '=', organiser).executeTakeFirst()) return;

  const entrants = [{ teamId: dinkers.id, ownerId: organiser }];
  for (const [name, email] of OTHER_TEAMS) {
    const ownerId = users.get(email)!;
    const team = await db
      .insertInto('teams')
      .values({ name, creatorId: ownerId, gameType: 'Pickleball', cityName: AUSTIN.name, lat: AUSTIN.lat, lng: AUSTIN.lng, privacy: 'public' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('teamMembers').values({ teamId: team.id, userId: ownerId, role: 'owner', state: 'active' }).execute();
    entrants.push({ teamId: team.id, ownerId });
  }

  const today = now.toISOString().slice(0, 10);
  const startsOn = addDaysToDate(today, -14);
  const { id: leagueId } = await createLeague(db, organiser, {
    name: DEMO_LEAGUE_NAME,
    sport: 'Pickleball',
    city: AUSTIN,
    about: 'Weeknight doubles for Austin teams: a single round robin, then playoffs for the top two.',
  });
  const season = {
    name: 'Winter season',
    startsOn,
    endsOn: addDaysToDate(today, 90),
    registrationOpensOn: addDaysToDate(today, -30),
    registrationClosesOn: addDaysToDate(today, 30),
    blackoutDates: [],
  };
  const { id: seasonId } = await createLeagueSeason(db, organiser, leagueId, season);
  await updateLeagueSeason(db, organiser, seasonId, season, 'published');
  const { id: divisionId } = await createDivision(db, organiser, seasonId, {
    name: 'Open doubles',
    maxTeams: 8,
    tieBreakers: ['headToHead', 'pointDifference'],
    formId: null,
  });
  for (const entrant of entrants) {
    const { entryId } = await applyToDivision(db, entrant.ownerId, { divisionId, teamId: entrant.teamId }, now);
    await decideEntry(deps, organiser, entryId, true);
  }
  await generateSchedule(
    deps,
    organiser,
    {
      divisionId,
      rounds: 'single',
      dates: [0, 7, 14].map((offset) => addDaysToDate(startsOn, offset)),
      times: ['18:30'],
      venues: ['Court 1', 'Court 2'],
      blackoutDates: [],
      gameMinutes: 90,
    },
    now,
  );
  const played = await db
    .selectFrom('games')
    .select('id')
    .where('divisionId', '=', divisionId)
    .orderBy('leagueRound')
    .orderBy('court')
    .limit(RESULTS.length)
    .execute();
  for (const [index, game] of played.entries()) {
    const [homeScore, awayScore] = RESULTS[index]!;
    await reportScore(db, organiser, { gameId: game.id, homeScore: homeScore!, awayScore: awayScore! });
  }
}
