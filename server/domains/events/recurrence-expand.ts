import { DATE_WINDOW } from '../../../shared/common/text.ts';
import { civilDate, dayNumber, dayOfIsoDate, monthLength, weekdayOf, yearLength } from './calendar-days.ts';
import type { RecurrenceRule } from './recurrence-rule.ts';

/**
 * The dates a parsed rule gives, as rrule.js 2.8.1 computes them for the parts parseRule allows,
 * but searched within bounds: period by period (a day, a week, a month, a year, every INTERVAL of
 * them from DTSTART's), each period's days kept when every BY filter agrees, then BYSETPOS over
 * what is kept. The search ends when a period starts after the last day asked for, after UNTIL or
 * after DATE_WINDOW, or once enough dates are found; rrule only checked UNTIL and COUNT on dates
 * that matched, so a rule that never matches searched to the year 9999. Here the dearest rule
 * looks at about 73,000 days (every day of DATE_WINDOW), which takes milliseconds.
 *
 * Two rrule faults are not copied: it can give one date twice (BYSETPOS=1,-1 on a one-day set,
 * counted twice toward COUNT) and can give a period's dates out of order when a BYSETPOS position
 * falls outside the set (it sorts an Invalid Date among them). A series' dates are unique and
 * ordered here. recurrence-expand.test.ts compares the two on random rules.
 */

const LAST_WINDOW_DAY = dayOfIsoDate(DATE_WINDOW.max);

/** What the filters read of a day; a cursor walks a period a day at a time. */
interface DayCursor {
  day: number;
  year: number;
  month: number;
  monthDay: number;
  monthLength: number;
  yearDay: number;
  yearLength: number;
  weekday: number;
}

function cursorAt(day: number): DayCursor {
  const { year, month, day: monthDay } = civilDate(day);
  return {
    day,
    year,
    month,
    monthDay,
    monthLength: monthLength(year, month),
    yearDay: day - dayNumber(year, 1, 1) + 1,
    yearLength: yearLength(year),
    weekday: weekdayOf(day),
  };
}

function advance(cursor: DayCursor): void {
  cursor.day += 1;
  cursor.weekday = (cursor.weekday + 1) % 7;
  cursor.yearDay += 1;
  cursor.monthDay += 1;
  if (cursor.monthDay <= cursor.monthLength) return;
  cursor.monthDay = 1;
  cursor.month += 1;
  if (cursor.month > 12) {
    cursor.month = 1;
    cursor.year += 1;
    cursor.yearDay = 1;
    cursor.yearLength = yearLength(cursor.year);
  }
  cursor.monthLength = monthLength(cursor.year, cursor.month);
}

/**
 * The day filter of a rule, with rrule's defaults: without BYDAY or BYMONTHDAY a weekly rule
 * keeps DTSTART's weekday, a monthly one its day of the month, a yearly one its month (unless
 * BYMONTH) and day. Every filter present must agree; rrule intersects plain and ordinal weekdays.
 */
function dayFilter(rule: RecurrenceRule, start: DayCursor): (day: DayCursor) => boolean {
  const defaults = rule.byDay.length === 0 && rule.byMonthDay.length === 0;
  let months = rule.byMonth;
  let monthDays = rule.byMonthDay;
  let plainWeekdays = rule.byDay.filter((d) => d.nth === 0).map((d) => d.weekday);
  if (defaults && rule.freq === 'WEEKLY') plainWeekdays = [start.weekday];
  if (defaults && rule.freq === 'MONTHLY') monthDays = [start.monthDay];
  if (defaults && rule.freq === 'YEARLY') {
    if (months.length === 0) months = [start.month];
    monthDays = [start.monthDay];
  }

  const monthOk = months.length ? flags(13, months) : null;
  const weekdayOk = plainWeekdays.length ? flags(7, plainWeekdays) : null;
  const ordinals = rule.byDay.filter((d) => d.nth !== 0);
  // The nth weekday counts within the month for monthly rules and yearly ones with BYMONTH,
  // within the year otherwise (parseRule allows ordinals for nothing finer).
  const ordinalInMonth = rule.freq === 'MONTHLY' || rule.byMonth.length > 0;
  const ordinalsByWeekday = ordinals.length
    ? Array.from({ length: 7 }, (_, weekday) => new Set(ordinals.filter((d) => d.weekday === weekday).map((d) => d.nth)))
    : null;
  const monthDayOk = monthDays.length ? new Set(monthDays) : null;

  return (day) => {
    if (monthOk && !monthOk[day.month]) return false;
    if (weekdayOk && !weekdayOk[day.weekday]) return false;
    if (ordinalsByWeekday) {
      const wanted = ordinalsByWeekday[day.weekday]!;
      const [position, length] = ordinalInMonth ? [day.monthDay, day.monthLength] : [day.yearDay, day.yearLength];
      if (!wanted.has(Math.floor((position - 1) / 7) + 1) && !wanted.has(-Math.floor((length - position) / 7) - 1)) return false;
    }
    if (monthDayOk && !monthDayOk.has(day.monthDay) && !monthDayOk.has(day.monthDay - day.monthLength - 1)) return false;
    return true;
  };
}

function flags(size: number, on: readonly number[]): boolean[] {
  const result = new Array<boolean>(size).fill(false);
  for (const index of on) result[index] = true;
  return result;
}

/**
 * The nth period of a rule, as [first day, number of days]; period 0 holds DTSTART. A weekly
 * rule's period 0 runs from DTSTART itself to the next week start, as rrule's does (so BYSETPOS
 * counts from DTSTART in that week); later weeks start on WKST.
 */
function period(rule: RecurrenceRule, start: DayCursor, n: number): [number, number] {
  switch (rule.freq) {
    case 'DAILY':
      return [start.day + n * rule.interval, 1];
    case 'WEEKLY': {
      const weekStart = start.day - ((start.weekday - rule.weekStart + 7) % 7);
      return n === 0 ? [start.day, weekStart + 7 - start.day] : [weekStart + 7 * rule.interval * n, 7];
    }
    case 'MONTHLY': {
      const index = start.year * 12 + start.month - 1 + n * rule.interval;
      const year = Math.floor(index / 12);
      const month = (index % 12) + 1;
      return [dayNumber(year, month, 1), monthLength(year, month)];
    }
    case 'YEARLY': {
      const year = start.year + n * rule.interval;
      return [dayNumber(year, 1, 1), yearLength(year)];
    }
  }
}

/**
 * The rule's dates from DTSTART (a day number, and the wall-clock seconds into it that each
 * occurrence starts at) as day numbers, in order: none after `lastDay`, UNTIL or DATE_WINDOW, and
 * at most `limit` (and COUNT) of them.
 */
export function expandRuleDays(rule: RecurrenceRule, dtstart: { day: number; second: number }, lastDay: number, limit: number): number[] {
  // An occurrence on UNTIL's day counts only if it starts by UNTIL's time.
  const untilDay = rule.until ? (dtstart.second <= rule.until.second ? rule.until.day : rule.until.day - 1) : Infinity;
  const last = Math.min(lastDay, untilDay, LAST_WINDOW_DAY);
  const wanted = Math.min(limit, rule.count ?? Infinity);
  const start = cursorAt(dtstart.day);
  const keep = dayFilter(rule, start);
  const found: number[] = [];
  if (wanted <= 0) return found;
  let cursor = cursorAt(dtstart.day);

  // Each period starts later than the one before, and `last` is inside DATE_WINDOW: this ends.
  for (let n = 0; ; n++) {
    const [first, length] = period(rule, start, n);
    if (first > last) return found;
    const kept: number[] = [];
    // Consecutive periods (INTERVAL=1) carry the cursor on; a jump places it afresh.
    if (first < cursor.day || first - cursor.day > 7) cursor = cursorAt(first);
    while (cursor.day < first) advance(cursor);
    for (let i = 0; i < length; i++, advance(cursor)) {
      if (keep(cursor)) kept.push(cursor.day);
    }
    for (const day of rule.bySetPos.length ? pickPositions(kept, rule.bySetPos) : kept) {
      if (day > last) return found;
      if (day < dtstart.day) continue;
      found.push(day);
      if (found.length >= wanted) return found;
    }
  }
}

/**
 * BYSETPOS: the nth of a period's kept days (negative from the end), in order, each once. As in
 * rrule (whose `slice(position)[0]` does it), a negative position past the start of a non-empty
 * set picks its first day; RFC 5545 would pick nothing. Kept so that series stored while rrule
 * expanded them keep their dates.
 */
function pickPositions(kept: readonly number[], positions: readonly number[]): number[] {
  const picked = new Set<number>();
  for (const position of positions) {
    const day = kept[position > 0 ? position - 1 : Math.max(0, kept.length + position)];
    if (day !== undefined) picked.add(day);
  }
  return [...picked].sort((a, b) => a - b);
}
