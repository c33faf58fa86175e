import { describe, expect, it } from 'vitest';
import { emptyWeek, type AvailabilityInput } from '../../../shared/availability/schemas.ts';
import { isAvailableAt, isAvailableOn, rangesOn } from './is-available.ts';

const record = (overrides: Partial<AvailabilityInput> = {}) => ({
  weeklyAvailability: {
    ...emptyWeek(),
    tuesday: { isAvailable: true, timeRanges: [{ startTime: '17:00', endTime: '20:00' }] },
  },
  dateSpecificAvailability: [],
  ...overrides,
});

describe('availability matching', () => {
  it('reads the weekly schedule in the player’s own zone', () => {
    // 2026-11-24 is a Tuesday. 01:30 UTC on Wednesday is 18:30 Tuesday in Denver (UTC-7).
    expect(isAvailableAt(record(), 'America/Denver', new Date('2026-11-25T01:30:00Z'))).toBe(true);
    expect(isAvailableAt(record(), 'America/New_York', new Date('2026-11-25T01:30:00Z'))).toBe(false);
    expect(isAvailableAt(record(), 'America/Denver', new Date('2026-11-25T03:00:00Z'))).toBe(false);
  });

  it('follows daylight-saving changes through the zone database', () => {
    // 2026-03-10 is a Tuesday after US DST began (UTC-6 in Denver): 17:30 local is 23:30 UTC.
    expect(isAvailableAt(record(), 'America/Denver', new Date('2026-03-10T23:30:00Z'))).toBe(true);
    // One week earlier, before DST (UTC-7): 23:30 UTC is 16:30 local, not yet available.
    expect(isAvailableAt(record(), 'America/Denver', new Date('2026-03-03T23:30:00Z'))).toBe(false);
  });

  it('lets a date-specific entry override the weekly schedule, with per-day hours', () => {
    const withTrip = record({
      dateSpecificAvailability: [
        {
          date: '2026-11-24',
          endDate: '2026-11-25',
          timeRanges: [],
          dailyTimeRanges: [
            { date: '2026-11-24', timeRanges: [{ startTime: '08:00', endTime: '09:00' }] },
            { date: '2026-11-25', timeRanges: [{ startTime: '10:00', endTime: '11:00' }] },
          ],
          isTraveling: false,
          location: null,
        },
      ],
    });
    expect(rangesOn(withTrip, '2026-11-24')).toEqual([{ startTime: '08:00', endTime: '09:00' }]);
    expect(isAvailableAt(withTrip, 'UTC', new Date('2026-11-24T18:00:00Z'))).toBe(false);
    expect(isAvailableAt(withTrip, 'UTC', new Date('2026-11-25T10:30:00Z'))).toBe(true);
    expect(isAvailableOn(withTrip, '2026-11-25')).toBe(true);
    expect(isAvailableOn(record(), '2026-11-26')).toBe(false);
  });
});
