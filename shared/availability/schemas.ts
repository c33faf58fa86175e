import * as z from 'zod/mini';
import { calendarDate, text } from '../common/text.ts';
import { addMonths, eachDayOfInterval, format, parseISO } from 'date-fns';
import { AVAILABILITY_MESSAGES } from './messages.ts';
import { COMMUNITY_FILTERS, rangeErrors, VISIBILITY_MODES, WEEKDAYS } from './availability.ts';
import { latitude, longitude } from '../common/numbers.ts';

const time = text(5).check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 17:00'));
const isoDate = calendarDate(AVAILABILITY_MESSAGES.dateRequired);

export const timeRangeSchema = z.object({ startTime: time, endTime: time });

/** A day's ranges: each ends after it starts, and none overlaps another (touching counts). */
export const timeRangesSchema = z.array(timeRangeSchema).check(
  z.maxLength(12),
  z.superRefine((ranges, ctx) => {
    rangeErrors(ranges).forEach((error, index) => {
      if (error)
        ctx.issues.push({
          code: 'custom',
          message: error,
          input: ranges[index],
          path: [index, error === AVAILABILITY_MESSAGES.overlapping ? 'startTime' : 'endTime'],
        });
    });
  }),
);

export const daySchema = z
  .object({ isAvailable: z.boolean(), timeRanges: timeRangesSchema })
  .check(z.refine((day) => !day.isAvailable || day.timeRanges.length > 0, { message: AVAILABILITY_MESSAGES.needsRange, path: ['timeRanges'] }));

export const weeklySchema = z.object({
  monday: daySchema,
  tuesday: daySchema,
  wednesday: daySchema,
  thursday: daySchema,
  friday: daySchema,
  saturday: daySchema,
  sunday: daySchema,
});

export const travelLocationSchema = z.object({
  city: text(200, { min: 1 }),
  state: text(100),
  country: text(100),
  lat: latitude(),
  lng: longitude(),
  formattedAddress: text(300),
});

/**
 * A date-specific entry: one date, or a range of at most a month; traveling forces a range and a
 * location; with per-day hours every day of the range has its own ranges, otherwise the entry has one set.
 */
export const dateSpecificSchema = z
  .object({
    date: isoDate,
    endDate: z.nullable(isoDate),
    timeRanges: timeRangesSchema,
    dailyTimeRanges: z.array(z.object({ date: isoDate, timeRanges: timeRangesSchema })).check(z.maxLength(32)),
    isTraveling: z.boolean(),
    location: z.nullable(travelLocationSchema),
  })
  .check(
    z.superRefine((entry, ctx) => {
      const issue = (message: string, path: PropertyKey[]) => ctx.issues.push({ code: 'custom', message, input: entry, path });
      if (entry.endDate !== null) {
        if (entry.endDate < entry.date) issue(AVAILABILITY_MESSAGES.endBeforeStart, ['endDate']);
        else if (entry.endDate > format(addMonths(parseISO(entry.date), 1), 'yyyy-MM-dd')) issue(AVAILABILITY_MESSAGES.rangeTooLong, ['endDate']);
      }
      if (entry.isTraveling) {
        if (entry.endDate === null) issue(AVAILABILITY_MESSAGES.endBeforeStart, ['endDate']);
        if (entry.location === null) issue(AVAILABILITY_MESSAGES.travelNeedsLocation, ['location']);
      }
      if (entry.dailyTimeRanges.length > 0) {
        const days = eachDayOfInterval({ start: parseISO(entry.date), end: parseISO(entry.endDate ?? entry.date) }).map((d) => format(d, 'yyyy-MM-dd'));
        const covered = new Set(entry.dailyTimeRanges.filter((d) => d.timeRanges.length > 0).map((d) => d.date));
        if (entry.dailyTimeRanges.some((d) => !days.includes(d.date)) || days.some((d) => !covered.has(d)))
          issue(AVAILABILITY_MESSAGES.needsRange, ['dailyTimeRanges']);
      } else if (entry.timeRanges.length === 0) {
        issue(AVAILABILITY_MESSAGES.needsRange, ['timeRanges']);
      }
    }),
  );

export const availabilityPrivacySchema = z.object({
  visibilityMode: z.enum(VISIBILITY_MODES),
  allowedGenders: z.array(text(40)).check(z.maxLength(10)),
  communityFilter: z.enum(COMMUNITY_FILTERS),
  allowedCommunities: z.array(z.uuid()).check(z.maxLength(100)),
  connectsOnly: z.boolean(),
  requireAllFilters: z.boolean(),
});

export const availabilityInput = z.object({
  weeklyAvailability: weeklySchema,
  dateSpecificAvailability: z.array(dateSpecificSchema).check(z.maxLength(60)),
  privacySettings: availabilityPrivacySchema,
});

export type AvailabilityInput = z.infer<typeof availabilityInput>;
export type WeeklyAvailability = z.infer<typeof weeklySchema>;
export type DateSpecificEntry = z.infer<typeof dateSpecificSchema>;
export type AvailabilityPrivacy = z.infer<typeof availabilityPrivacySchema>;

/** The defaults of a new record: visible to everyone, and a week with no day ticked. */
export const PUBLIC_AVAILABILITY_PRIVACY: AvailabilityPrivacy = {
  visibilityMode: 'public',
  allowedGenders: [],
  communityFilter: 'none',
  allowedCommunities: [],
  connectsOnly: false,
  requireAllFilters: false,
};

export function emptyWeek(): WeeklyAvailability {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, { isAvailable: false, timeRanges: [] }])) as unknown as WeeklyAvailability;
}
