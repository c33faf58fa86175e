import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { requirePermission } from '../../access/permissions.ts';
import { LEAGUE_MESSAGES as M } from '../../../shared/leagues/messages.ts';
import { isOpenForRegistration, type LeagueSeasonStatus } from '../../../shared/leagues/leagues.ts';
import { TIE_BREAKERS, type TieBreaker } from '../../../shared/games/games.ts';
import type { CreateLeagueInput, LeagueDetailsInput } from '../../../shared/leagues/schemas.ts';
import { leaguePermissions, leagueRow, requireLeaguePermission } from './league-access.ts';
import { blackoutDays, todayUtc } from './dates.ts';

/** The sport must be one of the game types (the events a league's games become carry it). */
async function checkSport(db: Database, sport: string | null | undefined): Promise<string | null> {
  if (!sport) return null;
  const known = await db.selectFrom('gameTypes').select('label').where('label', '=', sport).executeTakeFirst();
  if (!known) throw new AppError('BAD_REQUEST', M.unknownSport);
  return known.label;
}

const detailColumns = async (db: Database, details: LeagueDetailsInput) => ({
  name: details.name,
  sport: await checkSport(db, details.sport),
  about: details.about ?? '',
  cityName: details.city?.name ?? null,
  lat: details.city?.lat ?? null,
  lng: details.city?.lng ?? null,
});

/**
 * A league run by a club (its owners and admins may start one) or by its creator. The creator holds
 * it as its owner either way (server/access/scopes.ts).
 */
export async function createLeague(db: Database, userId: string, input: CreateLeagueInput): Promise<{ id: string }> {
  if (input.organizationId) {
    await requirePermission(db, { userId }, 'manageLeague', { kind: 'organization', organizationId: input.organizationId }, { message: M.notAllowedToCreate });
  }
  return db
    .insertInto('leagues')
    .values({ ...(await detailColumns(db, input)), organizationId: input.organizationId ?? null, creatorId: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function updateLeague(db: Database, userId: string, leagueId: string, details: LeagueDetailsInput): Promise<void> {
  await leagueRow(db, leagueId);
  await requireLeaguePermission(db, userId, leagueId);
  await db
    .updateTable('leagues')
    .set({ ...(await detailColumns(db, details)), updatedAt: new Date() })
    .where('id', '=', leagueId)
    .execute();
}

export const tieBreakersOf = (stored: unknown): TieBreaker[] =>
  (Array.isArray(stored) ? stored : []).filter((breaker): breaker is TieBreaker => TIE_BREAKERS.includes(breaker as TieBreaker));

/**
 * A league as anyone may read it: its details, its seasons (drafts only to its managers) with their
 * divisions and approved teams, and what the viewer may do there.
 */
export async function getLeague(db: Database, viewerId: string | null, leagueId: string, now: Date = new Date()) {
  const league = await leagueRow(db, leagueId);
  const permissions = await leaguePermissions(db, viewerId, leagueId);
  const [organization, creator] = await Promise.all([
    league.organizationId
      ? db.selectFrom('organizations').select(['id', 'name', 'slug']).where('id', '=', league.organizationId).where('deletedAt', 'is', null).executeTakeFirst()
      : undefined,
    league.creatorId ? db.selectFrom('users').select(['id', 'displayName']).where('id', '=', league.creatorId).executeTakeFirst() : undefined,
  ]);
  let seasonsQuery = db
    .selectFrom('leagueSeasons')
    .select(['id', 'name', 'startsOn', 'endsOn', 'registrationOpensOn', 'registrationClosesOn', 'status', blackoutDays('league_seasons')])
    .where('leagueId', '=', leagueId);
  if (!permissions.manage) seasonsQuery = seasonsQuery.where('status', '!=', 'draft');
  const seasons = await seasonsQuery.orderBy('startsOn', 'desc').orderBy('createdAt', 'desc').execute();
  const seasonIds = seasons.map((season) => season.id);
  const divisions = seasonIds.length
    ? await db
        .selectFrom('leagueDivisions as d')
        .select([
          'd.id',
          'd.seasonId',
          'd.name',
          'd.maxTeams',
          'd.tieBreakers',
          'd.formId',
          'd.playoffEventId',
          sql<number>`(select count(*) from games g where g.division_id = d.id)::int`.as('games'),
        ])
        .where('d.seasonId', 'in', seasonIds)
        .orderBy('d.createdAt')
        .orderBy('d.name')
        .execute()
    : [];
  const teams = divisions.length
    ? await db
        .selectFrom('divisionEntries as e')
        .innerJoin('teams as t', 't.id', 'e.teamId')
        .select(['e.divisionId', 't.id', 't.name', 't.logoUrl'])
        .where(
          'e.divisionId',
          'in',
          divisions.map((division) => division.id),
        )
        .where('e.state', '=', 'approved')
        .where('t.deletedAt', 'is', null)
        .orderBy('t.name')
        .execute()
    : [];
  const today = todayUtc(now);
  return {
    league: {
      id: league.id,
      name: league.name,
      sport: league.sport,
      about: league.about,
      city: league.cityName && league.lat !== null && league.lng !== null ? { name: league.cityName, lat: league.lat, lng: league.lng } : null,
      organization: organization ?? null,
      creator: creator ?? null,
      createdAt: league.createdAt,
    },
    seasons: seasons.map((season) => ({
      ...season,
      status: season.status as LeagueSeasonStatus,
      openForRegistration: isOpenForRegistration(season, today),
      divisions: divisions
        .filter((division) => division.seasonId === season.id)
        .map(({ seasonId: _, ...division }) => ({
          ...division,
          tieBreakers: tieBreakersOf(division.tieBreakers),
          teams: teams.filter((team) => team.divisionId === division.id).map(({ divisionId: __, ...team }) => team),
        })),
    })),
    permissions,
  };
}
