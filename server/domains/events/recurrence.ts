import { sql } from 'kysely';
import { EVENT_LIMITS } from '../../../shared/limits/limits.ts';
import { DATE_WINDOW } from '../../../shared/common/text.ts';
import { dayOfIsoDate, isoDateOfDay } from './calendar-days.ts';
import { addDaysToDate, localParts, zonedInstant } from '../../time/event-time.ts';
import { expandRuleDays } from './recurrence-expand.ts';
import { parseRule } from './recurrence-rule.ts';

/** A series as stored: the rule, the first occurrence's wall-clock start, and the venue's zone. */
export interface SeriesRule {
  rrule: string;
  /** 'YYYY-MM-DD' */
  startDate: string;
  /** 'HH:mm' */
  startTime: string;
  timezone: string;
  excludedDates: readonly string[];
}

export interface Occurrence {
  /** The venue's local date, unique within the series. */
  date: string;
  startsAt: Date;
}

/** The local date through which occurrences of an open-ended series exist at `now`. */
export function horizonDate(now: Date, timezone: string): string {
  return addDaysToDate(localParts(now, timezone).date, EVENT_LIMITS.materializeWeeks * 7);
}

/**
 * The series' occurrences in order, without excluded dates: after `afterDate` (exclusive) when
 * given, through `throughDate` (inclusive; for open-ended rules; clamped to DATE_WINDOW), and never
 * more than maxOccurrences counted from the first. The rule is expanded in "floating" time, the
 * venue's wall clock, and each date is then read in the venue's zone, so DST moves the instant,
 * never the hour.
 */
export function expandOccurrences(series: SeriesRule, window: { afterDate?: string | null; throughDate: string }): Occurrence[] {
  const { rule } = parseRule(series.rrule);
  const [hours, minutes] = series.startTime.split(':').map(Number) as [number, number];
  const through = window.throughDate < DATE_WINDOW.max ? window.throughDate : DATE_WINDOW.max;
  const days = expandRuleDays(
    rule,
    { day: dayOfIsoDate(series.startDate), second: hours * 3600 + minutes * 60 },
    dayOfIsoDate(through),
    EVENT_LIMITS.maxOccurrences,
  );
  const excluded = new Set(series.excludedDates);
  const occurrences: Occurrence[] = [];
  for (const day of days) {
    const date = isoDateOfDay(day);
    if (!excluded.has(date) && (!window.afterDate || date > window.afterDate)) {
      occurrences.push({ date, startsAt: zonedInstant(date, series.startTime, series.timezone) });
    }
  }
  return occurrences;
}

/**
 * The rule ended the day before `date`: what remains of a series once "this and later"
 * occurrences are cancelled, so the extending job creates no more. COUNT gives way to UNTIL (a
 * rule may not have both); UNTIL is the end of that day on the venue's wall clock.
 */
export function endRuleBefore(text: string, date: string): string {
  const parts = parseRule(text)
    .text.split(';')
    .filter((part) => !part.startsWith('COUNT=') && !part.startsWith('UNTIL='));
  return [...parts, `UNTIL=${addDaysToDate(date, -1).replaceAll('-', '')}T235959`].join(';');
}

/**
 * A series' excluded dates as 'YYYY-MM-DD' strings: node-postgres turns a date[] into Date objects
 * (at the server's midnight), which would never match an occurrence's date.
 */
export const excludedDatesColumn = sql<string[]>`excluded_dates::text[]`.as('excludedDates');
