import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.ts';
import { EVENT_LIMITS } from '../../../shared/limits/limits.ts';
import { localParts, zonedInstant } from '../../time/event-time.ts';
import { endRuleBefore, expandOccurrences } from './recurrence.ts';
import { parseRule } from './recurrence-rule.ts';

const chicago = 'America/Chicago';

describe('expandOccurrences', () => {
  it('keeps a weekly 18:00 game at 18:00 local across the March 2027 DST change (the UTC instant moves)', () => {
    const occurrences = expandOccurrences(
      { rrule: 'FREQ=WEEKLY;COUNT=4', startDate: '2027-03-02', startTime: '18:00', timezone: chicago, excludedDates: [] },
      { throughDate: '9999-12-31' },
    );
    expect(occurrences.map((o) => o.date)).toEqual(['2027-03-02', '2027-03-09', '2027-03-16', '2027-03-23']);
    expect(occurrences.map((o) => localParts(o.startsAt, chicago).time)).toEqual(['18:00', '18:00', '18:00', '18:00']);
    // CST is UTC-6 before 2027-03-14, CDT UTC-5 after.
    expect(occurrences.map((o) => o.startsAt.toISOString())).toEqual([
      '2027-03-03T00:00:00.000Z',
      '2027-03-10T00:00:00.000Z',
      '2027-03-16T23:00:00.000Z',
      '2027-03-23T23:00:00.000Z',
    ]);
  });

  it('also holds the wall clock in the autumn change and in another zone', () => {
    const occurrences = expandOccurrences(
      { rrule: 'FREQ=WEEKLY;BYDAY=SA;COUNT=3', startDate: '2027-10-23', startTime: '09:30', timezone: 'Europe/Berlin', excludedDates: [] },
      { throughDate: '9999-12-31' },
    );
    expect(occurrences.map((o) => localParts(o.startsAt, 'Europe/Berlin'))).toEqual([
      { date: '2027-10-23', time: '09:30' },
      { date: '2027-10-30', time: '09:30' },
      { date: '2027-11-06', time: '09:30' },
    ]);
  });

  it('skips excluded dates without shifting the others, and COUNT still counts the rule dates', () => {
    const occurrences = expandOccurrences(
      {
        rrule: 'RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=5',
        startDate: '2026-12-01',
        startTime: '19:00',
        timezone: chicago,
        excludedDates: ['2026-12-22', '2026-12-29'],
      },
      { throughDate: '9999-12-31' },
    );
    expect(occurrences.map((o) => o.date)).toEqual(['2026-12-01', '2026-12-08', '2026-12-15']);
  });

  it('stops an open-ended rule at the window and caps any rule at maxOccurrences', () => {
    const open = expandOccurrences(
      { rrule: 'FREQ=DAILY', startDate: '2026-12-01', startTime: '07:00', timezone: chicago, excludedDates: [] },
      { throughDate: '2026-12-10' },
    );
    expect(open.map((o) => o.date)).toEqual(Array.from({ length: 10 }, (_, i) => `2026-12-${String(i + 1).padStart(2, '0')}`));
    const capped = expandOccurrences(
      { rrule: 'FREQ=DAILY;COUNT=1000', startDate: '2026-12-01', startTime: '07:00', timezone: chicago, excludedDates: [] },
      { throughDate: '9999-12-31' },
    );
    expect(capped).toHaveLength(EVENT_LIMITS.maxOccurrences);
  });

  it('gives nothing, at once, for the rules of issue 29 that parse but never match (rrule searched to 9999)', () => {
    for (const startDate of ['2026-06-01', '1900-01-01']) {
      for (const rrule of [
        'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30',
        'FREQ=DAILY;BYMONTH=4;BYMONTHDAY=31;UNTIL=20991231',
        'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30;COUNT=5',
      ]) {
        expect(expandOccurrences({ rrule, startDate, startTime: '18:00', timezone: chicago, excludedDates: [] }, { throughDate: '9999-12-31' }), rrule).toEqual(
          [],
        );
      }
    }
    for (const rrule of ['FREQ=DAILY;BYMONTH=13', 'FREQ=WEEKLY;BYDAY=XX', 'FREQ=MONTHLY;BYSETPOS=0']) {
      expect(
        () => expandOccurrences({ rrule, startDate: '2026-06-01', startTime: '18:00', timezone: chicago, excludedDates: [] }, { throughDate: '9999-12-31' }),
        rrule,
      ).toThrow(AppError);
    }
  });

  it('finds rare dates up to the end of the date window, not beyond', () => {
    const leapMondays = expandOccurrences(
      { rrule: 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO;COUNT=260', startDate: '2026-06-01', startTime: '18:00', timezone: chicago, excludedDates: [] },
      { throughDate: '9999-12-31' },
    );
    expect(leapMondays.map((o) => o.date)).toEqual(['2044-02-29', '2072-02-29']);
    const lastDays = expandOccurrences(
      { rrule: 'FREQ=MONTHLY;BYMONTHDAY=-1', startDate: '2100-10-15', startTime: '18:00', timezone: chicago, excludedDates: [] },
      { throughDate: '9999-12-31' },
    );
    expect(lastDays.map((o) => o.date)).toEqual(['2100-10-31', '2100-11-30', '2100-12-31']);
  });

  it('ends at UNTIL on the wall clock: a start after its time on its day is past it', () => {
    const series = { startDate: '2026-12-01', startTime: '18:00', timezone: chicago, excludedDates: [] };
    const dates = (rrule: string) => expandOccurrences({ ...series, rrule }, { throughDate: '9999-12-31' }).map((o) => o.date);
    expect(dates('FREQ=DAILY;UNTIL=20261203T180000')).toEqual(['2026-12-01', '2026-12-02', '2026-12-03']);
    expect(dates('FREQ=DAILY;UNTIL=20261203T175959Z')).toEqual(['2026-12-01', '2026-12-02']);
    expect(dates('FREQ=DAILY;UNTIL=20261203')).toEqual(['2026-12-01', '2026-12-02']);
  });

  it('gives only dates after afterDate (how a series is extended)', () => {
    const occurrences = expandOccurrences(
      { rrule: 'FREQ=WEEKLY', startDate: '2026-12-01', startTime: '07:00', timezone: chicago, excludedDates: [] },
      { afterDate: '2026-12-15', throughDate: '2026-12-31' },
    );
    expect(occurrences.map((o) => o.date)).toEqual(['2026-12-22', '2026-12-29']);
  });
});

describe('parseRule', () => {
  it('tells open-ended rules from COUNT/UNTIL ones', () => {
    expect(parseRule('FREQ=WEEKLY;BYDAY=MO').openEnded).toBe(true);
    expect(parseRule('FREQ=WEEKLY;COUNT=3').openEnded).toBe(false);
    expect(parseRule('FREQ=WEEKLY;UNTIL=20270101T000000Z').openEnded).toBe(false);
  });

  it('refuses nonsense, rules finer than daily, and rules carrying their own DTSTART', () => {
    for (const rule of ['FREQ=HOURLY', 'FREQ=MINUTELY;COUNT=3', 'FREQ=NEVER', 'DTSTART:20270101T000000Z\nRRULE:FREQ=DAILY']) {
      expect(() => parseRule(rule), rule).toThrow(AppError);
    }
  });
});

describe('endRuleBefore', () => {
  it('ends a series the day before a date, so no later occurrence is created', () => {
    const ended = endRuleBefore('FREQ=WEEKLY;BYDAY=TU', '2026-12-15');
    const occurrences = expandOccurrences(
      { rrule: ended, startDate: '2026-12-01', startTime: '19:00', timezone: chicago, excludedDates: [] },
      { throughDate: '2027-06-01' },
    );
    expect(occurrences.map((o) => o.date)).toEqual(['2026-12-01', '2026-12-08']);
    expect(ended).toBe('FREQ=WEEKLY;BYDAY=TU;UNTIL=20261214T235959');
  });

  it('replaces COUNT or an earlier UNTIL, keeping the other parts, in a rule that parses again', () => {
    expect(endRuleBefore('rrule:freq=monthly;byday=-1fr;count=12', '2027-03-26')).toBe('FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20270325T235959');
    expect(endRuleBefore('FREQ=DAILY;UNTIL=20271231T235959Z;INTERVAL=2', '2027-01-01')).toBe('FREQ=DAILY;INTERVAL=2;UNTIL=20261231T235959');
    expect(parseRule(endRuleBefore('FREQ=WEEKLY;COUNT=4', '2027-01-01')).openEnded).toBe(false);
  });
});

describe('zonedInstant', () => {
  it('reads a wall-clock time in the venue zone, whatever the server zone', () => {
    expect(zonedInstant('2026-12-01', '18:00', chicago).toISOString()).toBe('2026-12-02T00:00:00.000Z');
    expect(zonedInstant('2027-07-01', '18:00', chicago).toISOString()).toBe('2027-07-01T23:00:00.000Z');
  });
});
