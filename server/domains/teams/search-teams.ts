import { sql } from 'kysely';
import { rosterCount } from './roster-room.ts';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { TEAM_LIMITS } from '../../../shared/limits/limits.ts';
import type { SearchTeamsInput } from '../../../shared/teams/schemas.ts';

/**
 * teams-v3: public and invite-only teams nearest a point, a page at a time, walked nearest-first
 * by the GiST index on ll_to_earth (as player search does), which also holds the game type and the
 * name's trigrams (teams_listed_earth_idx). Private teams are never listed.
 */
export async function searchTeams(db: Database, input: SearchTeamsInput) {
  const size = TEAM_LIMITS.searchPageSize;
  const page = input.page ?? 0;
  // The planner takes the radius's earth box for a few dozen teams (the cube operators' fixed
  // estimate) and would read and sort every team in it with a bitmap scan; a city's box holds
  // thousands. Without bitmap scans it walks the index nearest-first and stops after the page (as
  // places-by-bounds does). npm run bench:teams measures it.
  const rows = await db.transaction().execute(async (trx) => {
    await sql`set local enable_bitmapscan = off`.execute(trx);
    return nearestQuery(trx, input)
      .offset(page * size)
      .limit(size + 1)
      .execute();
  });
  return { teams: rows.slice(0, size), page, hasMore: rows.length > size };
}

function nearestQuery(db: Database, input: SearchTeamsInput) {
  const radiusMeters = (input.radiusKm ?? TEAM_LIMITS.searchRadiusKmDefault) * 1000;
  const here = sql`ll_to_earth(${input.lat}, ${input.lng})`;
  let query = db
    .selectFrom('teams as t')
    .select([
      't.id',
      't.name',
      't.gameType',
      't.cityName',
      't.lat',
      't.lng',
      't.logoUrl',
      't.privacy',
      't.ageGroup',
      't.skillLevel',
      sql<number>`earth_distance(ll_to_earth(t.lat, t.lng), ${here}) / 1000`.as('distanceKm'),
      rosterCount('t.id').as('memberCount'),
    ])
    .where('t.deletedAt', 'is', null)
    .where('t.privacy', 'in', ['public', 'invite-only'])
    .where('t.lat', 'is not', null)
    .where(sql<boolean>`earth_box(${here}, ${radiusMeters}) @> ll_to_earth(t.lat, t.lng)`)
    .where(sql<boolean>`earth_distance(ll_to_earth(t.lat, t.lng), ${here}) <= ${radiusMeters}`);
  if (input.gameType) query = query.where('t.gameType', '=', input.gameType);
  if (input.text) query = query.where(sql<boolean>`t.name ilike ${containsPattern(input.text)}`);
  return query.orderBy(sql`ll_to_earth(t.lat, t.lng) <-> ${here}`).orderBy('t.id');
}
