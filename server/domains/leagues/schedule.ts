import { sql } from 'kysely';
import type { Deps } from '../../deps.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { LEAGUE_MESSAGES as M } from '../../../shared/leagues/messages.ts';
import { LEAGUE_LIMITS as L, LEAGUE_WORDS, type ScoreState } from '../../../shared/leagues/leagues.ts';
import type { GameStatus } from '../../../shared/games/games.ts';
import type { ScheduleRequest } from '../../../shared/leagues/schemas.ts';
import { placeGeoFields } from '../places/place-geo.ts';
import { scheduleEventJobs, scheduleManyEventJobs } from '../events/schedule-jobs.ts';
import { publishGamesChange } from '../games/game-rows.ts';
import { describeWhen, zonedInstant } from '../../time/event-time.ts';
import { divisionContext, leagueAllows, requireLeaguePermission, teamAllows, type DivisionContext } from './league-access.ts';
import { placeGames, roundRobinPairings, type PlacedGame } from './round-robin.ts';
import { leaguePath, notifyTeams } from './notify.ts';

interface EntrantTeam {
  id: string;
  name: string;
}

/** The division's approved teams in a fixed order (name, then id), so a schedule is reproducible. */
async function approvedTeams(db: Database, divisionId: string): Promise<EntrantTeam[]> {
  return db
    .selectFrom('divisionEntries as e')
    .innerJoin('teams as t', 't.id', 'e.teamId')
    .select(['t.id', 't.name'])
    .where('e.divisionId', '=', divisionId)
    .where('e.state', '=', 'approved')
    .where('t.deletedAt', 'is', null)
    .orderBy('t.name')
    .orderBy('t.id')
    .execute();
}

/** Where the league plays: its city's point and zone (every game of a generated schedule is there, at one of the named venues). */
function leaguePlace(division: DivisionContext) {
  if (division.lat === null || division.lng === null) throw new AppError('BAD_REQUEST', M.leagueNeedsCity);
  return { lat: division.lat, lng: division.lng, ...placeGeoFields(division.lat, division.lng) };
}

/**
 * The planned games of a request: the approved teams' round robin placed in the chosen slots,
 * skipping the season's and the request's blackout dates. Refused with the counts when the slots
 * are too few.
 */
async function plan(db: Database, userId: string, request: ScheduleRequest) {
  const division = await divisionContext(db, request.divisionId, userId);
  await requireLeaguePermission(db, userId, division.leagueId);
  const place = leaguePlace(division);
  if (request.dates.some((day) => day < division.startsOn || day > division.endsOn)) throw new AppError('BAD_REQUEST', M.datesOutsideSeason);
  const teams = await approvedTeams(db, division.id);
  if (teams.length < L.teamsPerDivisionMin) throw new AppError('BAD_REQUEST', M.tooFewTeams);
  if (teams.length > L.teamsPerDivisionMax) throw new AppError('BAD_REQUEST', M.tooManyTeams);
  const pairings = roundRobinPairings(teams, request.rounds);
  const placement = placeGames(
    pairings,
    { dates: request.dates, times: request.times, venues: request.venues, blackoutDates: [...division.blackoutDates, ...request.blackoutDates] },
    (team) => team.id,
  );
  if (!placement.ok) throw new AppError('BAD_REQUEST', M.tooFewSlots(placement.slotsNeeded, placement.slotsAvailable));
  const rounds = pairings.reduce((most, game) => Math.max(most, game.round), 0);
  return { division, place, games: placement.games, rounds, slotsAvailable: placement.slotsAvailable };
}

const startOf = (game: PlacedGame<EntrantTeam>, timezone: string) => zonedInstant(game.date, game.time, timezone);

export async function previewSchedule(db: Database, userId: string, request: ScheduleRequest) {
  const { place, games, rounds, slotsAvailable } = await plan(db, userId, request);
  return {
    games: games.map((game) => ({
      round: game.round,
      homeTeamId: game.home.id,
      homeName: game.home.name,
      awayTeamId: game.away.id,
      awayName: game.away.name,
      date: game.date,
      time: game.time,
      startsAt: startOf(game, place.timezone),
      venue: game.venue,
    })),
    rounds,
    slotsNeeded: games.length,
    slotsAvailable,
  };
}

/**
 * Creates the schedule: one event per game, hosted by the home team, with a games row naming both
 * teams and the division. Both teams' members see it on their schedules and answer as for any team
 * event. One transaction; a division that already has games is refused (the division row is locked
 * first, so two generations cannot both pass that check).
 */
export async function generateSchedule(
  deps: Deps<'db' | 'jobs'>,
  userId: string,
  request: ScheduleRequest,
  now: Date = new Date(),
): Promise<{ created: number }> {
  return deps.db.transaction().execute(async (trx) => {
    await trx.selectFrom('leagueDivisions').select('id').where('id', '=', request.divisionId).forUpdate().execute();
    const { division, place, games } = await plan(trx, userId, request);
    const existing = await trx.selectFrom('games').select('id').where('divisionId', '=', division.id).executeTakeFirst();
    if (existing) throw new AppError('CONFLICT', M.scheduleExists);
    if (!division.sport) throw new AppError('BAD_REQUEST', M.leagueNeedsSport);
    const events = await trx
      .insertInto('events')
      .values(
        games.map((game) => {
          const startsAt = startOf(game, place.timezone);
          return {
            title: LEAGUE_WORDS.gameVs(game.home.name, game.away.name),
            gameType: division.sport!,
            description: `${division.leagueName}: ${division.seasonName}, ${division.name}`,
            durationMinutes: request.gameMinutes,
            timezone: place.timezone,
            locationName: game.venue,
            lat: place.lat,
            lng: place.lng,
            geohash: place.geohash,
            hostingTeamId: game.home.id,
            teamName: game.home.name,
            creatorId: userId,
            startsAt,
            endsAt: new Date(startsAt.getTime() + request.gameMinutes * 60_000),
          };
        }),
      )
      .returning(['id', 'startsAt'])
      .execute();
    const rows = await trx
      .insertInto('games')
      .values(
        games.map((game, index) => ({
          eventId: events[index]!.id,
          homeTeamId: game.home.id,
          homeName: game.home.name,
          awayTeamId: game.away.id,
          awayName: game.away.name,
          startsAt: events[index]!.startsAt,
          court: game.venue,
          divisionId: division.id,
          leagueRound: game.round,
          createdBy: userId,
        })),
      )
      .returning(['id', 'status', 'homeScore', 'awayScore', 'periods', 'winner'])
      .execute();
    await trx
      .insertInto('gameChanges')
      .values(rows.map((row) => ({ gameId: row.id, changedBy: userId, before: null, after: JSON.stringify(snapshot(row)), reason: 'Created' })))
      .execute();
    await scheduleManyEventJobs(
      { ...deps, db: trx },
      events.map((event) => ({ id: event.id, startsAt: event.startsAt, hasMinimumNeeded: false, minimumCutoffHours: null })),
      now,
    );
    return { created: rows.length };
  });
}

const snapshot = (row: { status: string; homeScore: number; awayScore: number; periods: unknown; winner: string | null }) => ({
  status: row.status,
  homeScore: row.homeScore,
  awayScore: row.awayScore,
  periods: row.periods,
  winner: row.winner,
});

/** The teams whose coaches and admins (reportLeagueScores) the viewer is: for canReport and canConfirm. */
async function teamsReporting(db: Database, viewerId: string | null, teamIds: string[]): Promise<Set<string>> {
  if (!viewerId || teamIds.length === 0) return new Set();
  const allowed = await Promise.all(
    [...new Set(teamIds)].map(async (teamId) => ((await teamAllows(db, viewerId, teamId, 'reportLeagueScores')) ? teamId : null)),
  );
  return new Set(allowed.filter((teamId): teamId is string => teamId !== null));
}

/** A division's games in time order, each with its score report and what the viewer may do with it. Public, like the standings. */
export async function divisionSchedule(db: Database, viewerId: string | null, divisionId: string) {
  const division = await divisionContext(db, divisionId, viewerId);
  const [manages, rows] = await Promise.all([
    leagueAllows(db, viewerId, division.leagueId, 'confirmLeagueScores'),
    db
      .selectFrom('games as g')
      .innerJoin('events as e', 'e.id', 'g.eventId')
      .leftJoin('leagueScoreReports as r', 'r.gameId', 'g.id')
      .select([
        'g.id',
        'g.eventId',
        'g.leagueRound',
        'g.startsAt',
        'e.timezone',
        'e.locationName',
        'e.cancelled',
        'g.homeTeamId',
        'g.homeName',
        'g.awayTeamId',
        'g.awayName',
        'g.status',
        'g.homeScore',
        'g.awayScore',
        'g.winner',
        'r.state as reportState',
        'r.homeScore as reportHome',
        'r.awayScore as reportAway',
        'r.reportedSide',
      ])
      .where('g.divisionId', '=', division.id)
      .orderBy('g.startsAt')
      .orderBy('g.leagueRound')
      .orderBy('g.id')
      .limit(L.scheduleListed)
      .execute(),
  ]);
  const reporting = await teamsReporting(
    db,
    viewerId,
    rows.flatMap((row) => [row.homeTeamId, row.awayTeamId].filter((id): id is string => id !== null)),
  );
  return {
    manages,
    games: rows.map((row) => {
      const side = row.homeTeamId && reporting.has(row.homeTeamId) ? 'home' : row.awayTeamId && reporting.has(row.awayTeamId) ? 'away' : null;
      const state = (row.reportState as ScoreState | null) ?? null;
      const open = !row.cancelled && state !== 'confirmed';
      const otherSide = row.reportedSide === 'home' ? row.awayTeamId : row.reportedSide === 'away' ? row.homeTeamId : null;
      return {
        id: row.id,
        eventId: row.eventId,
        round: row.leagueRound,
        startsAt: row.startsAt,
        timezone: row.timezone,
        venue: row.locationName,
        cancelled: row.cancelled,
        home: { teamId: row.homeTeamId, name: row.homeName },
        away: { teamId: row.awayTeamId, name: row.awayName },
        status: row.status as GameStatus,
        homeScore: row.homeScore,
        awayScore: row.awayScore,
        winner: row.winner,
        report: state
          ? { state, homeScore: row.reportHome!, awayScore: row.reportAway!, reportedSide: (row.reportedSide as 'home' | 'away' | null) ?? null }
          : null,
        canReport: open && (manages || side !== null),
        canConfirm: open && state === 'reported' && (manages || (otherSide !== null && reporting.has(otherSide))),
      };
    }),
  };
}

/** A league game with its division's league, locked for a change. */
export async function lockedLeagueGame(trx: Database, gameId: string) {
  const game = await trx
    .selectFrom('games as g')
    .innerJoin('leagueDivisions as d', 'd.id', 'g.divisionId')
    .innerJoin('leagueSeasons as s', 's.id', 'd.seasonId')
    .innerJoin('leagues as l', 'l.id', 's.leagueId')
    .innerJoin('events as e', 'e.id', 'g.eventId')
    .select([
      'g.id',
      'g.eventId',
      'g.divisionId',
      'g.homeTeamId',
      'g.awayTeamId',
      'g.homeName',
      'g.awayName',
      'g.status',
      'g.version',
      'g.homeScore',
      'g.awayScore',
      'g.periods',
      'g.winner',
      's.leagueId',
      'e.timezone',
      'e.durationMinutes',
      'e.cancelled',
    ])
    .where('g.id', '=', gameId)
    .where('l.deletedAt', 'is', null)
    .forUpdate('g')
    .executeTakeFirst();
  if (!game) throw new AppError('NOT_FOUND', M.gameNotFound);
  return game;
}

/**
 * A league admin moves a game (and its event) to another time, and optionally venue; both teams'
 * members are told. The event's reminder is scheduled again for the new start.
 */
export async function rescheduleGame(
  deps: Deps<'db' | 'jobs' | 'env'>,
  userId: string,
  input: { gameId: string; startsAt: Date; venue?: string },
  now: Date = new Date(),
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const game = await lockedLeagueGame(trx, input.gameId);
    await requireLeaguePermission(trx, userId, game.leagueId);
    if (game.cancelled) throw new AppError('CONFLICT', M.gameCancelled);
    const endsAt = new Date(input.startsAt.getTime() + game.durationMinutes * 60_000);
    await trx
      .updateTable('events')
      .set({ startsAt: input.startsAt, endsAt, ...(input.venue ? { locationName: input.venue } : {}), updatedAt: new Date() })
      .where('id', '=', game.eventId)
      .execute();
    await trx
      .updateTable('games')
      .set({ startsAt: input.startsAt, ...(input.venue ? { court: input.venue } : {}), version: sql`version + 1`, updatedAt: new Date() })
      .where('id', '=', game.id)
      .execute();
    await scheduleEventJobs({ ...deps, db: trx }, { id: game.eventId, startsAt: input.startsAt, hasMinimumNeeded: false, minimumCutoffHours: null }, now);
    await publishGamesChange(trx, game.eventId, game.id);
    const title = LEAGUE_WORDS.gameVs(game.homeName, game.awayName);
    const where = input.venue ? `${describeWhen(input.startsAt, game.timezone)} at ${input.venue}` : describeWhen(input.startsAt, game.timezone);
    await notifyTeams(
      { ...deps, db: trx },
      [game.homeTeamId, game.awayTeamId].filter((id): id is string => id !== null),
      null,
      {
        type: 'leagueGameRescheduled',
        title: M.rescheduledTitle,
        message: M.rescheduledMessage(title, where),
        data: { leagueId: game.leagueId, gameId: game.id, eventId: game.eventId, url: leaguePath(game.leagueId) },
      },
    );
  });
}
