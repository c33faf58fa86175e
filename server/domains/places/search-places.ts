import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { PLACE_LIMITS } from '../../../shared/limits/limits.ts';
import { type SearchPlacesInput } from '../../../shared/places/schemas.ts';
import { placeListColumns, type PlaceListItem } from './list-item.ts';

/**
 * The event form's place picker: names that contain the text or resemble it (trigram similarity,
 * so "zilkr" still finds "Zilker"), nearest first when the form knows where it is, otherwise the
 * closest match first.
 */
export async function searchPlaces(db: Database, input: SearchPlacesInput): Promise<(PlaceListItem & { distanceKm: number | null })[]> {
  const q = input.q.trim();
  const contains = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const distance = input.near ? sql`earth_distance(ll_to_earth(p.lat, p.lng), ll_to_earth(${input.near.lat}, ${input.near.lng}))` : sql`null::float8`;
  const order = input.near
    ? sql`ll_to_earth(p.lat, p.lng) <-> ll_to_earth(${input.near.lat}, ${input.near.lng}), p.id`
    : sql`(p.name ilike ${contains}) desc, similarity(p.name, ${q}) desc, p.name, p.id`;
  const { rows } = await sql<PlaceListItem & { meters: number | null }>`
    select ${placeListColumns}, ${distance} as meters
    from places p
    where p.name ilike ${contains} or p.name % ${q}
    order by ${order}
    limit ${PLACE_LIMITS.searchResults}
  `.execute(db);
  return rows.map(({ meters, ...row }) => ({ ...row, distanceKm: meters === null ? null : Math.round(meters / 100) / 10 }));
}
