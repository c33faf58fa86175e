import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';

/** The name a user goes by in billing mail: display name, else full name, else the e-mail. */
export async function displayNameOf(db: Kysely<DB>, userId: string): Promise<string> {
  const user = await db.selectFrom('users').select(['displayName', 'fullName', 'email']).where('id', '=', userId).executeTakeFirst();
  return user?.displayName ?? user?.fullName ?? user?.email ?? 'Someone';
}
