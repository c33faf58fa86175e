import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { teamIdsAllowing } from '../../access/memberships.ts';
import { rolesWith, INHERITED_ROLES, type Role } from '../../../shared/access/access.ts';
import { LEAGUE_LIMITS as L } from '../../../shared/leagues/leagues.ts';
import type { SearchLeaguesInput } from '../../../shared/leagues/schemas.ts';
import { todayUtc } from './dates.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Leagues anyone may find: by name, sport, club, city (by name, or a point and radius) and season
 * dates (a published season overlapping the window). Those with a season open for registration come
 * first, then the nearest (with a point), then the soonest season, then by name. Each lists the
 * season a visitor would join: the open one, else the current or next one.
 */
export async function searchLeagues(db: Database, input: SearchLeaguesInput, now: Date = new Date()) {
  const today = todayUtc(now);
  const limit = input.limit ?? L.searchPageSize;
  const offset = input.cursor ?? 0;
  const here = input.lat !== undefined && input.lng !== undefined ? sql`ll_to_earth(${input.lat}, ${input.lng})` : null;
  const radiusMeters = (input.radiusKm ?? 50) * 1000;
  const from = input.from ?? null;
  const to = input.to ?? null;
  // The season shown: open for registration first, then running or upcoming, soonest first.
  const openSeason = sql<boolean>`(s.status = 'published' and coalesce(s.registration_opens_on, '0001-01-01'::date) <= ${today}::date
                                   and coalesce(s.registration_closes_on, s.starts_on) >= ${today}::date)`;
  const rows = await sql<{
    id: string;
    name: string;
    sport: string | null;
    cityName: string | null;
    organizationName: string | null;
    seasonId: string | null;
    seasonName: string | null;
    startsOn: string | null;
    endsOn: string | null;
    registrationClosesOn: string | null;
    open: boolean | null;
    distanceKm: number | null;
  }>`
    select l.id, l.name, l.sport, l.city_name, o.name as organization_name,
           fs.id as season_id, fs.name as season_name, fs.starts_on::text as starts_on, fs.ends_on::text as ends_on,
           fs.registration_closes_on::text as registration_closes_on, fs.open,
           ${here ? sql`earth_distance(ll_to_earth(l.lat, l.lng), ${here}) / 1000` : sql`null::float8`} as distance_km
      from leagues l
      left join organizations o on o.id = l.organization_id and o.deleted_at is null
      left join lateral (
        select s.id, s.name, s.starts_on, s.ends_on, s.registration_closes_on, ${openSeason} as open
          from league_seasons s
         where s.league_id = l.id and s.status = 'published' and s.ends_on >= ${today}::date
           ${from ? sql`and s.ends_on >= ${from}::date` : sql``}
           ${to ? sql`and s.starts_on <= ${to}::date` : sql``}
         order by ${openSeason} desc, s.starts_on asc
         limit 1
      ) fs on true
     where l.deleted_at is null
       ${input.q ? sql`and lower(l.name) like ${`%${escapeLike(input.q.toLowerCase())}%`} escape '\\'` : sql``}
       ${input.sport ? sql`and l.sport = ${input.sport}` : sql``}
       ${input.organizationId ? sql`and l.organization_id = ${input.organizationId}` : sql``}
       ${input.city ? sql`and lower(l.city_name) like ${`${escapeLike(input.city.toLowerCase())}%`} escape '\\'` : sql``}
       ${
         here
           ? sql`and l.lat is not null and earth_box(${here}, ${radiusMeters}) @> ll_to_earth(l.lat, l.lng)
                 and earth_distance(ll_to_earth(l.lat, l.lng), ${here}) <= ${radiusMeters}`
           : sql``
       }
       ${
         from || to
           ? sql`and exists (select 1 from league_seasons w where w.league_id = l.id and w.status <> 'draft'
                   ${from ? sql`and w.ends_on >= ${from}::date` : sql``} ${to ? sql`and w.starts_on <= ${to}::date` : sql``})`
           : sql``
       }
     order by coalesce(fs.open, false) desc, ${here ? sql`distance_km asc,` : sql``} fs.starts_on asc nulls last, lower(l.name), l.id
     limit ${limit + 1} offset ${offset}
  `.execute(db);
  const page = rows.rows.slice(0, limit);
  const next = offset + limit;
  return {
    leagues: page.map((row) => ({
      id: row.id,
      name: row.name,
      sport: row.sport,
      cityName: row.cityName,
      organizationName: row.organizationName,
      openForRegistration: Boolean(row.open),
      season:
        row.seasonId && row.seasonName && row.startsOn && row.endsOn
          ? { id: row.seasonId, name: row.seasonName, startsOn: row.startsOn, endsOn: row.endsOn, registrationClosesOn: row.registrationClosesOn }
          : null,
      distanceKm: row.distanceKm === null ? null : Math.round(row.distanceKm * 10) / 10,
    })),
    nextCursor: rows.rows.length > limit && next <= L.searchOffsetMax ? next : null,
  };
}

/** The leagues the user runs (as creator or through their club) or plays in (a team they belong to holds an open entry). */
export async function myLeagues(db: Database, userId: string) {
  const adminRoles = [...rolesWith('manageLeague')];
  const clubRoles = (Object.entries(INHERITED_ROLES) as [Role, Role][]).filter(([, as]) => adminRoles.includes(as)).map(([from]) => from);
  const playing = await db
    .selectFrom('divisionEntries as e')
    .innerJoin('leagueDivisions as d', 'd.id', 'e.divisionId')
    .innerJoin('leagueSeasons as s', 's.id', 'd.seasonId')
    .innerJoin('teams as t', 't.id', 'e.teamId')
    .innerJoin('teamMembers as tm', (join) => join.onRef('tm.teamId', '=', 't.id').on('tm.userId', '=', userId).on('tm.state', '=', 'active'))
    .select(['s.leagueId', 't.id', 't.name'])
    .distinct()
    .where('e.state', 'in', ['applied', 'invited', 'approved'])
    .where('t.deletedAt', 'is', null)
    .limit(500)
    .execute();
  const managed = await db
    .selectFrom('divisionEntries as e')
    .innerJoin('leagueDivisions as d', 'd.id', 'e.divisionId')
    .innerJoin('leagueSeasons as s', 's.id', 'd.seasonId')
    .innerJoin('teams as t', 't.id', 'e.teamId')
    .select(['s.leagueId', 't.id', 't.name'])
    .distinct()
    .where('e.state', 'in', ['applied', 'invited', 'approved'])
    .where('t.id', 'in', teamIdsAllowing(db, userId, 'enterLeagues'))
    .limit(500)
    .execute();
  const teamRows = [...playing, ...managed];
  const leagues = await db
    .selectFrom('leagues as l')
    .select(['l.id', 'l.name', 'l.sport', 'l.cityName'])
    .select((eb) =>
      eb
        .or([
          eb('l.creatorId', '=', userId),
          eb.exists(
            eb
              .selectFrom('organizationMembers as om')
              .select('om.userId')
              .whereRef('om.organizationId', '=', 'l.organizationId')
              .where('om.userId', '=', userId)
              .where('om.state', '=', 'active')
              .where('om.role', 'in', clubRoles.length ? clubRoles : ['owner']),
          ),
        ])
        .as('runs'),
    )
    .where('l.deletedAt', 'is', null)
    .where((eb) =>
      eb.or([
        eb('l.creatorId', '=', userId),
        eb.exists(
          eb
            .selectFrom('organizationMembers as om')
            .select('om.userId')
            .whereRef('om.organizationId', '=', 'l.organizationId')
            .where('om.userId', '=', userId)
            .where('om.state', '=', 'active')
            .where('om.role', 'in', clubRoles.length ? clubRoles : ['owner']),
        ),
        ...(teamRows.length ? [eb('l.id', 'in', [...new Set(teamRows.map((row) => row.leagueId))])] : []),
      ]),
    )
    .orderBy('l.name')
    .limit(L.mineListed)
    .execute();
  return {
    leagues: leagues.map((league) => {
      const teams = new Map(teamRows.filter((row) => row.leagueId === league.id).map((row) => [row.id, { id: row.id, name: row.name }]));
      return { ...league, runs: Boolean(league.runs), teams: [...teams.values()].sort((a, b) => a.name.localeCompare(b.name)) };
    }),
  };
}
