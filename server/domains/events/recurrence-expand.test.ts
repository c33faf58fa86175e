import fc from 'fast-check';
import { RRule } from 'rrule';
import { describe, expect, it } from 'vitest';
import { civilDate, dayOfIsoDate, isoDateOfDay } from './calendar-days.ts';
import { expandRuleDays } from './recurrence-expand.ts';
import { FREQUENCIES, parseRule, WEEKDAY_CODES, type Frequency } from './recurrence-rule.ts';

/**
 * Our expander against rrule.js 2.8.1, the library it replaces, on random rules of the grammar
 * parseRule allows, date by date over a bounded span after DTSTART.
 */

/** How far each kind of rule is compared: a few dozen periods at most. */
const SPAN_DAYS: Record<Frequency, number> = { DAILY: 400, WEEKLY: 3 * 366, MONTHLY: 6 * 366, YEARLY: 16 * 366 };
/** The longest period of each kind, in days. */
const PERIOD_DAYS: Record<Frequency, number> = { DAILY: 1, WEEKLY: 7, MONTHLY: 31, YEARLY: 366 };
const RUNS = 500;

interface Case {
  text: string;
  freq: Frequency;
  startDay: number;
  startMinute: number;
}

const signedUpTo = (max: number) => fc.oneof(fc.integer({ min: 1, max }), fc.integer({ min: -max, max: -1 }));
/** A BY part in about a third of the rules: with each one more often, most rules would give no date. */
const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof({ arbitrary: fc.constant(undefined), weight: 2 }, { arbitrary, weight: 1 });

const ruleCase: fc.Arbitrary<Case> = fc
  .record({ freq: fc.constantFrom(...FREQUENCIES), byMonth: optional(fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 3 })) })
  .chain(({ freq, byMonth }) => {
    // Ordinal weekdays where parseRule allows them: within the month, or within the year.
    const ordinalMax = freq === 'DAILY' || freq === 'WEEKLY' ? 0 : freq === 'MONTHLY' || byMonth ? 5 : 53;
    const nth = ordinalMax === 0 ? fc.constant(0) : fc.oneof(fc.constant(0), signedUpTo(ordinalMax));
    return fc.record({
      freq: fc.constant(freq),
      byMonth: fc.constant(byMonth),
      interval: fc.integer({ min: 1, max: 4 }),
      byDay: optional(
        fc.uniqueArray(fc.record({ weekday: fc.integer({ min: 0, max: 6 }), nth }), {
          minLength: 1,
          maxLength: 3,
          selector: (day) => day.nth * 7 + day.weekday,
        }),
      ),
      byMonthDay: freq === 'WEEKLY' ? fc.constant(undefined) : optional(fc.uniqueArray(signedUpTo(31), { minLength: 1, maxLength: 3 })),
      bySetPos: optional(fc.uniqueArray(fc.oneof(signedUpTo(6), signedUpTo(366)), { minLength: 1, maxLength: 3 })),
      weekStart: optional(fc.integer({ min: 0, max: 6 })),
      end: fc.oneof(
        fc.constant(null),
        fc.record({ count: fc.integer({ min: 1, max: 12 }) }),
        fc.record({ untilAfter: fc.integer({ min: -3, max: 3 * 366 }), untilSecond: fc.integer({ min: 0, max: 86_399 }) }),
      ),
      startDay: fc.integer({ min: dayOfIsoDate('2020-01-01'), max: dayOfIsoDate('2040-12-31') }),
      startMinute: fc.integer({ min: 0, max: 1439 }),
    });
  })
  .map((draft) => {
    const parts = [`FREQ=${draft.freq}`];
    if (draft.interval > 1) parts.push(`INTERVAL=${draft.interval}`);
    if (draft.byMonth) parts.push(`BYMONTH=${draft.byMonth.join(',')}`);
    if (draft.byDay) parts.push(`BYDAY=${draft.byDay.map((day) => `${day.nth || ''}${WEEKDAY_CODES[day.weekday]}`).join(',')}`);
    if (draft.byMonthDay) parts.push(`BYMONTHDAY=${draft.byMonthDay.join(',')}`);
    if (draft.bySetPos && (draft.byMonth || draft.byDay || draft.byMonthDay)) {
      // rrule's BYSETPOS neither removes a date picked twice (1 and -1 of a one-day set) nor
      // keeps a period's dates in order when a position falls outside the set, and COUNT and
      // UNTIL act on what it gives in that order; with them, one position keeps the oracle sound.
      parts.push(`BYSETPOS=${(draft.end ? draft.bySetPos.slice(0, 1) : draft.bySetPos).join(',')}`);
    }
    if (draft.weekStart !== undefined) parts.push(`WKST=${WEEKDAY_CODES[draft.weekStart]}`);
    if (draft.end && 'count' in draft.end) parts.push(`COUNT=${draft.end.count}`);
    if (draft.end && 'untilAfter' in draft.end) parts.push(`UNTIL=${untilText(draft.startDay + draft.end.untilAfter, draft.end.untilSecond)}`);
    return { text: parts.join(';'), freq: draft.freq, startDay: draft.startDay, startMinute: draft.startMinute };
  });

function untilText(day: number, second: number): string {
  const time = [Math.floor(second / 3600), Math.floor(second / 60) % 60, second % 60].map((n) => String(n).padStart(2, '0')).join('');
  return `${isoDateOfDay(day).replaceAll('-', '')}T${time}`;
}

/** A day at a minute of it, as rrule's floating UTC Date. */
function floating(day: number, minute: number): Date {
  const { year, month, day: monthDay } = civilDate(day);
  return new Date(Date.UTC(year, month - 1, monthDay, Math.floor(minute / 60), minute % 60));
}

/**
 * rrule's dates through `lastDay`. It is asked to stop one period past the span (its dates may
 * come out of order within a period, never across periods), so it cannot search for long.
 */
function rruleDates(c: Case, lastDay: number): string[] {
  const rule = new RRule({ ...RRule.parseString(c.text), dtstart: floating(c.startDay, c.startMinute) });
  const stop = floating(lastDay + PERIOD_DAYS[c.freq], 1439);
  const dates = rule.all((date, index) => date <= stop && index < 10_000).map((date) => date.toISOString().slice(0, 10));
  const last = isoDateOfDay(lastDay);
  return [...new Set(dates)].filter((date) => date <= last).sort();
}

describe('expandRuleDays against rrule', () => {
  it(`gives rrule's dates for ${RUNS} random rules`, () => {
    let compared = 0;
    fc.assert(
      fc.property(ruleCase, (c) => {
        const lastDay = c.startDay + SPAN_DAYS[c.freq];
        const ours = expandRuleDays(parseRule(c.text).rule, { day: c.startDay, second: c.startMinute * 60 }, lastDay, 10_000).map(isoDateOfDay);
        // A rule that never matches would send rrule searching to the year 9999.
        if (ours.length === 0) return;
        compared += 1;
        expect(ours).toEqual(rruleDates(c, lastDay));
      }),
      { seed: 20_260_529, numRuns: RUNS },
    );
    // Most random rules give dates, so the comparison is not vacuous.
    expect(compared).toBeGreaterThan(RUNS / 2);
  });

  it('agrees on the rules the app writes, over their whole length', () => {
    const rules = [
      'FREQ=WEEKLY;BYDAY=TU,TH;COUNT=10',
      'FREQ=MONTHLY;BYDAY=2TU;UNTIL=20270105T235959',
      'FREQ=MONTHLY;BYDAY=-1FR;COUNT=6',
      'FREQ=DAILY;INTERVAL=3;COUNT=20',
    ];
    const startDay = dayOfIsoDate('2026-03-10');
    for (const text of rules) {
      const c: Case = { text, freq: parseRule(text).rule.freq, startDay, startMinute: 18 * 60 };
      const ours = expandRuleDays(parseRule(text).rule, { day: startDay, second: 18 * 3600 }, startDay + 3 * 366, 10_000).map(isoDateOfDay);
      expect(ours.length, text).toBeGreaterThan(0);
      expect(ours, text).toEqual(rruleDates(c, startDay + 3 * 366));
    }
  });
});
