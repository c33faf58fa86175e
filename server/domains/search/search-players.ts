import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../db/like-pattern.ts';

export interface FoundPlayer {
  id: string;
  displayName: string;
  photoUrl: string | null;
  city: string | null;
}

/**
 * Players by display name, for a signed-in viewer. Only users who completed their profile are
 * listed (the rest have no public name yet), never the viewer, and never anyone in a block
 * relation with the viewer: Discover must not find a user who blocked you (spec section 6), and
 * a user you blocked is hidden as elsewhere.
 */
export async function searchPlayers(db: Database, viewerId: string, text: string, page: number, pageSize: number) {
  const lowered = text.toLowerCase();
  const rows = await db
    .selectFrom('users as u')
    .select(['u.id', 'u.displayName', 'u.photoUrl', 'u.defaultCityName as city'])
    .where('u.hasAdditionalInfo', '=', true)
    .where('u.displayName', 'is not', null)
    .where('u.id', '!=', viewerId)
    // lower(display_name) matches the expression of the trigram index.
    .where((eb) => eb.or([sql<boolean>`lower(u.display_name) like ${containsPattern(text)}`, sql<boolean>`lower(u.display_name) % ${lowered}`]))
    .where(
      sql<boolean>`u.id not in (
        select ub.blocked_id from user_blocks ub where ub.blocker_id = ${viewerId}
        union all
        select ub.blocker_id from user_blocks ub where ub.blocked_id = ${viewerId})`,
    )
    .orderBy(sql`similarity(lower(u.display_name), ${lowered})`, 'desc')
    .orderBy('u.displayName')
    .orderBy('u.id')
    .limit(pageSize + 1)
    .offset(page * pageSize)
    .execute();
  const items: FoundPlayer[] = rows
    .slice(0, pageSize)
    .map((row) => ({ id: row.id, displayName: row.displayName ?? 'Unnamed Player', photoUrl: row.photoUrl, city: row.city }));
  return { items, hasMore: rows.length > pageSize };
}
