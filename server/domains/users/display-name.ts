import type { Database } from '../../db/database.ts';

/**
 * Sets only the display name: what an invitee gives before answering their invitation (issue 31).
 * The profile stays unfinished (hasAdditionalInfo false), so Home keeps asking for the rest.
 */
export async function setDisplayName(db: Database, userId: string, displayName: string): Promise<void> {
  await db.updateTable('users').set({ displayName, updatedAt: new Date() }).where('id', '=', userId).execute();
}
