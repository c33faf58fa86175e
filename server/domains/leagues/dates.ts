import { sql } from 'kysely';

/** Today as yyyy-mm-dd in UTC: registration windows and season dates are calendar days. */
export const todayUtc = (now: Date): string => now.toISOString().slice(0, 10);

/** The days of a date column as yyyy-mm-dd (the driver may hand back strings or Dates). */
export const dayText = (value: string | Date): string => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

/** A season's blackout dates as yyyy-mm-dd text (the driver would parse a date[] into Dates at midnight local time). */
export const blackoutDays = (alias: string) => sql<string[]>`${sql.ref(`${alias}.blackout_dates`)}::text[]`.as('blackoutDates');
