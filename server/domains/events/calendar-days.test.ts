import { describe, expect, it } from 'vitest';
import { civilDate, dayOfIsoDate, isoDateOfDay, monthLength, weekdayOf, yearLength } from './calendar-days.ts';

describe('calendar days', () => {
  it('agree with Date on every day of the date window, leap days and century years included', () => {
    const first = dayOfIsoDate('1900-01-01');
    const last = dayOfIsoDate('2100-12-31');
    expect(first).toBe(Date.UTC(1900, 0, 1) / 86_400_000);
    const mismatches: number[] = [];
    for (let day = first; day <= last; day++) {
      const date = new Date(day * 86_400_000);
      const iso = date.toISOString().slice(0, 10);
      if (isoDateOfDay(day) !== iso || dayOfIsoDate(iso) !== day || weekdayOf(day) !== (date.getUTCDay() + 6) % 7) mismatches.push(day);
    }
    expect(mismatches).toEqual([]);
    expect(civilDate(dayOfIsoDate('2000-02-29'))).toEqual({ year: 2000, month: 2, day: 29 });
    expect([yearLength(1900), yearLength(2000), yearLength(2024), yearLength(2100)]).toEqual([365, 366, 366, 365]);
    expect([monthLength(1900, 2), monthLength(2000, 2), monthLength(2027, 2), monthLength(2027, 4)]).toEqual([28, 29, 28, 30]);
  });
});
