import { AppError } from '../../errors/app-error.ts';
import { EVENT_MESSAGES } from '../../../shared/events/messages.ts';
import { DATE_WINDOW } from '../../../shared/common/text.ts';
import { dayNumber, monthLength } from './calendar-days.ts';

/**
 * reoccurringInfo's RRULE, read strictly into a bounded structure before anything expands it. The
 * rrule library accepted any value in any part and then searched day by day to the year 9999 for
 * a date that never comes (FREQ=DAILY;BYMONTH=13 held the server 9.4 s), or threw on a bad weekday
 * (a 500). Here only the parts the app's schedules use are allowed, each value in its range, and
 * the text is read by splitting and counting, never by a pattern that could backtrack.
 */

export const FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** RRULE's weekday codes; a weekday is its index (0 = Monday), as the expander counts them. */
export const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

export interface ByDay {
  /** 0 = Monday ... 6 = Sunday */
  weekday: number;
  /** The nth such weekday of the month or year (negative from its end); 0 for every one. */
  nth: number;
}

export interface RecurrenceRule {
  freq: Frequency;
  interval: number;
  count: number | null;
  /** The last wall-clock moment an occurrence may start: a day number and the seconds into it. */
  until: { day: number; second: number } | null;
  byDay: readonly ByDay[];
  byMonthDay: readonly number[];
  byMonth: readonly number[];
  bySetPos: readonly number[];
  /** The weekday weeks start on (WKST), 0 = Monday. */
  weekStart: number;
}

export interface ParsedRule {
  rule: RecurrenceRule;
  /** Neither COUNT nor UNTIL: occurrences are materialised a window ahead and extended by a job. */
  openEnded: boolean;
  /** The rule as stored: RRULE text without the prefix or a DTSTART, upper case. */
  text: string;
}

const RULE_LIMITS = {
  /** The schema's bound, checked again because stored rules are read here too. */
  textMax: 500,
  intervalMax: 99,
  /** Materialisation stops at EVENT_LIMITS.maxOccurrences whatever COUNT says. */
  countMax: 9999,
  /** The days of the longest month: no list a schedule needs is longer. */
  listMax: 31,
  monthDayMax: 31,
  setPosMax: 366,
  /** "The 5th Tuesday" is the last a month can have; a year has up to 53 of a weekday. */
  ordinalInMonthMax: 5,
  ordinalInYearMax: 53,
} as const;

type PartName = 'FREQ' | 'INTERVAL' | 'COUNT' | 'UNTIL' | 'BYDAY' | 'BYMONTHDAY' | 'BYMONTH' | 'BYSETPOS' | 'WKST';
const PART_NAMES: ReadonlySet<string> = new Set<PartName>(['FREQ', 'INTERVAL', 'COUNT', 'UNTIL', 'BYDAY', 'BYMONTHDAY', 'BYMONTH', 'BYSETPOS', 'WKST']);

function refuse(): never {
  throw new AppError('BAD_REQUEST', EVENT_MESSAGES.invalidRecurrence);
}

/**
 * Parses reoccurringInfo. Rules finer than daily are refused: a "game" every hour is a typo, and
 * each occurrence is a real row with its own roster. So is any part the app does not use (BYHOUR,
 * BYYEARDAY, BYWEEKNO, DTSTART, TZID, ...): DTSTART and the zone come from the event itself.
 */
export function parseRule(input: string): ParsedRule {
  const trimmed = input.trim().toUpperCase();
  const text = trimmed.startsWith('RRULE:') ? trimmed.slice('RRULE:'.length) : trimmed;
  const rule = parseRuleText(text);
  return { rule, openEnded: rule.count === null && rule.until === null, text };
}

function parseRuleText(text: string): RecurrenceRule {
  if (text.length > RULE_LIMITS.textMax) refuse();
  const parts = new Map<PartName, string>();
  for (const part of text.split(';')) {
    const equals = part.indexOf('=');
    // One '=' between a name and a value, both present.
    if (equals <= 0 || equals === part.length - 1 || part.includes('=', equals + 1)) refuse();
    const name = part.slice(0, equals);
    if (!PART_NAMES.has(name) || parts.has(name as PartName)) refuse();
    parts.set(name as PartName, part.slice(equals + 1));
  }

  const freqText = parts.get('FREQ');
  const freq = FREQUENCIES.find((candidate) => candidate === freqText);
  if (!freq) refuse();
  const countText = parts.get('COUNT');
  const untilText = parts.get('UNTIL');
  if (countText !== undefined && untilText !== undefined) refuse();

  const byMonth = list(parts.get('BYMONTH'), (item) => unsigned(item, 1, 12));
  const inMonth = freq === 'MONTHLY' || (freq === 'YEARLY' && byMonth.length > 0);
  // Ordinals mean nothing in a day or a week (rrule silently dropped them there).
  const ordinalMax = freq === 'DAILY' || freq === 'WEEKLY' ? 0 : inMonth ? RULE_LIMITS.ordinalInMonthMax : RULE_LIMITS.ordinalInYearMax;
  const byDay = list(
    parts.get('BYDAY'),
    (item) => weekdayItem(item, ordinalMax),
    (day) => day.nth * 7 + day.weekday,
  );
  const byMonthDay = list(parts.get('BYMONTHDAY'), (item) => signed(item, RULE_LIMITS.monthDayMax));
  if (byMonthDay.length > 0 && freq === 'WEEKLY') refuse();
  const bySetPos = list(parts.get('BYSETPOS'), (item) => signed(item, RULE_LIMITS.setPosMax));
  // BYSETPOS picks from the set the other BY parts make; alone it picks from nothing chosen.
  if (bySetPos.length > 0 && byDay.length === 0 && byMonthDay.length === 0 && byMonth.length === 0) refuse();
  const weekStartText = parts.get('WKST');

  return {
    freq,
    interval: parts.has('INTERVAL') ? unsigned(parts.get('INTERVAL')!, 1, RULE_LIMITS.intervalMax) : 1,
    count: countText === undefined ? null : unsigned(countText, 1, RULE_LIMITS.countMax),
    until: untilText === undefined ? null : untilMoment(untilText),
    byDay,
    byMonthDay,
    byMonth,
    bySetPos,
    weekStart: weekStartText === undefined ? 0 : weekdayIndex(weekStartText),
  };
}

/** A comma-separated list: no empty item, no item twice, no more than listMax items. */
function list<T>(value: string | undefined, item: (text: string) => T, identity: (parsed: T) => unknown = (parsed) => parsed): T[] {
  if (value === undefined) return [];
  const items = value.split(',');
  if (items.length > RULE_LIMITS.listMax) refuse();
  const parsed = items.map(item);
  if (new Set(parsed.map(identity)).size !== parsed.length) refuse();
  return parsed;
}

/** Decimal digits only (at most four), as a number. */
function digits(text: string): number {
  if (text.length === 0 || text.length > 4) refuse();
  let value = 0;
  for (let i = 0; i < text.length; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) refuse();
    value = value * 10 + digit;
  }
  return value;
}

function unsigned(text: string, min: number, max: number): number {
  const value = digits(text);
  if (value < min || value > max) refuse();
  return value;
}

/** ±1..max, never 0: counted from the start, or from the end when negative. */
function signed(text: string, max: number): number {
  const sign = text.startsWith('-') ? -1 : 1;
  const value = digits(text.startsWith('-') || text.startsWith('+') ? text.slice(1) : text);
  if (value < 1 || value > max) refuse();
  return sign * value;
}

function weekdayIndex(code: string): number {
  const index = (WEEKDAY_CODES as readonly string[]).indexOf(code);
  if (index < 0) refuse();
  return index;
}

/** 'TU', or with an ordinal where allowed: '2TU', '-1FR', '+3MO'. */
function weekdayItem(item: string, ordinalMax: number): ByDay {
  const weekday = weekdayIndex(item.slice(-2));
  const ordinal = item.slice(0, -2);
  if (ordinal === '') return { weekday, nth: 0 };
  if (ordinalMax === 0) refuse();
  return { weekday, nth: signed(ordinal, ordinalMax) };
}

/**
 * UNTIL as YYYYMMDD, YYYYMMDDTHHMMSS or YYYYMMDDTHHMMSSZ: a real day inside DATE_WINDOW. It is
 * read as the venue's wall clock, 'Z' or not, as the series' own DTSTART is.
 */
function untilMoment(text: string): { day: number; second: number } {
  const hasTime = text.length === 15 || (text.length === 16 && text.endsWith('Z'));
  if (text.length !== 8 && !hasTime) refuse();
  const year = digits(text.slice(0, 4));
  const month = unsigned(text.slice(4, 6), 1, 12);
  const day = unsigned(text.slice(6, 8), 1, monthLength(year, month));
  const date = `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
  if (date < DATE_WINDOW.min || date > DATE_WINDOW.max) refuse();
  if (!hasTime) return { day: dayNumber(year, month, day), second: 0 };
  if (text[8] !== 'T') refuse();
  const hours = unsigned(text.slice(9, 11), 0, 23);
  const minutes = unsigned(text.slice(11, 13), 0, 59);
  const seconds = unsigned(text.slice(13, 15), 0, 59);
  return { day: dayNumber(year, month, day), second: hours * 3600 + minutes * 60 + seconds };
}
