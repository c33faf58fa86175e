import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { syncTravelLocations } from './player-locations.ts';
import type { AvailabilityInput } from '../../../shared/availability/schemas.ts';
import { AVAILABILITY_MESSAGES } from '../../../shared/availability/messages.ts';
import { SETTINGS_MESSAGES } from '../../../shared/settings/messages.ts';

export interface StoredAvailability extends AvailabilityInput {
  timeZone: string;
  updatedAt: Date;
}

export async function getAvailability(db: Database, userId: string): Promise<StoredAvailability | null> {
  const row = await db.selectFrom('availability').selectAll().where('userId', '=', userId).executeTakeFirst();
  if (!row) return null;
  return {
    timeZone: row.timeZone,
    weeklyAvailability: row.weekly as unknown as AvailabilityInput['weeklyAvailability'],
    dateSpecificAvailability: row.dateSpecific as unknown as AvailabilityInput['dateSpecificAvailability'],
    privacySettings: row.privacy as unknown as AvailabilityInput['privacySettings'],
    updatedAt: row.updatedAt,
  };
}

/** Today's date where the user lives: "start min today" means their today, not the server's. */
export const todayIn = (timeZone: string, now = new Date()) => format(new TZDate(now, timeZone), 'yyyy-MM-dd');

/**
 * Saves the whole availability record (create or edit). Times are wall-clock times in the zone of
 * the user's Go-To Area, stored with it. Entries that ended before today are dropped; an entry
 * may not start in the past unless it was already saved (an ongoing trip stays editable).
 */
export async function saveAvailability(db: Database, userId: string, input: AvailabilityInput): Promise<StoredAvailability> {
  const user = await db.selectFrom('users').select('timeZone').where('id', '=', userId).executeTakeFirstOrThrow();
  if (!user.timeZone) throw new AppError('BAD_REQUEST', SETTINGS_MESSAGES.setGoToAreaFirst);
  const today = todayIn(user.timeZone);
  const previous = await getAvailability(db, userId);
  const known = new Set(previous?.dateSpecificAvailability.map((entry) => entry.date) ?? []);
  const current = input.dateSpecificAvailability.filter((entry) => (entry.endDate ?? entry.date) >= today);
  if (current.some((entry) => entry.date < today && !known.has(entry.date))) {
    throw new AppError('BAD_REQUEST', AVAILABILITY_MESSAGES.startNotBeforeToday);
  }
  const values = {
    timeZone: user.timeZone,
    weekly: JSON.stringify(input.weeklyAvailability),
    dateSpecific: JSON.stringify(current),
    privacy: JSON.stringify(input.privacySettings),
    updatedAt: new Date(),
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('availability')
      .values({ userId, ...values })
      .onConflict((oc) => oc.column('userId').doUpdateSet(values))
      .execute();
    await syncTravelLocations(trx, userId, current);
  });
  return (await getAvailability(db, userId))!;
}
