import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { ORGANIZATION_LIMITS as L } from '../../../shared/organizations/organizations.ts';
import type { SearchOrganizationsInput } from '../../../shared/organizations/schemas.ts';

/**
 * organizations: clubs by name and sport, nearest first from a point when one is given (through
 * the GiST index on ll_to_earth, as teams-v3 does), else by name. A page at a time.
 */
export async function searchOrganizations(db: Database, input: SearchOrganizationsInput) {
  const page = input.page ?? 0;
  let query = db.selectFrom('organizations as o').select(['o.id', 'o.name', 'o.slug', 'o.cityName', 'o.sports', 'o.logoUrl']).where('o.deletedAt', 'is', null);
  if (input.sport) query = query.where(sql<boolean>`${input.sport} = any(o.sports)`);
  if (input.text) query = query.where(sql<boolean>`o.name ilike ${containsPattern(input.text)}`);
  let rows;
  if (input.lat !== undefined && input.lng !== undefined) {
    const here = sql`ll_to_earth(${input.lat}, ${input.lng})`;
    const radiusMeters = (input.radiusKm ?? L.searchRadiusKmDefault) * 1000;
    rows = await query
      .select(sql<number>`earth_distance(ll_to_earth(o.lat, o.lng), ${here}) / 1000`.as('distanceKm'))
      .where('o.lat', 'is not', null)
      .where(sql<boolean>`earth_box(${here}, ${radiusMeters}) @> ll_to_earth(o.lat, o.lng)`)
      .where(sql<boolean>`earth_distance(ll_to_earth(o.lat, o.lng), ${here}) <= ${radiusMeters}`)
      .orderBy(sql`ll_to_earth(o.lat, o.lng) <-> ${here}`)
      .orderBy('o.id')
      .offset(page * L.searchPageSize)
      .limit(L.searchPageSize + 1)
      .execute();
  } else {
    rows = await query
      .select(sql<number | null>`null::float8`.as('distanceKm'))
      .orderBy('o.name')
      .orderBy('o.id')
      .offset(page * L.searchPageSize)
      .limit(L.searchPageSize + 1)
      .execute();
  }
  return { organizations: rows.slice(0, L.searchPageSize), page, hasMore: rows.length > L.searchPageSize };
}

/** The clubs the user is on the roster of (My communities). */
export async function myOrganizations(db: Database, userId: string) {
  return db
    .selectFrom('organizations as o')
    .innerJoin('organizationMembers as om', 'om.organizationId', 'o.id')
    .select(['o.id', 'o.name', 'o.slug', 'o.cityName', 'o.logoUrl'])
    .where('om.userId', '=', userId)
    .where('om.state', '=', 'active')
    .where('o.deletedAt', 'is', null)
    .orderBy('o.name')
    .limit(100)
    .execute();
}
