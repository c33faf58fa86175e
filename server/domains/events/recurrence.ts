import { sql } from 'kysely';
import { AppError } from '../../errors/app-error.ts';
import { EVENT_MESSAGES } from '../../../shared/messages.ts';
import { EVENT_LIMITS } from '../../../shared/schemas/events.ts';
import { addDaysToDate, localParts, zonedInstant } from './event-time.ts';
import { RRule, type RRuleOptions } from './rrule-lib.ts';

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

export interface ParsedRule {
  options: Partial<RRuleOptions>;
  /** Neither COUNT nor UNTIL: occurrences are materialised a window ahead and extended by a job. */
  openEnded: boolean;
  /** The rule as stored: RRULE text without the prefix or a DTSTART. */
  text: string;
}

/**
 * Parses reoccurringInfo. Rules finer than daily are refused: a "game" every hour is a typo, and
 * each occurrence is a real row with its own roster.
 */
export function parseRule(text: string): ParsedRule {
  const body = text.trim().replace(/^RRULE:/i, '');
  if (/DTSTART|TZID/i.test(body)) throw new AppError('BAD_REQUEST', EVENT_MESSAGES.invalidRecurrence);
  let options: Partial<RRuleOptions>;
  try {
    options = RRule.parseString(body);
  } catch {
    throw new AppError('BAD_REQUEST', EVENT_MESSAGES.invalidRecurrence);
  }
  if (options.freq === undefined || options.freq === null || options.freq > RRule.DAILY) {
    throw new AppError('BAD_REQUEST', EVENT_MESSAGES.invalidRecurrence);
  }
  return { options, openEnded: !options.count && !options.until, text: body.toUpperCase() };
}

/**
 * rrule computes in "floating" time: a UTC Date whose fields are the venue's wall clock. Each
 * floating occurrence is then read in the venue's zone, so DST moves the instant, never the hour.
 */
function floating(date: string, time: string): Date {
  return new Date(`${date}T${time}:00.000Z`);
}

/** The local date through which occurrences of an open-ended series exist at `now`. */
export function horizonDate(now: Date, timezone: string): string {
  return addDaysToDate(localParts(now, timezone).date, EVENT_LIMITS.materializeWeeks * 7);
}

/**
 * The series' occurrences in order, without excluded dates: after `afterDate` (exclusive) when
 * given, through `throughDate` (inclusive; for open-ended rules), and never more than
 * maxOccurrences counted from the first.
 */
export function expandOccurrences(series: SeriesRule, window: { afterDate?: string | null; throughDate: string }): Occurrence[] {
  const { options } = parseRule(series.rrule);
  const rule = new RRule({ ...options, dtstart: floating(series.startDate, series.startTime) });
  const through = floating(window.throughDate, '23:59');
  const excluded = new Set(series.excludedDates);
  const occurrences: Occurrence[] = [];
  rule.all((when, index) => {
    if (index >= EVENT_LIMITS.maxOccurrences || when > through) return false;
    const iso = when.toISOString();
    const date = iso.slice(0, 10);
    if (!excluded.has(date) && (!window.afterDate || date > window.afterDate)) {
      occurrences.push({ date, startsAt: zonedInstant(date, iso.slice(11, 16), series.timezone) });
    }
    return true;
  });
  return occurrences;
}

/**
 * The rule ended the day before `date`: what remains of a series once "this and later"
 * occurrences are cancelled, so the extending job creates no more.
 */
export function endRuleBefore(text: string, date: string): string {
  const { options } = parseRule(text);
  const until = floating(addDaysToDate(date, -1), '23:59');
  const { count: _count, until: _until, ...rest } = options;
  return RRule.optionsToString({ ...rest, until }).replace(/^RRULE:/, '');
}

/**
 * A series' excluded dates as 'YYYY-MM-DD' strings: node-postgres turns a date[] into Date objects
 * (at the server's midnight), which would never match an occurrence's date.
 */
export const excludedDatesColumn = sql<string[]>`excluded_dates::text[]`.as('excludedDates');
