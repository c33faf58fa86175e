import { describe, expect, it } from 'vitest';
import { localDateWindow, startOfLocalDay } from './local-days.ts';
import { searchWords } from './text-query.ts';

describe('local days', () => {
  it('starts a day at local midnight in the given zone', () => {
    expect(startOfLocalDay('2027-01-19', 'America/Los_Angeles').toISOString()).toBe('2027-01-19T08:00:00.000Z');
    expect(startOfLocalDay('2027-01-19', 'Asia/Kolkata').toISOString()).toBe('2027-01-18T18:30:00.000Z');
  });

  it('gives daylight-saving days their real 23 or 25 hours', () => {
    const spring = localDateWindow({ day: '2027-03-14' }, 'America/New_York');
    expect(spring.startsFrom!.toISOString()).toBe('2027-03-14T05:00:00.000Z');
    expect(spring.startsBefore!.toISOString()).toBe('2027-03-15T04:00:00.000Z');
    const autumn = localDateWindow({ day: '2026-11-01' }, 'America/New_York');
    expect((autumn.startsBefore!.getTime() - autumn.startsFrom!.getTime()) / 3600_000).toBe(25);
  });

  it('narrows a date range with a single day, and leaves open ends open', () => {
    const both = localDateWindow({ dateFrom: '2027-01-01', dateTo: '2027-01-31', day: '2027-01-10' }, 'UTC');
    expect([both.startsFrom!.toISOString(), both.startsBefore!.toISOString()]).toEqual(['2027-01-10T00:00:00.000Z', '2027-01-11T00:00:00.000Z']);
    expect(localDateWindow({ dateFrom: '2027-01-01' }, 'UTC').startsBefore).toBeNull();
    expect(localDateWindow({ dateTo: '2027-01-31' }, 'UTC').startsFrom).toBeNull();
  });
});

describe('search words', () => {
  it('splits typed text into lower-case words and drops tsquery syntax', () => {
    expect(searchWords('Pickle  Aus')).toEqual(['pickle', 'aus']);
    expect(searchWords("o'neil & (court) | !x")).toEqual(['o', 'neil', 'court', 'x']);
    expect(searchWords('  ')).toEqual([]);
    expect(searchWords('Café Ñandú')).toEqual(['café', 'ñandú']);
  });
});
