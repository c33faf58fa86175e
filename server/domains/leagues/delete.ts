import { sql } from 'kysely';
import type { Deps } from '../../deps.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { LEAGUE_MESSAGES as M } from '../../../shared/leagues/messages.ts';
import { requireLeaguePermission } from './league-access.ts';
import { leaguePath, notifyTeams } from './notify.ts';
import { removeGameEvents, unplayedGames } from './unplayed-games.ts';

type NotifyDeps = Deps<'db' | 'jobs' | 'env'>;

/**
 * Deleting a league, one of its seasons or one of its divisions, by its admins (manageLeague).
 * In one transaction: the games not yet played go with their events (off every team's schedule),
 * and playoffs not yet started with them; games played stay on the teams' schedules with their
 * scores, no longer tied to a division. The approved teams' members are told once.
 */
async function cancelUnplayed(deps: NotifyDeps, divisionIds: string[], removed: { leagueId: string; name: string }, now: Date): Promise<{ games: number }> {
  if (divisionIds.length === 0) return { games: 0 };
  const trx = deps.db;
  const games = await unplayedGames(trx, divisionIds);
  await removeGameEvents(trx, games);
  await trx
    .deleteFrom('events')
    .where('id', 'in', trx.selectFrom('leagueDivisions').select('playoffEventId').where('id', 'in', divisionIds).where('playoffEventId', 'is not', null))
    .where('startsAt', '>', now)
    .execute();
  const teams = await trx
    .selectFrom('divisionEntries')
    .select('teamId')
    .distinct()
    .where('divisionId', 'in', divisionIds)
    .where('state', '=', 'approved')
    .execute();
  await notifyTeams(
    deps,
    teams.map((team) => team.teamId),
    null,
    {
      type: 'leagueDeleted',
      title: M.deletedTitle,
      message: M.deletedMessage(removed.name, games.length),
      data: { leagueId: removed.leagueId, url: leaguePath(removed.leagueId) },
    },
  );
  return { games: games.length };
}

/** The divisions of a league's seasons, or of one season: one statement. */
async function divisionIdsOf(trx: Database, of: { leagueId: string } | { seasonId: string }): Promise<string[]> {
  const rows = await trx
    .selectFrom('leagueDivisions as d')
    .innerJoin('leagueSeasons as s', 's.id', 'd.seasonId')
    .select('d.id')
    .where('leagueId' in of ? 's.leagueId' : 's.id', '=', 'leagueId' in of ? of.leagueId : of.seasonId)
    .execute();
  return rows.map((row) => row.id);
}

/** The league is kept as deleted (its id answers 'League not found'); its seasons and divisions stay with it, unseen. */
export async function deleteLeague(deps: NotifyDeps, userId: string, leagueId: string, now: Date = new Date()): Promise<{ games: number }> {
  return deps.db.transaction().execute(async (trx) => {
    const league = await trx
      .selectFrom('leagues')
      .select(['id', 'name'])
      .where('id', '=', leagueId)
      .where('deletedAt', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!league) throw new AppError('NOT_FOUND', M.notFound);
    await requireLeaguePermission(trx, userId, league.id);
    const divisionIds = await divisionIdsOf(trx, { leagueId: league.id });
    const removed = await cancelUnplayed({ ...deps, db: trx }, divisionIds, { leagueId: league.id, name: league.name }, now);
    await trx.updateTable('leagues').set({ deletedAt: now, updatedAt: now }).where('id', '=', league.id).execute();
    return removed;
  });
}

/** A season goes with its divisions and their entries. */
export async function deleteLeagueSeason(deps: NotifyDeps, userId: string, seasonId: string, now: Date = new Date()): Promise<{ games: number }> {
  return deps.db.transaction().execute(async (trx) => {
    const season = await trx
      .selectFrom('leagueSeasons as s')
      .innerJoin('leagues as l', 'l.id', 's.leagueId')
      .select(['s.id', 's.leagueId', sql<string>`l.name || ': ' || s.name`.as('label')])
      .where('s.id', '=', seasonId)
      .where('l.deletedAt', 'is', null)
      .forUpdate('s')
      .executeTakeFirst();
    if (!season) throw new AppError('NOT_FOUND', M.seasonNotFound);
    await requireLeaguePermission(trx, userId, season.leagueId);
    const divisionIds = await divisionIdsOf(trx, { seasonId: season.id });
    const removed = await cancelUnplayed({ ...deps, db: trx }, divisionIds, { leagueId: season.leagueId, name: season.label }, now);
    await trx.deleteFrom('leagueSeasons').where('id', '=', season.id).execute();
    return removed;
  });
}

/** A division goes with its entries. */
export async function deleteDivision(deps: NotifyDeps, userId: string, divisionId: string, now: Date = new Date()): Promise<{ games: number }> {
  return deps.db.transaction().execute(async (trx) => {
    const division = await trx
      .selectFrom('leagueDivisions as d')
      .innerJoin('leagueSeasons as s', 's.id', 'd.seasonId')
      .innerJoin('leagues as l', 'l.id', 's.leagueId')
      .select(['d.id', 's.leagueId', sql<string>`l.name || ': ' || d.name`.as('label')])
      .where('d.id', '=', divisionId)
      .where('l.deletedAt', 'is', null)
      .forUpdate('d')
      .executeTakeFirst();
    if (!division) throw new AppError('NOT_FOUND', M.divisionNotFound);
    await requireLeaguePermission(trx, userId, division.leagueId);
    const removed = await cancelUnplayed({ ...deps, db: trx }, [division.id], { leagueId: division.leagueId, name: division.label }, now);
    await trx.deleteFrom('leagueDivisions').where('id', '=', division.id).execute();
    return removed;
  });
}
