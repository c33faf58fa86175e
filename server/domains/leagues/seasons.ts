import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { requirePermission } from '../../access/permissions.ts';
import { LEAGUE_MESSAGES as M } from '../../../shared/leagues/messages.ts';
import { LEAGUE_LIMITS as L, type LeagueSeasonStatus } from '../../../shared/leagues/leagues.ts';
import type { DivisionFields, LeagueSeasonFields } from '../../../shared/leagues/schemas.ts';
import { leagueRow, requireLeaguePermission } from './league-access.ts';

const seasonColumns = (season: LeagueSeasonFields) => ({
  name: season.name,
  startsOn: season.startsOn,
  endsOn: season.endsOn,
  registrationOpensOn: season.registrationOpensOn ?? null,
  registrationClosesOn: season.registrationClosesOn ?? null,
  blackoutDates: sql<string[]>`${sql.val([...new Set(season.blackoutDates)].sort())}::date[]`,
});

/** A new season starts as a draft: only the league's managers see it until it is published. */
export async function createLeagueSeason(db: Database, userId: string, leagueId: string, season: LeagueSeasonFields): Promise<{ id: string }> {
  return db.transaction().execute(async (trx) => {
    await leagueRow(trx, leagueId);
    await requireLeaguePermission(trx, userId, leagueId);
    // The league row's lock serialises creations, so a burst cannot pass the limit.
    await trx.selectFrom('leagues').select('id').where('id', '=', leagueId).forUpdate().execute();
    const { count } = await trx
      .selectFrom('leagueSeasons')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('leagueId', '=', leagueId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= L.seasonsPerLeague) throw new AppError('FORBIDDEN', M.seasonLimit);
    return trx
      .insertInto('leagueSeasons')
      .values({ leagueId, ...seasonColumns(season) })
      .returning('id')
      .executeTakeFirstOrThrow();
  });
}

async function requireSeasonAdmin(db: Database, userId: string, seasonId: string) {
  const season = await db
    .selectFrom('leagueSeasons as s')
    .innerJoin('leagues as l', 'l.id', 's.leagueId')
    .select(['s.id', 's.leagueId'])
    .where('s.id', '=', seasonId)
    .where('l.deletedAt', 'is', null)
    .executeTakeFirst();
  if (!season) throw new AppError('NOT_FOUND', M.seasonNotFound);
  await requireLeaguePermission(db, userId, season.leagueId);
  return season;
}

export async function updateLeagueSeason(db: Database, userId: string, seasonId: string, season: LeagueSeasonFields, status: LeagueSeasonStatus) {
  await requireSeasonAdmin(db, userId, seasonId);
  await db
    .updateTable('leagueSeasons')
    .set({ ...seasonColumns(season), status, updatedAt: new Date() })
    .where('id', '=', seasonId)
    .execute();
}

/** A registration form must be one the caller may manage (its fee is then charged to each applying team's submitter). */
async function checkForm(db: Database, userId: string, formId: string | null): Promise<void> {
  if (!formId) return;
  await requirePermission(db, { userId }, 'manageForms', { kind: 'form', formId }, { code: 'BAD_REQUEST', message: M.formNotLeagues });
}

export async function createDivision(db: Database, userId: string, seasonId: string, division: DivisionFields): Promise<{ id: string }> {
  return db.transaction().execute(async (trx) => {
    await requireSeasonAdmin(trx, userId, seasonId);
    await checkForm(trx, userId, division.formId);
    await trx.selectFrom('leagueSeasons').select('id').where('id', '=', seasonId).forUpdate().execute();
    const { count } = await trx
      .selectFrom('leagueDivisions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('seasonId', '=', seasonId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= L.divisionsPerSeason) throw new AppError('FORBIDDEN', M.divisionLimit);
    return trx
      .insertInto('leagueDivisions')
      .values({
        seasonId,
        name: division.name,
        maxTeams: division.maxTeams,
        tieBreakers: JSON.stringify([...new Set(division.tieBreakers)]),
        formId: division.formId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  });
}

export async function updateDivision(db: Database, userId: string, divisionId: string, division: DivisionFields): Promise<void> {
  const row = await db.selectFrom('leagueDivisions').select(['seasonId', 'formId']).where('id', '=', divisionId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', M.divisionNotFound);
  await requireSeasonAdmin(db, userId, row.seasonId);
  // A form already attached stays allowed even if its maker has since left; a new one must be the caller's to manage.
  if (division.formId !== row.formId) await checkForm(db, userId, division.formId);
  await db
    .updateTable('leagueDivisions')
    .set({ name: division.name, maxTeams: division.maxTeams, tieBreakers: JSON.stringify([...new Set(division.tieBreakers)]), formId: division.formId })
    .where('id', '=', divisionId)
    .execute();
}
