import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { SETTINGS_MESSAGES } from '../../../shared/settings/messages.ts';

/** sportAvailability: the sports the user plays, each with its on/off toggle. */
export async function listSportAvailability(db: Database, userId: string) {
  return db.selectFrom('userSports').select(['sport', 'enabled']).where('userId', '=', userId).orderBy('sport').execute();
}

export async function setSportEnabled(db: Database, userId: string, sport: string, enabled: boolean) {
  const result = await db.updateTable('userSports').set({ enabled }).where('userId', '=', userId).where('sport', '=', sport).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new AppError('NOT_FOUND', SETTINGS_MESSAGES.addSportFirst);
  return { sport, enabled };
}
