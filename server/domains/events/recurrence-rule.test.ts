import { describe, expect, it } from 'vitest';
import { NO_RECURRENCE, toRrule, WEEKDAYS, type Recurrence } from '../../../client/src/features/events/recurrence.ts';
import { EVENT_MESSAGES } from '../../../shared/events/messages.ts';
import { AppError } from '../../errors/app-error.ts';
import { dayOfIsoDate } from './calendar-days.ts';
import { parseRule } from './recurrence-rule.ts';

function refusal(text: string): unknown {
  try {
    parseRule(text);
  } catch (error) {
    return error;
  }
  return null;
}

function expectRefused(rules: readonly string[]) {
  for (const rule of rules) {
    const error = refusal(rule);
    expect(error, rule).toBeInstanceOf(AppError);
    expect([(error as AppError).code, (error as AppError).message], rule).toEqual(['BAD_REQUEST', EVENT_MESSAGES.invalidRecurrence]);
  }
}

describe('parseRule accepts', () => {
  it('every rule the recurrence builder writes', () => {
    const states: Recurrence[] = [];
    for (const frequency of ['daily', 'weekly', 'monthly'] as const) {
      for (const interval of [1, 2, 12]) {
        for (const end of [{ end: 'never' }, { end: 'after', count: 1 }, { end: 'after', count: 260 }, { end: 'on', until: '2027-01-05' }] as const) {
          const base = { ...NO_RECURRENCE, frequency, interval, ...end };
          states.push(base, { ...base, weekdays: ['TU', 'TH'] }, { ...base, weekdays: [...WEEKDAYS] }, { ...base, monthlyMode: 'weekdayOfMonth' });
        }
      }
    }
    // A Tuesday in its month's second week, and a Friday in its last.
    const rules = new Set(states.flatMap((state) => [toRrule(state, '2026-12-08'), toRrule(state, '2026-12-25')]).filter((rule) => rule !== null));
    expect(rules).toContain('FREQ=MONTHLY;BYDAY=2TU');
    expect(rules).toContain('FREQ=MONTHLY;BYDAY=-1FR');
    expect(rules).toContain('FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;UNTIL=20270105T235959');
    for (const rule of rules) expect(refusal(rule), rule).toBeNull();
  });

  it('the rest of the grammar, read into a typed structure', () => {
    expect(parseRule(' rrule:freq=monthly;byday=2tu,-1FR;count=5 ')).toEqual({
      text: 'FREQ=MONTHLY;BYDAY=2TU,-1FR;COUNT=5',
      openEnded: false,
      rule: {
        freq: 'MONTHLY',
        interval: 1,
        count: 5,
        until: null,
        byDay: [
          { weekday: 1, nth: 2 },
          { weekday: 4, nth: -1 },
        ],
        byMonthDay: [],
        byMonth: [],
        bySetPos: [],
        weekStart: 0,
      },
    });
    expect(parseRule('FREQ=YEARLY;INTERVAL=99;BYMONTH=3,11;BYDAY=+1SU,-1SU;BYMONTHDAY=1,-31;BYSETPOS=1,-366;WKST=SU;UNTIL=21001231T235959Z').rule).toEqual({
      freq: 'YEARLY',
      interval: 99,
      count: null,
      until: { day: dayOfIsoDate('2100-12-31'), second: 86_399 },
      byDay: [
        { weekday: 6, nth: 1 },
        { weekday: 6, nth: -1 },
      ],
      byMonthDay: [1, -31],
      byMonth: [3, 11],
      bySetPos: [1, -366],
      weekStart: 6,
    });
    expect(parseRule('FREQ=YEARLY;BYDAY=53MO,-53SU,20WE').rule.byDay).toHaveLength(3);
    expect(parseRule('FREQ=DAILY;UNTIL=19000101').rule.until).toEqual({ day: dayOfIsoDate('1900-01-01'), second: 0 });
    expect(parseRule('FREQ=DAILY;COUNT=9999').openEnded).toBe(false);
    expect(parseRule('FREQ=WEEKLY;BYMONTH=6,7,8;BYDAY=SA').openEnded).toBe(true);
  });
});

describe('parseRule refuses, with BAD_REQUEST', () => {
  it('frequencies finer than daily, unknown ones, and a rule without one', () => {
    expectRefused(['FREQ=HOURLY', 'FREQ=MINUTELY;COUNT=3', 'FREQ=SECONDLY', 'FREQ=NEVER', 'FREQ=DAI LY', 'INTERVAL=2', 'COUNT=3;INTERVAL=2', '']);
  });

  it('every part the app does not use, DTSTART and TZID included', () => {
    expectRefused([
      'FREQ=DAILY;BYHOUR=9',
      'FREQ=DAILY;BYMINUTE=0',
      'FREQ=DAILY;BYSECOND=0',
      'FREQ=YEARLY;BYYEARDAY=1',
      'FREQ=YEARLY;BYWEEKNO=1',
      'FREQ=YEARLY;BYEASTER=0',
      'FREQ=DAILY;BYWEEKDAY=MO',
      'FREQ=DAILY;DTSTART=20270101T000000Z',
      'FREQ=DAILY;TZID=America/Chicago',
      'DTSTART:20270101T000000Z\nRRULE:FREQ=DAILY',
      'FREQ=DAILY;X-NAME=1',
    ]);
  });

  it('malformed text: a part twice, empty parts, names or values, stray characters', () => {
    expectRefused([
      'FREQ=DAILY;FREQ=WEEKLY',
      'FREQ=DAILY;COUNT=2;COUNT=3',
      'FREQ=DAILY;',
      'FREQ=DAILY;;COUNT=2',
      'FREQ=DAILY;COUNT=',
      'FREQ=DAILY;=3',
      'FREQ=DAILY;COUNT',
      'FREQ=DAILY;COUNT=3=4',
      'FREQ=DAILY;COUNT= 3',
      'FREQ=DAILY;COUNT=3.0',
      'FREQ=DAILY;COUNT=٣',
      'FREQ=DAILY;COUNT=0x10',
      'FREQ=WEEKLY;BYDAY=MO,',
      'FREQ=WEEKLY;BYDAY=,MO',
      'FREQ=WEEKLY;BYDAY=MO;;',
      `FREQ=DAILY;COUNT=${'1'.repeat(600)}`,
    ]);
  });

  it('INTERVAL outside 1-99 and COUNT outside 1-9999, or COUNT with UNTIL', () => {
    expectRefused([
      'FREQ=DAILY;INTERVAL=0',
      'FREQ=DAILY;INTERVAL=100',
      'FREQ=DAILY;INTERVAL=-1',
      'FREQ=DAILY;INTERVAL=+2',
      'FREQ=DAILY;COUNT=0',
      'FREQ=DAILY;COUNT=10000',
      'FREQ=DAILY;COUNT=-1',
      'FREQ=DAILY;COUNT=3;UNTIL=20270101',
    ]);
  });

  it('an UNTIL that is malformed, not a real moment, or outside the date window', () => {
    expectRefused(
      [
        '2027010',
        '202701011',
        '20270230',
        '20271301',
        '20270001',
        '20270100',
        '20270101T240000',
        '20270101T236000',
        '20270101T235960',
        '20270101X000000',
        '20270101T000000ZZ',
        '20270101T000000+',
        '20270101T0000',
        '18991231',
        '21010101',
        'ABCDEFGH',
        '-2027010',
      ].map((until) => `FREQ=DAILY;UNTIL=${until}`),
    );
  });

  it('BYDAY: unknown weekdays, repeats, and ordinals out of range or where they mean nothing', () => {
    expectRefused([
      'FREQ=WEEKLY;BYDAY=XX',
      'FREQ=WEEKLY;BYDAY=M',
      'FREQ=WEEKLY;BYDAY=MON',
      'FREQ=WEEKLY;BYDAY=MO,MO',
      'FREQ=MONTHLY;BYDAY=2TU,+2TU',
      'FREQ=WEEKLY;BYDAY=2TU',
      'FREQ=DAILY;BYDAY=-1FR',
      'FREQ=MONTHLY;BYDAY=0TU',
      'FREQ=MONTHLY;BYDAY=6TU',
      'FREQ=MONTHLY;BYDAY=-6TU',
      'FREQ=YEARLY;BYMONTH=3;BYDAY=6MO',
      'FREQ=YEARLY;BYDAY=54MO',
      'FREQ=YEARLY;BYDAY=-54MO',
      'FREQ=MONTHLY;BYDAY=++1MO',
      'FREQ=MONTHLY;BYDAY=1 MO',
    ]);
  });

  it('BYMONTHDAY, BYMONTH, BYSETPOS and WKST out of range, repeated, or without what they act on', () => {
    expectRefused([
      'FREQ=MONTHLY;BYMONTHDAY=0',
      'FREQ=MONTHLY;BYMONTHDAY=32',
      'FREQ=MONTHLY;BYMONTHDAY=-32',
      'FREQ=MONTHLY;BYMONTHDAY=1,+1',
      'FREQ=WEEKLY;BYMONTHDAY=1',
      'FREQ=DAILY;BYMONTH=0',
      'FREQ=DAILY;BYMONTH=13',
      'FREQ=DAILY;BYMONTH=-1',
      'FREQ=DAILY;BYMONTH=1,1',
      'FREQ=MONTHLY;BYSETPOS=0',
      'FREQ=MONTHLY;BYSETPOS=1',
      'FREQ=MONTHLY;BYDAY=MO;BYSETPOS=0',
      'FREQ=MONTHLY;BYDAY=MO;BYSETPOS=367',
      'FREQ=MONTHLY;BYDAY=MO;BYSETPOS=-367',
      'FREQ=MONTHLY;BYDAY=MO;BYSETPOS=1,1',
      'FREQ=WEEKLY;WKST=XX',
      'FREQ=WEEKLY;WKST=1MO',
    ]);
  });

  it('lists longer than a month has days', () => {
    const days = Array.from({ length: 31 }, (_, i) => i + 1);
    expect(refusal(`FREQ=MONTHLY;BYMONTHDAY=${days.join(',')}`)).toBeNull();
    expectRefused([
      `FREQ=MONTHLY;BYMONTHDAY=${[...days, -1].join(',')}`,
      `FREQ=MONTHLY;BYDAY=MO;BYSETPOS=${Array.from({ length: 32 }, (_, i) => i + 1).join(',')}`,
    ]);
  });
});
