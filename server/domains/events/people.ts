import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

/** How an event notice names a player: display name, else full name, else a neutral word. */
export function nameOf(user: { displayName: string | null; fullName: string | null } | undefined): string {
  return user?.displayName || user?.fullName || 'A player';
}

/** The player's name as an event notice gives it (nameOf), read from the database. */
export async function displayName(db: Kysely<DB>, userId: string): Promise<string> {
  return nameOf(await db.selectFrom('users').select(['displayName', 'fullName']).where('id', '=', userId).executeTakeFirst());
}
