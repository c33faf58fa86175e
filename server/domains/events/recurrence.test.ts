import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.ts';
import { EVENT_LIMITS } from '../../../shared/schemas/events.ts';
import { localParts, zonedInstant } from './event-time.ts';
import { endRuleBefore, expandOccurrences, parseRule } from './recurrence.ts';

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
      { rrule: 'RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=5', startDate: '2026-12-01', startTime: '19:00', timezone: chicago, excludedDates: ['2026-12-22', '2026-12-29'] },
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
    const occurrences = expandOccurrences({ rrule: ended, startDate: '2026-12-01', startTime: '19:00', timezone: chicago, excludedDates: [] }, { throughDate: '2027-06-01' });
    expect(occurrences.map((o) => o.date)).toEqual(['2026-12-01', '2026-12-08']);
  });
});

describe('zonedInstant', () => {
  it('reads a wall-clock time in the venue zone, whatever the server zone', () => {
    expect(zonedInstant('2026-12-01', '18:00', chicago).toISOString()).toBe('2026-12-02T00:00:00.000Z');
    expect(zonedInstant('2027-07-01', '18:00', chicago).toISOString()).toBe('2027-07-01T23:00:00.000Z');
  });
});
