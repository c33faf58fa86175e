import type { Insertable, Selectable } from 'kysely';
import type { Events } from '../../db/types.ts';
import { AppError } from '../../errors/app-error.ts';
import { EVENT_MESSAGES } from '../../../shared/events/messages.ts';
import type { EventInput } from '../../../shared/events/schemas.ts';
import type { ResolvedLocation } from './location.ts';

export type EventSettings = Omit<Insertable<Events>, 'id' | 'seriesId' | 'occurrenceDate' | 'creatorId' | 'startsAt' | 'endsAt' | 'search'>;

export function durationMinutesOf(input: Pick<EventInput, 'duration'>): number {
  return input.duration.hours * 60 + input.duration.minutes;
}

/** Rules between fields that the field schemas alone cannot state. */
export function checkEventRules(input: EventInput): void {
  const minutes = durationMinutesOf(input);
  if (minutes < 1 || minutes > 7 * 24 * 60) throw new AppError('BAD_REQUEST', EVENT_MESSAGES.durationRange);
  if (input.hasMinimumNeeded && !input.minimumNeeded) throw new AppError('BAD_REQUEST', EVENT_MESSAGES.minimumNeedsNumber);
  if (input.capacity !== null && input.eventSlotGroups.some((group) => group.capacity !== null && group.capacity > input.capacity!)) {
    throw new AppError('BAD_REQUEST', EVENT_MESSAGES.capacityBelowSlots);
  }
}

/** Every column an occurrence takes from the form (its start and series come from elsewhere). */
export function eventSettings(input: EventInput, location: ResolvedLocation): EventSettings {
  return {
    title: input.title,
    gameType: input.gameType,
    description: input.description,
    durationMinutes: durationMinutesOf(input),
    timezone: location.timezone,
    placeId: location.placeId,
    locationName: location.locationName,
    address: location.address,
    lat: location.lat,
    lng: location.lng,
    geohash: location.geohash,
    hostingTeamId: input.hostingTeamId,
    opponentId: input.hostingTeamId ? input.opponentId : null,
    seasonSessionId: input.hostingTeamId ? input.seasonSessionId : null,
    teamName: input.teamName || null,
    isPrivate: input.isPrivate,
    makePublicAfter: input.isPrivate && input.makePublicAfter ? new Date(input.makePublicAfter) : null,
    capacity: input.capacity,
    allowWaitlist: input.allowWaitlist,
    hasMinimumNeeded: input.hasMinimumNeeded,
    minimumNeeded: input.hasMinimumNeeded ? input.minimumNeeded : null,
    minimumCutoffHours: input.hasMinimumNeeded ? input.minimumCutoffHours : null,
    hoursToCancelBefore: input.hoursToCancelBefore,
    creatorApprovalNeeded: input.creatorApprovalNeeded,
    allowLateRsvp: input.allowLateRsvp,
    allowParticipantGuests: input.allowParticipantGuests,
    guestLimit: input.allowParticipantGuests ? input.guestLimit : 0,
    chargeGuests: input.allowParticipantGuests && input.chargeGuests,
    priceCents: input.priceCents,
  };
}

/** The same columns copied from an existing occurrence: how a series grows new ones. */
export function settingsFromOccurrence(row: Selectable<Events>): EventSettings {
  return {
    title: row.title,
    gameType: row.gameType,
    description: row.description,
    durationMinutes: row.durationMinutes,
    timezone: row.timezone,
    placeId: row.placeId,
    locationName: row.locationName,
    address: row.address,
    lat: row.lat,
    lng: row.lng,
    geohash: row.geohash,
    hostingTeamId: row.hostingTeamId,
    opponentId: row.opponentId,
    teamName: row.teamName,
    isPrivate: row.isPrivate,
    makePublicAfter: row.makePublicAfter,
    capacity: row.capacity,
    allowWaitlist: row.allowWaitlist,
    hasMinimumNeeded: row.hasMinimumNeeded,
    minimumNeeded: row.minimumNeeded,
    minimumCutoffHours: row.minimumCutoffHours,
    hoursToCancelBefore: row.hoursToCancelBefore,
    creatorApprovalNeeded: row.creatorApprovalNeeded,
    allowLateRsvp: row.allowLateRsvp,
    allowParticipantGuests: row.allowParticipantGuests,
    guestLimit: row.guestLimit,
    chargeGuests: row.chargeGuests,
    priceCents: row.priceCents,
    currency: row.currency,
  };
}

const RULE_FIELDS = [
  'capacity',
  'allowWaitlist',
  'hasMinimumNeeded',
  'minimumNeeded',
  'minimumCutoffHours',
  'hoursToCancelBefore',
  'creatorApprovalNeeded',
  'allowLateRsvp',
  'allowParticipantGuests',
  'guestLimit',
  'chargeGuests',
  'priceCents',
] as const;
type RuleField = (typeof RULE_FIELDS)[number];

/** The event's joining rules as the form and the event page both name them. */
export function ruleFieldsOf(event: Pick<Selectable<Events>, RuleField>): Pick<Selectable<Events>, RuleField> {
  return Object.fromEntries(RULE_FIELDS.map((field) => [field, event[field]])) as Pick<Selectable<Events>, RuleField>;
}
