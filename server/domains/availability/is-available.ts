import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { minutesOf, WEEKDAYS, type TimeRange } from '../../../shared/availability/availability.ts';
import type { AvailabilityInput } from '../../../shared/availability/schemas.ts';

type Record = Pick<AvailabilityInput, 'weeklyAvailability' | 'dateSpecificAvailability'>;

/** The ranges that apply on a calendar date: a date-specific entry overrides the weekly schedule. */
export function rangesOn(record: Record, date: string): TimeRange[] {
  const entry = record.dateSpecificAvailability.find((e) => date >= e.date && date <= (e.endDate ?? e.date));
  if (entry) {
    if (entry.dailyTimeRanges.length > 0) return entry.dailyTimeRanges.find((d) => d.date === date)?.timeRanges ?? [];
    return entry.timeRanges;
  }
  // date-fns: Monday is 1 ... Sunday is 7 (ISO day of week).
  const isoDay = Number(format(new Date(`${date}T12:00:00Z`), 'i'));
  const day = record.weeklyAvailability[WEEKDAYS[isoDay - 1]!];
  return day.isAvailable ? day.timeRanges : [];
}

/**
 * Whether the player is free at an instant: the instant is turned into a wall-clock time in the
 * player's own zone (so 7 pm in Denver is 7 pm for a Denver player whatever the viewer's zone,
 * and DST is the zone database's business, not ours).
 */
export function isAvailableAt(record: Record, timeZone: string, at: Date): boolean {
  const local = new TZDate(at, timeZone);
  const minutes = local.getHours() * 60 + local.getMinutes();
  return rangesOn(record, format(local, 'yyyy-MM-dd')).some((r) => minutesOf(r.startTime) <= minutes && minutes < minutesOf(r.endTime));
}

/** Whether the player has any time free on a calendar date. */
export function isAvailableOn(record: Record, date: string): boolean {
  return rangesOn(record, date).length > 0;
}
