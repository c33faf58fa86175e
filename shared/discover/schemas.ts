import * as z from 'zod/mini';
import { calendarDate, text } from '../common/text.ts';
import { latitude, longitude, radiusKm } from '../common/numbers.ts';

/** Discovery of events (discover page, home "nearby events") and the full search, both sides. */
export const DISCOVER = {
  defaultPageSize: 20,
  maxPageSize: 50,
  /** Offset paging: deeper than this, narrow the filters instead. */
  maxPage: 200,
  defaultRadiusKm: 40,
  maxRadiusKm: 500,
  /** The search words of the discover page. */
  maxTextChars: 100,
  /** Map moves and typing settle before a request is sent. */
  textDebounceMs: 300,
  boundsDebounceMs: 500,
  nearbyDefaultLimit: 6,
  nearbyMaxLimit: 20,
  /** Home "nearby events" reach around the Go-To Area city. */
  nearbyRadiusKm: 80,
  /** Per address, across processes: a panned map asks at most twice a second. */
  ratePerIp: { limit: 240, windowSeconds: 60 },
  /** A guest's answer is shared with guests asking the same within this time (so it may be this old). */
  guestAnswerTtlMs: 5_000,
} as const;

export const FULL_SEARCH = {
  minChars: 2,
  maxChars: 100,
  pageSize: 10,
  debounceMs: 300,
  maxPage: 20,
  /** Per address, across processes: every search reads four tables. */
  ratePerIp: { limit: 120, windowSeconds: 60 },
} as const;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const isoDate = calendarDate();

export const discoverBounds = z
  .object({ north: latitude(), south: latitude(), east: longitude(), west: longitude() })
  .check(z.refine((b) => b.north >= b.south, 'North must be above south'));
export type DiscoverBounds = z.infer<typeof discoverBounds>;

/** The search words of the discover page, as typed. */
export const discoverText = text(DISCOVER.maxTextChars, { trim: true });

export const discoverWhen = z.enum(['upcoming', 'past']);
export const discoverPrice = z.enum(['all', 'free', 'paid']);

export const discoverInput = z
  .object({
    /** The visible map area: events inside it, in start order. */
    bounds: z.optional(discoverBounds),
    /** A point to search around, nearest first; `radiusKm` cuts the list. */
    center: z.optional(z.object({ lat: latitude(), lng: longitude() })),
    radiusKm: z.optional(radiusKm(DISCOVER.maxRadiusKm)),
    gameTypes: z.optional(z.array(text(60, { min: 1 })).check(z.maxLength(30))),
    /** Inclusive local dates in the viewer's zone. */
    dateFrom: z.optional(isoDate),
    dateTo: z.optional(isoDate),
    /** One local day in the viewer's zone: midnight to the end of that day (spec section 7). */
    day: z.optional(isoDate),
    /** The viewer's IANA zone, which dates and days are read in (the profile's zone, else UTC, when absent). */
    timezone: z.optional(text(64).check(z.refine(isTimeZone, 'Unknown time zone'))),
    price: z._default(discoverPrice, 'all'),
    q: z.optional(discoverText),
    when: z._default(discoverWhen, 'upcoming'),
    page: z._default(z.int().check(z.gte(0), z.lte(DISCOVER.maxPage)), 0),
    pageSize: z._default(z.int().check(z.gte(1), z.lte(DISCOVER.maxPageSize)), DISCOVER.defaultPageSize),
  })
  .check(
    z.refine((input) => !(input.bounds && input.center), 'Search by map bounds or around a point, not both'),
    z.refine((input) => !(input.dateFrom && input.dateTo) || input.dateFrom <= input.dateTo, 'The end date is before the start date'),
  );
export type DiscoverInput = z.infer<typeof discoverInput>;
export type DiscoverFormInput = z.input<typeof discoverInput>;

export const nearbyEventsInput = z.object({
  lat: latitude(),
  lng: longitude(),
  limit: z._default(z.int().check(z.gte(1), z.lte(DISCOVER.nearbyMaxLimit)), DISCOVER.nearbyDefaultLimit),
});

export const fullSearchInput = z.object({
  q: text(FULL_SEARCH.maxChars, { trim: true, min: FULL_SEARCH.minChars }),
  page: z._default(z.int().check(z.gte(0), z.lte(FULL_SEARCH.maxPage)), 0),
});
export type FullSearchInput = z.infer<typeof fullSearchInput>;
