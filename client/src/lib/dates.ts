// Dates and times as the user reads them: in the browser's locale (undefined picks it), never ISO.

/** A calendar day (yyyy-mm-dd), such as a due date: "Jan 5, 2027" in English. Formatted in UTC so no zone moves it a day. */
export function formatCalendarDay(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** The day an instant fell on, on the user's own clock: "Nov 26, 2026" in English (a submission's date). */
export function formatDay(instant: Date): string {
  return instant.toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' });
}

/** A time of day on the user's own clock: "9:40 PM" in English. */
export function formatClockTime(instant: Date): string {
  return instant.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago, in words: "2 hours ago", "just now" (in the user's locale). */
export function timeAgo(instant: Date, now: Date): string {
  const words = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
  const elapsed = now.getTime() - instant.getTime();
  for (const [unit, size] of UNITS) if (elapsed >= size) return words.format(-Math.floor(elapsed / size), unit);
  return words.format(0, 'second');
}
