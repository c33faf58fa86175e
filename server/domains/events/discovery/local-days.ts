import { TZDate } from '@date-fns/tz';

/**
 * The instant a local calendar day starts in `timeZone`. Built from the wall-clock date, not by
 * adding 24 hours, so days of 23 or 25 hours (daylight-saving changes) keep their true length.
 */
export function startOfLocalDay(isoDate: string, timeZone: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, day, timeZone).getTime());
}

/** The instant the local day after `isoDate` starts: the exclusive end of `isoDate`. */
export function endOfLocalDay(isoDate: string, timeZone: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  // TZDate rolls day overflow into the next month, as Date does.
  return new Date(new TZDate(year, month - 1, day + 1, timeZone).getTime());
}

/**
 * The start-time window of spec section 7's filter string: from midnight of the first day to the
 * end of the last, read in the viewer's zone. A single `day` and a date range narrow each other;
 * open ends stay open.
 */
export function localDateWindow(input: { day?: string | undefined; dateFrom?: string | undefined; dateTo?: string | undefined }, timeZone: string) {
  const starts = [input.day, input.dateFrom].filter((d): d is string => Boolean(d)).map((d) => startOfLocalDay(d, timeZone).getTime());
  const ends = [input.day, input.dateTo].filter((d): d is string => Boolean(d)).map((d) => endOfLocalDay(d, timeZone).getTime());
  return {
    startsFrom: starts.length ? new Date(Math.max(...starts)) : null,
    startsBefore: ends.length ? new Date(Math.min(...ends)) : null,
  };
}
