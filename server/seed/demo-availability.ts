import type { Database } from '../db/database.ts';
import { WEEKDAYS } from '../../shared/availability/availability.ts';
import { emptyWeek, PUBLIC_AVAILABILITY_PRIVACY } from '../../shared/availability/schemas.ts';

const PATTERNS: Partial<Record<(typeof WEEKDAYS)[number], { startTime: string; endTime: string }[]>>[] = [
  { tuesday: [{ startTime: '17:00', endTime: '20:00' }], thursday: [{ startTime: '17:00', endTime: '20:00' }] },
  { saturday: [{ startTime: '08:00', endTime: '12:00' }], sunday: [{ startTime: '09:00', endTime: '11:00' }] },
  {
    monday: [{ startTime: '06:00', endTime: '07:30' }],
    wednesday: [{ startTime: '18:00', endTime: '21:00' }],
    saturday: [{ startTime: '14:00', endTime: '17:00' }],
  },
];

/** Weekly availability for the demo players, visible to everyone, so "find available players" has answers. */
export async function seedDemoAvailability(db: Database): Promise<void> {
  const players = await db.selectFrom('users').select(['id', 'email', 'timeZone']).where('email', 'like', 'player.%@rally.test').orderBy('email').execute();
  const rows = players
    .filter((player) => player.timeZone)
    .map((player, index) => {
      const pattern = PATTERNS[index % PATTERNS.length]!;
      const weekly = emptyWeek();
      for (const day of WEEKDAYS) if (pattern[day]) weekly[day] = { isAvailable: true, timeRanges: pattern[day] };
      return {
        userId: player.id,
        timeZone: player.timeZone!,
        weekly: JSON.stringify(weekly),
        dateSpecific: '[]',
        privacy: JSON.stringify(PUBLIC_AVAILABILITY_PRIVACY),
      };
    });
  if (rows.length)
    await db
      .insertInto('availability')
      .values(rows)
      .onConflict((oc) => oc.column('userId').doNothing())
      .execute();
}
