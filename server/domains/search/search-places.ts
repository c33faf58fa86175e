import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../db/like-pattern.ts';

export interface FoundPlace {
  id: string;
  name: string;
  address: string;
  city: string;
  sports: string[];
}

/**
 * Places by name: substrings, and near spellings through trigram similarity ("zilkr" finds
 * "Zilker Park"), best match first. Both conditions are answered by the name's trigram index.
 */
export async function searchPlaces(db: Database, text: string, page: number, pageSize: number) {
  const rows = await db
    .selectFrom('places')
    .select(['id', 'name', 'address', 'city', 'sports'])
    .where((eb) => eb.or([eb('name', 'ilike', containsPattern(text)), sql<boolean>`name % ${text}`]))
    .orderBy(sql`similarity(name, ${text})`, 'desc')
    .orderBy('name')
    .orderBy('id')
    .limit(pageSize + 1)
    .offset(page * pageSize)
    .execute();
  return { items: rows.slice(0, pageSize) as FoundPlace[], hasMore: rows.length > pageSize };
}
