import type { EventInput } from '../../../../shared/events/schemas.ts';
import { EVENT_MESSAGES } from '../../../../shared/events/messages.ts';
import { fromRrule, NO_RECURRENCE, toRrule, type Recurrence } from './recurrence.ts';

/** The form's state: every field of the event input, plus the recurrence builder behind its rule. */
export interface EventDraft {
  event: EventInput;
  /** Null when the stored rule has parts the builder cannot show: the rule is then kept as it is. */
  recurrence: Recurrence | null;
}

function localDate(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** A new event: tomorrow at 18:00 for 1 h 30, public, no limit, free. */
export function newDraft(now = new Date()): EventDraft {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return {
    recurrence: NO_RECURRENCE,
    event: {
      title: '',
      gameType: '',
      description: '',
      date: localDate(tomorrow),
      timeStart: '18:00',
      duration: { hours: 1, minutes: 30 },
      location: { name: '', address: '', lat: Number.NaN, lng: Number.NaN },
      teamName: null,
      hostingTeamId: null,
      opponentId: null,
      seasonSessionId: null,
      isPrivate: false,
      makePublicAfter: null,
      reoccurringInfo: null,
      excludedDates: [],
      capacity: null,
      allowWaitlist: true,
      hasMinimumNeeded: false,
      minimumNeeded: null,
      minimumCutoffHours: null,
      hoursToCancelBefore: 0,
      creatorApprovalNeeded: false,
      allowLateRsvp: false,
      allowParticipantGuests: false,
      guestLimit: 0,
      chargeGuests: false,
      priceCents: 0,
      eventSlotGroups: [],
    },
  };
}

/** The manage page's draft, from the stored event. */
export function draftFromEvent(event: EventInput): EventDraft {
  return { event, recurrence: fromRrule(event.reoccurringInfo?.rrule) };
}

/** What the server receives: the rule rebuilt from the builder, options that are off cleared. */
export function draftToInput(draft: EventDraft): EventInput {
  const { event, recurrence } = draft;
  const rrule = recurrence ? toRrule(recurrence, event.date) : (event.reoccurringInfo?.rrule ?? null);
  return {
    ...event,
    teamName: event.teamName?.trim() ? event.teamName.trim() : null,
    makePublicAfter: event.isPrivate ? event.makePublicAfter : null,
    reoccurringInfo: rrule ? { rrule } : null,
    excludedDates: rrule ? event.excludedDates : [],
    minimumNeeded: event.hasMinimumNeeded ? event.minimumNeeded : null,
    minimumCutoffHours: event.hasMinimumNeeded ? event.minimumCutoffHours : null,
    // A waitlist only means something when there is a limit to wait behind.
    allowWaitlist: event.capacity === null ? true : event.allowWaitlist,
    guestLimit: event.allowParticipantGuests ? event.guestLimit : 0,
    chargeGuests: event.allowParticipantGuests && event.priceCents > 0 ? event.chargeGuests : false,
  };
}

/** Checks the schema cannot express: they name the field they belong to. */
export function crossFieldErrors(event: EventInput, now: Date = new Date()): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  // A day before yesterday is past wherever the venue is (the exact start is the server's to judge,
  // in the venue's zone): said on the field, not after a round trip.
  const dayBeforeYesterday = new Date(now.getTime() - 2 * 86_400_000).toISOString().slice(0, 10);
  if (event.date && event.date <= dayBeforeYesterday) errors.date = EVENT_MESSAGES.startInPast;
  if (event.duration.hours * 60 + event.duration.minutes < 1) errors.duration = 'An event lasts at least a minute';
  if ('lat' in event.location && (!Number.isFinite(event.location.lat) || !Number.isFinite(event.location.lng)))
    errors.location = 'Choose a saved place, or a city for the address';
  if ('lat' in event.location && !event.location.name.trim()) errors.location = 'Name the place, e.g. "Zilker Park courts"';
  if (event.hasMinimumNeeded && event.minimumNeeded === null) errors.minimumNeeded = 'Enter how many players are needed';
  if (event.hasMinimumNeeded && event.minimumNeeded !== null && event.capacity !== null && event.minimumNeeded > event.capacity) {
    errors.minimumNeeded = 'The minimum cannot be more than the capacity';
  }
  if (event.isPrivate && event.makePublicAfter && new Date(event.makePublicAfter) <= new Date()) errors.makePublicAfter = 'Choose a time in the future';
  return errors;
}
