import type { Database } from '../../db/database.ts';
import { executePreparedTakeFirst } from '../../db/prepared.ts';
import { AppError } from '../../errors/app-error.ts';
import { can, requirePermission, type Actor } from '../../access/permissions.ts';
import { LEAGUE_MESSAGES as M } from '../../../shared/leagues/messages.ts';
import { blackoutDays } from './dates.ts';
import type { Permission } from '../../../shared/access/access.ts';

const actorOf = (userId: string | null): Actor => (userId ? { userId } : null);

/** A league that exists (not deleted), or 'League not found'. */
export async function leagueRow(db: Database, leagueId: string) {
  const league = await db.selectFrom('leagues').selectAll().where('id', '=', leagueId).where('deletedAt', 'is', null).executeTakeFirst();
  if (!league) throw new AppError('NOT_FOUND', M.notFound);
  return league;
}

/** Refuses anyone whose league role (through its club, or as its creator) does not grant `permission`. */
export async function requireLeaguePermission(db: Database, userId: string, leagueId: string, permission: Permission = 'manageLeague'): Promise<void> {
  await requirePermission(db, actorOf(userId), permission, { kind: 'league', leagueId }, { message: M.onlyLeagueAdmins });
}

export function leagueAllows(db: Database, userId: string | null, leagueId: string, permission: Permission): Promise<boolean> {
  return can(db, actorOf(userId), permission, { kind: 'league', leagueId });
}

/** What the viewer may do in the league: the booleans the UI shows buttons by. */
export async function leaguePermissions(db: Database, userId: string | null, leagueId: string) {
  const [manage, approveEntries, confirmScores] = await Promise.all([
    leagueAllows(db, userId, leagueId, 'manageLeague'),
    leagueAllows(db, userId, leagueId, 'approveLeagueEntries'),
    leagueAllows(db, userId, leagueId, 'confirmLeagueScores'),
  ]);
  return { manage, approveEntries, confirmScores };
}

export function teamAllows(db: Database, userId: string | null, teamId: string, permission: Permission): Promise<boolean> {
  return can(db, actorOf(userId), permission, { kind: 'team', teamId });
}

/** A season with its league (the league not deleted). A draft season is seen by the league's managers only. */
export async function seasonContext(db: Database, seasonId: string, viewerId: string | null) {
  const season = await db
    .selectFrom('leagueSeasons as s')
    .innerJoin('leagues as l', 'l.id', 's.leagueId')
    .selectAll('s')
    .where('s.id', '=', seasonId)
    .where('l.deletedAt', 'is', null)
    .executeTakeFirst();
  if (!season) throw new AppError('NOT_FOUND', M.seasonNotFound);
  if (season.status === 'draft' && !(await leagueAllows(db, viewerId, season.leagueId, 'manageLeague'))) throw new AppError('NOT_FOUND', M.seasonNotFound);
  return season;
}

/** A division with its season and league. A draft season's divisions are seen by the league's managers only. */
export async function divisionContext(db: Database, divisionId: string, viewerId: string | null) {
  // Named: every read of a division (standings, schedule) starts here.
  const row = await executePreparedTakeFirst(
    db,
    db
      .selectFrom('leagueDivisions as d')
      .innerJoin('leagueSeasons as s', 's.id', 'd.seasonId')
      .innerJoin('leagues as l', 'l.id', 's.leagueId')
      .select([
        'd.id',
        'd.name',
        'd.maxTeams',
        'd.tieBreakers',
        'd.formId',
        'd.seasonId',
        's.leagueId',
        's.name as seasonName',
        's.status as seasonStatus',
        's.startsOn',
        's.endsOn',
        's.registrationOpensOn',
        's.registrationClosesOn',
        blackoutDays('s'),
        'l.name as leagueName',
        'l.sport',
        'l.lat',
        'l.lng',
        'l.cityName',
      ])
      .where('d.id', '=', divisionId)
      .where('l.deletedAt', 'is', null),
  );
  if (!row) throw new AppError('NOT_FOUND', M.divisionNotFound);
  if (row.seasonStatus === 'draft' && !(await leagueAllows(db, viewerId, row.leagueId, 'manageLeague'))) throw new AppError('NOT_FOUND', M.divisionNotFound);
  return row;
}
export type DivisionContext = Awaited<ReturnType<typeof divisionContext>>;
