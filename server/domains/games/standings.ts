import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { executePrepared } from '../../db/prepared.ts';
import { AppError } from '../../errors/app-error.ts';
import { STANDING_POINTS, TIE_BREAKERS, type TieBreaker } from '../../../shared/games/games.ts';
import { SEASON_MESSAGES } from '../../../shared/seasons/messages.ts';
import { requireSeasonManager, visibleSeason } from '../seasons/season-access.ts';

/** Each tie-breaker's ORDER BY term: from a fixed table, never from input. */
const ORDER_TERMS: Record<TieBreaker, string> = {
  headToHead: 'h2h_points desc',
  pointDifference: '(points_for - points_against) desc',
  pointsFor: 'points_for desc',
};

/** A row as the query returns it (the CamelCasePlugin renames its columns). */
interface StandingRow {
  side: string;
  name: string;
  teamId: string | null;
  externalTeamId: string | null;
  played: number;
  wins: number;
  losses: number;
  ties: number;
  pointsFor: number;
  pointsAgainst: number;
  points: number;
  h2hPoints: number;
}

/** A side of a standings table that is listed even before it plays (a round robin's entrants). */
export interface StandingsEntrant {
  name: string;
  teamId: string | null;
  externalTeamId: string | null;
}

/**
 * A season group's standings, computed in SQL from its decided games: played, won, lost, tied,
 * points for and against, and table points (STANDING_POINTS); ties on points are broken by the
 * group's tie-breakers in order. Head-to-head counts only the games between the sides level on
 * points. A side is a team, an opponent, or a name.
 */
export async function groupStandings(db: Database, viewerId: string | null, seasonGroupId: string) {
  const group = await db.selectFrom('seasonGroups').select(['id', 'seasonId', 'name', 'tieBreakers']).where('id', '=', seasonGroupId).executeTakeFirst();
  if (!group) throw new AppError('NOT_FOUND', SEASON_MESSAGES.groupNotFound);
  await visibleSeason(db, group.seasonId, viewerId);
  const tieBreakers = ((group.tieBreakers as TieBreaker[]) ?? []).filter((breaker) => TIE_BREAKERS.includes(breaker));
  return { groupName: group.name, tieBreakers, rows: await standingsOf(db, { seasonGroupId }, tieBreakers, []) };
}

/**
 * A table of standings from decided games: a season group's, a bracket's (a round robin: one
 * game per match), or a league division's (its games are final only once their score is confirmed). The same points, tie-breakers and head-to-head rule for both. Entrants that
 * have not played yet are listed with nothing played.
 */
export async function standingsOf(
  db: Database,
  source: { seasonGroupId: string } | { bracketId: string } | { divisionId: string },
  tieBreakers: readonly TieBreaker[],
  // 'division' lists the division's approved teams from within the same statement: one round trip
  // for a public page that asks often (issue 34's standings p99).
  entrants: readonly StandingsEntrant[] | 'division',
) {
  const order = sql.raw(['points desc', ...tieBreakers.map((breaker) => ORDER_TERMS[breaker]), 'name asc'].join(', '));
  const games =
    'seasonGroupId' in source
      ? sql`season_group_id = ${source.seasonGroupId}`
      : 'divisionId' in source
        ? sql`division_id = ${source.divisionId}`
        : sql`bracket_id = ${source.bracketId}`;
  // Entrants stand as sides with no result: counted in no column, but listed.
  const listed =
    entrants === 'division' && 'divisionId' in source
      ? sql`select e.team_id::text, t.name, e.team_id, null::uuid, null::text, 0, 0, null::text
              from division_entries e join teams t on t.id = e.team_id
             where e.division_id = ${source.divisionId} and e.state = 'approved' and t.deleted_at is null`
      : entrants !== 'division' && entrants.length
        ? sql`select coalesce(team_id::text, external_team_id::text, 'name:' || lower(name)), name, team_id, external_team_id,
                 null::text, 0, 0, null::text
            from (values ${sql.join(entrants.map((entrant) => sql`(${entrant.teamId}::uuid, ${entrant.externalTeamId}::uuid, ${entrant.name}::text)`))})
                 as entrant(team_id, external_team_id, name)`
        : sql`select null::text, null::text, null::uuid, null::uuid, null::text, 0, 0, null::text where false`;
  // Inlined as literals: bound parameters would reach sum() as text.
  const [win, tie, loss] = [sql.lit(STANDING_POINTS.win), sql.lit(STANDING_POINTS.tie), sql.lit(STANDING_POINTS.loss)];
  // Named: a public page asks this often, and PostgreSQL then parses it once per connection.
  const { rows } = await executePrepared(
    db,
    sql<StandingRow>`
    with decided as (
      select home_team_id, home_external_team_id, home_name, away_team_id, away_external_team_id, away_name,
             home_score, away_score, winner
        from games where ${games} and status in ('final', 'forfeited') and winner is not null
    ),
    sides as (
      select coalesce(home_team_id::text, home_external_team_id::text, 'name:' || lower(home_name)) as side, home_name as name,
             home_team_id as team_id, home_external_team_id as external_team_id,
             coalesce(away_team_id::text, away_external_team_id::text, 'name:' || lower(away_name)) as opponent,
             home_score as scored, away_score as conceded,
             case winner when 'home' then 'w' when 'tie' then 't' else 'l' end as result
        from decided
      union all
      select coalesce(away_team_id::text, away_external_team_id::text, 'name:' || lower(away_name)), away_name,
             away_team_id, away_external_team_id,
             coalesce(home_team_id::text, home_external_team_id::text, 'name:' || lower(home_name)),
             away_score, home_score,
             case winner when 'away' then 'w' when 'tie' then 't' else 'l' end
        from decided
      union all
      ${listed}
    ),
    totals as (
      select side, max(name) as name, (array_agg(team_id))[1] as team_id, (array_agg(external_team_id))[1] as external_team_id,
             count(result)::int as played,
             count(*) filter (where result = 'w')::int as wins,
             count(*) filter (where result = 'l')::int as losses,
             count(*) filter (where result = 't')::int as ties,
             sum(scored)::int as points_for,
             sum(conceded)::int as points_against,
             coalesce(sum(case result when 'w' then ${win} when 't' then ${tie} when 'l' then ${loss} end), 0)::int as points
        from sides group by side
    ),
    head_to_head as (
      select s.side, sum(case s.result when 'w' then ${win} when 't' then ${tie} else ${loss} end)::int as h2h_points
        from sides s
        join totals mine on mine.side = s.side
        join totals theirs on theirs.side = s.opponent and theirs.points = mine.points
       group by s.side
    )
    select t.*, coalesce(h.h2h_points, 0)::int as h2h_points
      from totals t left join head_to_head h on h.side = t.side
     order by ${order}
     limit 500
  `,
  );
  return rows.map((row, index) => ({
    rank: index + 1,
    name: row.name,
    teamId: row.teamId,
    externalTeamId: row.externalTeamId,
    played: row.played,
    wins: row.wins,
    losses: row.losses,
    ties: row.ties,
    pointsFor: row.pointsFor,
    pointsAgainst: row.pointsAgainst,
    pointDifference: row.pointsFor - row.pointsAgainst,
    points: row.points,
  }));
}

/** Organisers of the season choose the group's tie-breakers, in order. */
export async function setTieBreakers(db: Database, userId: string, seasonGroupId: string, tieBreakers: TieBreaker[]): Promise<void> {
  const group = await db.selectFrom('seasonGroups').select('seasonId').where('id', '=', seasonGroupId).executeTakeFirst();
  if (!group) throw new AppError('NOT_FOUND', SEASON_MESSAGES.groupNotFound);
  await requireSeasonManager(db, group.seasonId, userId);
  await db
    .updateTable('seasonGroups')
    .set({ tieBreakers: JSON.stringify([...new Set(tieBreakers)]) })
    .where('id', '=', seasonGroupId)
    .execute();
}
