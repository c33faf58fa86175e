import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { EVENT_MESSAGES } from '../../../shared/events/messages.ts';

/** An event's game type must be one the server lists; otherwise the insert's foreign key would fail as a 500. */
export async function requireGameType(db: Database, label: string): Promise<void> {
  const known = await db.selectFrom('gameTypes').select('label').where('label', '=', label).executeTakeFirst();
  if (!known) throw new AppError('BAD_REQUEST', EVENT_MESSAGES.unknownGameType);
}
