import { TZDate, tzName } from '@date-fns/tz';
import { format } from 'date-fns';

/**
 * The instant of a wall-clock date and time at a venue. Reading the time in the venue's zone (not
 * the server's, not UTC) is what keeps a weekly 18:00 game at 18:00 across a daylight-saving change.
 */
export function zonedInstant(date: string, time: string, timezone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, day, hours, minutes, 0, 0, timezone).getTime());
}

/** The venue's wall-clock date ('YYYY-MM-DD') and time ('HH:mm') of an instant. */
export function localParts(instant: Date, timezone: string): { date: string; time: string } {
  const local = new TZDate(instant.getTime(), timezone);
  return { date: format(local, 'yyyy-MM-dd'), time: format(local, 'HH:mm') };
}

/** Adds days to a 'YYYY-MM-DD' date without passing through any zone. */
export function addDaysToDate(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** How notices name an event's time: the venue's wall clock with its zone, e.g. "Tue, Mar 16, 6:00 PM CDT". */
export function describeWhen(instant: Date, timezone: string): string {
  const local = new TZDate(instant.getTime(), timezone);
  return `${format(local, 'EEE, MMM d, h:mm a')} ${tzName(timezone, local, 'short')}`;
}
