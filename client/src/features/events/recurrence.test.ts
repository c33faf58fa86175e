import { RRule } from 'rrule';
import { describe, expect, it } from 'vitest';
import { describeRecurrence, fromRrule, NO_RECURRENCE, nthWeekdayOf, toRrule, weekdayOf, type Recurrence } from './recurrence.ts';

const weekly: Recurrence = { ...NO_RECURRENCE, frequency: 'weekly', weekdays: ['TH', 'TU'] };

describe('the recurrence builder', () => {
  it('gives no rule for an event that does not repeat', () => {
    expect(toRrule(NO_RECURRENCE, '2026-12-01')).toBeNull();
  });

  it('writes weekly days in week order, and defaults to the start date weekday', () => {
    expect(toRrule(weekly, '2026-12-01')).toBe('FREQ=WEEKLY;BYDAY=TU,TH');
    expect(toRrule({ ...weekly, weekdays: [] }, '2026-12-01')).toBe('FREQ=WEEKLY;BYDAY=TU');
  });

  it('writes interval, count and until', () => {
    expect(toRrule({ ...NO_RECURRENCE, frequency: 'daily', interval: 2, end: 'after', count: 5 }, '2026-12-01')).toBe('FREQ=DAILY;INTERVAL=2;COUNT=5');
    expect(toRrule({ ...weekly, end: 'on', until: '2027-01-31' }, '2026-12-01')).toBe('FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270131T235959');
  });

  it('repeats monthly on the day of the month or on the nth weekday', () => {
    expect(toRrule({ ...NO_RECURRENCE, frequency: 'monthly' }, '2026-12-08')).toBe('FREQ=MONTHLY');
    expect(toRrule({ ...NO_RECURRENCE, frequency: 'monthly', monthlyMode: 'weekdayOfMonth' }, '2026-12-08')).toBe('FREQ=MONTHLY;BYDAY=2TU');
    // 29 December 2026 is a Tuesday in the month's last week.
    expect(nthWeekdayOf('2026-12-29')).toBe('-1TU');
    expect(weekdayOf('2026-11-22')).toBe('SU');
  });

  it('reads back every rule it writes', () => {
    const states: Recurrence[] = [
      weekly,
      { ...weekly, weekdays: ['MO', 'WE'], interval: 2, end: 'after', count: 8 },
      { ...NO_RECURRENCE, frequency: 'daily', end: 'on', until: '2027-03-01' },
      { ...NO_RECURRENCE, frequency: 'monthly', monthlyMode: 'weekdayOfMonth' },
    ];
    for (const state of states) {
      const rule = toRrule(state, '2026-12-01')!;
      expect(toRrule(fromRrule(rule)!, '2026-12-01')).toBe(rule);
    }
    expect(fromRrule(null)).toEqual(NO_RECURRENCE);
    expect(fromRrule('RRULE:FREQ=WEEKLY;BYDAY=MO')?.weekdays).toEqual(['MO']);
  });

  it('refuses rules it cannot show rather than silently changing them', () => {
    expect(fromRrule('FREQ=YEARLY')).toBeNull();
    expect(fromRrule('FREQ=WEEKLY;BYSETPOS=1;BYDAY=MO')).toBeNull();
    expect(fromRrule('FREQ=MONTHLY;BYDAY=MO,TU')).toBeNull();
  });

  it('writes rules the rrule library expands as intended', () => {
    const rule = RRule.fromString(`DTSTART:20261201T180000Z\nRRULE:${toRrule({ ...weekly, end: 'after', count: 4 }, '2026-12-01')}`);
    expect(rule.all().map((date) => date.toISOString().slice(0, 10))).toEqual(['2026-12-01', '2026-12-03', '2026-12-08', '2026-12-10']);
    const until = RRule.fromString(`DTSTART:20261201T180000Z\nRRULE:${toRrule({ ...weekly, end: 'on', until: '2026-12-08' }, '2026-12-01')}`);
    expect(until.all()).toHaveLength(3);
  });

  it('describes the rule in words', () => {
    expect(describeRecurrence({ ...weekly, end: 'after', count: 10 }, '2026-12-01')).toBe('Every week on Tuesday and Thursday, 10 times');
    expect(describeRecurrence({ ...NO_RECURRENCE, frequency: 'monthly', monthlyMode: 'weekdayOfMonth' }, '2026-12-29')).toBe('Every month on the last Tuesday');
    expect(describeRecurrence({ ...NO_RECURRENCE, frequency: 'daily', interval: 3 }, '2026-12-29')).toBe('Every 3 days');
  });
});
