import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

/** How an event notice names a player: display name, else full name, else a neutral word. */
export async function displayName(db: Kysely<DB>, userId: string): Promise<string> {
  const user = await db.selectFrom('users').select(['displayName', 'fullName']).where('id', '=', userId).executeTakeFirst();
  return user?.displayName || user?.fullName || 'A player';
}
