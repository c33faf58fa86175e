import { TZDate } from '@date-fns/tz';

/**
 * A league's calendar days (yyyy-mm-dd) as words. Read as UTC days: a season's dates are days, not
 * moments, and the server and every browser must print the same ones (server render, hydration).
 */
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export const formatLeagueDay = (day: string): string => dayFormat.format(new Date(`${day}T00:00:00Z`));

export const seasonDates = (season: { startsOn: string; endsOn: string }): string => `${formatLeagueDay(season.startsOn)} – ${formatLeagueDay(season.endsOn)}`;

/** The days from `first` to `last` (inclusive) that fall on the chosen weekdays (0 Sunday … 6 Saturday), at most `max`. */
export function gameDays(first: string, last: string, weekdays: readonly number[], max: number): string[] {
  const start = Date.parse(`${first}T00:00:00Z`);
  const end = Date.parse(`${last}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return [];
  const days: string[] = [];
  for (let time = start; time <= end && days.length < max; time += 86_400_000) {
    const day = new Date(time);
    if (weekdays.includes(day.getUTCDay())) days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

/** Lines or commas of a text box as a list: trimmed, blanks and repeats dropped. */
export const listOf = (text: string): string[] => [
  ...new Set(
    text
      .split(/[\n,]/)
      .map((part) => part.trim())
      .filter(Boolean),
  ),
];

/** The instant of a wall-clock day and time where the game is played (its event's zone), as the event form reads it. */
export function gameInstant(day: string, time: string, timezone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, date, hours, minutes, 0, 0, timezone).getTime());
}

/** A game's wall-clock day (yyyy-mm-dd) and time (hh:mm) where it is played. */
export function gameLocalParts(instant: Date, timezone: string): { day: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts['year']}-${parts['month']}-${parts['day']}`, time: `${parts['hour']}:${parts['minute']}` };
}
