import * as z from 'zod/mini';
import { VALIDATION_MESSAGES as M } from './validation-messages.ts';

/**
 * The building blocks of every string and date a procedure accepts. zod keeps running checks after
 * one fails, so a pattern placed after `maxLength` still scans a 1 MB value (a backtracking one held
 * the event loop for seconds). Here the length check comes first and aborts, and every later check
 * is linear. Control characters are refused because Postgres rejects NUL outright (a 500, not a
 * 400) and the rest are never part of a name, a title or a search.
 */

/**
 * C0 controls, DEL and C1 controls, and the bidirectional embeddings, overrides and isolates
 * (U+202A-U+202E, U+2066-U+2069), which make text display in an order other than the one it has
 * ("txt.exe" shown as "exe.txt"): one character class, so the scan is linear. Right-to-left
 * scripts need none of them; the left-to-right and right-to-left marks stay allowed.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
/** The same, except tab and line breaks, which are text in descriptions and messages. */
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_CHARACTERS_EXCEPT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/**
 * Half of a surrogate pair on its own: not a character at all. Postgres refuses it inside JSON
 * (a 500 once, from a message body copied into a notification's data).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Something a reader can see: not white space, not a format character (zero-width space and
 * joiner, word joiner, BOM), not a lone combining mark, not a filler that renders as nothing
 * (Hangul fillers, braille blank). A required name of only those shows as a blank title.
 */
const VISIBLE = /[^\s\p{Z}\p{Cf}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/u;

/** True for control characters, or for a broken surrogate pair (invisible, and not text). */
export function hasControlCharacters(value: string, multiline = false): boolean {
  return (multiline ? CONTROL_CHARACTERS_EXCEPT_LINES : CONTROL_CHARACTERS).test(value) || LONE_SURROGATE.test(value);
}

export interface TextOptions {
  min?: number;
  minMessage?: string;
  maxMessage?: string;
  /** Trim outer white space before the length is measured (names, titles, searches; never passwords). */
  trim?: boolean;
  lowercase?: boolean;
  /** Tabs and line breaks allowed (descriptions, messages, notes). */
  multiline?: boolean;
  /** Message when the value is not a string at all. */
  typeMessage?: string;
  /** Every character counts toward `min`, seen or not (passwords). */
  invisibleCounts?: boolean;
}

/** A bounded string: at most `max` characters, checked before anything else, and no control characters. */
export function text(max: number, options: TextOptions = {}) {
  const checks: z.core.$ZodCheck<string>[] = [];
  if (options.trim) checks.push(z.trim());
  if (options.lowercase) checks.push(z.toLowerCase());
  checks.push(z.maxLength(max, { error: options.maxMessage ?? M.tooLong(max), abort: true }));
  checks.push(z.refine((value: string) => !hasControlCharacters(value, options.multiline), { error: M.controlCharacters, abort: true }));
  if (options.min !== undefined) checks.push(z.minLength(options.min, options.minMessage));
  // Required means something to see: "\u200B\u200B" is two characters long and a blank heading.
  if (options.min !== undefined && options.min > 0 && !options.invisibleCounts)
    checks.push(z.refine((value: string) => value.length === 0 || VISIBLE.test(value), { error: options.minMessage ?? M.nothingVisible }));
  return z.string(options.typeMessage).check(...checks);
}

/** The window every date must fall in: far wider than any real use, far inside what Postgres and JS store. */
export const DATE_WINDOW = { min: '1900-01-01', max: '2100-12-31' } as const;
const WINDOW_START = Date.UTC(1900, 0, 1);
const WINDOW_END = Date.UTC(2101, 0, 1) - 1;
const inWindow = (time: number) => time >= WINDOW_START && time <= WINDOW_END;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a yyyy-mm-dd that names a day that exists (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0-99 as 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar day as yyyy-mm-dd, real and inside DATE_WINDOW. */
export function calendarDate(message: string = M.invalidDate) {
  return z.string(message).check(
    z.maxLength(10, { error: message, abort: true }),
    z.refine(isCalendarDate, { error: message, abort: true }),
    z.refine((value: string) => value >= DATE_WINDOW.min && value <= DATE_WINDOW.max, M.dateOutOfRange),
  );
}

/** An instant carried as a Date (superjson), valid and inside DATE_WINDOW. */
export function instant() {
  return z.date(M.invalidDateTime).check(z.refine((value: Date) => inWindow(value.getTime()), M.dateOutOfRange));
}

/** An ISO 8601 date-time with an offset, inside DATE_WINDOW. */
export function isoDateTime() {
  return z.iso.datetime({ offset: true, error: M.invalidDateTime }).check(z.refine((value: string) => inWindow(Date.parse(value)), M.dateOutOfRange));
}
