import * as z from 'zod/mini';
import { calendarDate, isoDateTime, text } from '../common/text.ts';
import { latitude, longitude } from '../common/numbers.ts';
import { emailSchema } from '../auth/schemas.ts';
import { EVENT_LIMITS } from '../limits/limits.ts';

/**
 * The event form of spec section 3, shared by the create/manage page and the events router.
 * Dates and times are the venue's wall clock (`date` + `timeStart` read in the place's zone).
 */

const isoDate = calendarDate('Use a date like 2026-12-31');
const wallTime = text(5).check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 18:30'));
const nonNegativeInt = (max: number) => z.int().check(z.gte(0), z.lte(max));

/** Where: a saved place, or an address picked from the city/address search. */
export const eventLocationInput = z.union([
  z.object({ placeId: z.uuid() }),
  z.object({
    name: text(200, { trim: true, min: 1 }),
    address: text(300, { trim: true }),
    lat: latitude(),
    lng: longitude(),
  }),
]);
export type EventLocationInput = z.infer<typeof eventLocationInput>;

export const slotGroupInput = z.object({
  /** Present when editing an existing group, so its joiners keep their slot. */
  id: z.optional(z.uuid()),
  name: text(60, { trim: true, min: 1 }),
  capacity: z.nullable(z.int().check(z.gte(1), z.lte(EVENT_LIMITS.capacity.max))),
});

/** reoccurringInfo: an RFC 5545 RRULE (without DTSTART, which comes from date + timeStart). */
export const reoccurringInfoInput = z.object({
  rrule: text(500, { trim: true, min: 6 }).check(z.regex(/^(RRULE:)?FREQ=/i, 'Recurrence must be an RRULE starting with FREQ=')),
});

export const eventInput = z.object({
  title: text(EVENT_LIMITS.title.max, { trim: true, min: EVENT_LIMITS.title.min, minMessage: 'Title is required' }),
  gameType: text(60, { min: 1, minMessage: 'Choose a game type' }),
  description: z._default(text(EVENT_LIMITS.description.max, { multiline: true }), ''),
  date: isoDate,
  timeStart: wallTime,
  duration: z.object({ hours: nonNegativeInt(168), minutes: nonNegativeInt(59) }),
  location: eventLocationInput,
  teamName: z._default(z.nullable(text(120, { trim: true })), null),
  hostingTeamId: z._default(z.nullable(z.uuid()), null),
  /** An opponent from the hosting team's external teams: the schedule reads "vs Riverside". */
  opponentId: z._default(z.nullable(z.uuid()), null),
  /** A session of one of the hosting team's seasons ("Tuesday nights"): the event is one of its events. */
  seasonSessionId: z._default(z.nullable(z.uuid()), null),
  isPrivate: z._default(z.boolean(), false),
  /** A private event becomes public at this instant (ISO date-time), when set. */
  makePublicAfter: z._default(z.nullable(isoDateTime()), null),
  reoccurringInfo: z._default(z.nullable(reoccurringInfoInput), null),
  excludedDates: z._default(z.array(isoDate).check(z.maxLength(EVENT_LIMITS.excludedDates.max)), []),
  capacity: z._default(z.nullable(z.int().check(z.gte(1), z.lte(EVENT_LIMITS.capacity.max))), null),
  allowWaitlist: z._default(z.boolean(), true),
  hasMinimumNeeded: z._default(z.boolean(), false),
  minimumNeeded: z._default(z.nullable(z.int().check(z.gte(1), z.lte(EVENT_LIMITS.capacity.max))), null),
  /** Hours before the start at which the minimum is checked. */
  minimumCutoffHours: z._default(z.nullable(nonNegativeInt(EVENT_LIMITS.hours.max)), null),
  hoursToCancelBefore: z._default(nonNegativeInt(EVENT_LIMITS.hours.max), 0),
  creatorApprovalNeeded: z._default(z.boolean(), false),
  allowLateRsvp: z._default(z.boolean(), false),
  allowParticipantGuests: z._default(z.boolean(), false),
  guestLimit: z._default(nonNegativeInt(EVENT_LIMITS.guestLimit.max), 0),
  chargeGuests: z._default(z.boolean(), false),
  /** 0 is free. */
  priceCents: z._default(nonNegativeInt(EVENT_LIMITS.priceCents.max), 0),
  eventSlotGroups: z._default(z.array(slotGroupInput).check(z.maxLength(EVENT_LIMITS.slotGroups.max)), []),
});
export type EventInput = z.infer<typeof eventInput>;
export type EventFormValues = z.input<typeof eventInput>;

export const eventIdInput = z.object({ eventId: z.uuid() });

/** Edit one occurrence of a recurring event, or it and every later one in its series. */
export const editScope = z.enum(['occurrence', 'series']);
export type EditScope = z.infer<typeof editScope>;

export const updateEventInput = z.object({ eventId: z.uuid(), scope: z._default(editScope, 'occurrence'), event: eventInput });
export const cancelEventInput = z.object({
  eventId: z.uuid(),
  scope: z._default(editScope, 'occurrence'),
  reason: z._default(text(500, { trim: true, multiline: true }), ''),
});

export const joinEventInput = z.object({
  eventId: z.uuid(),
  guests: z._default(nonNegativeInt(EVENT_LIMITS.guestLimit.max), 0),
  guestNames: z._default(z.array(text(80, { trim: true, min: 1 })).check(z.maxLength(EVENT_LIMITS.guestLimit.max)), []),
  slotGroupId: z._default(z.nullable(z.uuid()), null),
});

export const rosterActionInput = z.object({ eventId: z.uuid(), userId: z.uuid() });
export const checkInInput = z.object({ eventId: z.uuid(), userId: z.uuid(), checkedIn: z.boolean() });
export const messageJoinersInput = z.object({ eventId: z.uuid(), message: text(2000, { trim: true, min: 1, multiline: true }) });
export const favoriteInput = z.object({ eventId: z.uuid(), favorite: z.boolean() });

/** The user's own events (home shows up to 7 upcoming). */
export const myEventsInput = z.object({
  when: z._default(z.enum(['upcoming', 'past']), 'upcoming'),
  limit: z._default(z.int().check(z.gte(1), z.lte(100)), 20),
});
export const inviteToEventInput = z.object({ eventId: z.uuid(), userIds: z.array(z.uuid()).check(z.minLength(1), z.maxLength(100)) });
export const inviteToEventByEmailInput = z.object({ eventId: z.uuid(), email: emailSchema });
