import { AVAILABILITY_MESSAGES } from './messages.ts';

/** Availability vocabulary of spec sections 3, 4, 5 and 9. */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

export const DEFAULT_RANGE = { startTime: '17:00', endTime: '20:00' } as const;

export const VISIBILITY_MODES = ['public', 'filtered'] as const;
export const COMMUNITY_FILTERS = ['none', 'any', 'all', 'specific'] as const;
export const COMMUNITY_FILTER_LABELS: Record<(typeof COMMUNITY_FILTERS)[number], string> = {
  none: 'No community filter',
  any: 'People who share any community with me',
  all: 'People in all of my communities',
  specific: 'People in specific communities',
};

export interface TimeRange {
  startTime: string;
  endTime: string;
}

/** Minutes since midnight of an 'HH:mm' time. */
export const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** Spec: ranges within a day must not overlap, inclusive at the edges (touching counts). */
export function rangesOverlap(a: TimeRange, b: TimeRange): boolean {
  return minutesOf(a.startTime) <= minutesOf(b.endTime) && minutesOf(b.startTime) <= minutesOf(a.endTime);
}

/** The error of each range of a day: missing end is left for the save to drop, not an error. */
export function rangeErrors(ranges: TimeRange[]): (string | null)[] {
  return ranges.map((range, index) => {
    if (!range.startTime || !range.endTime) return null;
    if (minutesOf(range.endTime) <= minutesOf(range.startTime)) return AVAILABILITY_MESSAGES.endTimeBeforeStartTime;
    const clash = ranges.some(
      (other, j) => j !== index && other.startTime && other.endTime && minutesOf(other.endTime) > minutesOf(other.startTime) && rangesOverlap(range, other),
    );
    return clash ? AVAILABILITY_MESSAGES.overlapping : null;
  });
}

/** Ranges missing a start or an end are dropped on save (spec section 5). */
export const completeRanges = (ranges: TimeRange[]) => ranges.filter((range) => range.startTime && range.endTime);
