import { z } from 'zod';
import { RSVP_ANSWERS } from '../../../shared/teams/teams.ts';

/**
 * What any list of events shows about one (discover, nearby, favourites, my events): no
 * description, roster or creator contact, which only the event page gives, behind its visibility
 * rule.
 */
export const eventCardOutput = z.object({
  id: z.string(),
  seriesId: z.string().nullable(),
  title: z.string(),
  gameType: z.string(),
  startsAt: z.date(),
  endsAt: z.date(),
  timezone: z.string(),
  locationName: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  capacity: z.number().nullable(),
  spotsTaken: z.number(),
  priceCents: z.number(),
  isPrivate: z.boolean(),
  /** A team's game (answered by its members, not joined): the card names the team instead of spots. */
  hostingTeamId: z.string().nullable().default(null),
  teamName: z.string().nullable().default(null),
});

/** An event card with its distance from the searched point, when the search had one. */
export const discoveredEventOutput = eventCardOutput.extend({ distanceKm: z.number().nullable(), seriesRule: z.string().nullable().default(null) });

export const chargeReadinessOutput = z.object({ ready: z.boolean(), reason: z.string().nullable(), needsLink: z.boolean() });

export const discoverEventsOutput = z.object({ items: z.array(discoveredEventOutput), page: z.number(), hasMore: z.boolean() });

/** Nearby events: those of hosts the viewer follows first, marked (issue 32). */
export const nearbyEventsOutput = z.array(discoveredEventOutput.extend({ fromFollowedHost: z.boolean().default(false) }));

/** An event card in the user's own lists (favourites, my events): also cancelled ones, and who created it. */
export const eventListItemOutput = eventCardOutput.extend({ cancelled: z.boolean(), creatorId: z.string() });

export const favoriteEventsOutput = z.array(eventListItemOutput);

/** My events, each with the user's part in it. */
export const myEventsOutput = z.array(
  eventListItemOutput.extend({ role: z.enum(['organiser', 'going', 'waitlisted', 'pending', 'offered', 'invited']), seriesRule: z.string().nullable() }),
);

export const updatedEventOutput = z.object({ id: z.string(), updatedIds: z.array(z.string()) });

export const cancelledEventsOutput = z.object({ cancelledIds: z.array(z.string()) });

const joinerStatus = z.enum(['going', 'waitlisted', 'pending', 'offered', 'declined']);
const person = { userId: z.string(), displayName: z.string().nullable(), photoUrl: z.string().nullable() };

/**
 * The event page. Its going list holds names and photos only, without the players hidden from this
 * viewer (counted in hiddenGoing); the full roster is eventRosterOutput, for the creator alone.
 */
export const eventDetailOutput = z.object({
  id: z.string(),
  seriesId: z.string().nullable(),
  title: z.string(),
  gameType: z.string(),
  description: z.string(),
  startsAt: z.date(),
  endsAt: z.date(),
  durationMinutes: z.number(),
  timezone: z.string(),
  localDate: z.string(),
  localTime: z.string(),
  location: z.object({ placeId: z.string().nullable(), name: z.string(), address: z.string(), lat: z.number(), lng: z.number() }),
  place: z.object({ id: z.string(), name: z.string(), address: z.string(), city: z.string() }).nullable(),
  hostingTeamId: z.string().nullable(),
  teamName: z.string().nullable(),
  opponentName: z.string().nullable(),
  isPrivate: z.boolean(),
  makePublicAfter: z.date().nullable(),
  capacity: z.number().nullable(),
  allowWaitlist: z.boolean(),
  hasMinimumNeeded: z.boolean(),
  minimumNeeded: z.number().nullable(),
  minimumCutoffHours: z.number().nullable(),
  hoursToCancelBefore: z.number(),
  creatorApprovalNeeded: z.boolean(),
  allowLateRsvp: z.boolean(),
  allowParticipantGuests: z.boolean(),
  guestLimit: z.number(),
  chargeGuests: z.boolean(),
  priceCents: z.number(),
  currency: z.string(),
  cancelled: z.boolean(),
  cancelledAt: z.date().nullable(),
  cancelReason: z.string().nullable(),
  creator: z.object({ id: z.string(), displayName: z.string().nullable(), photoUrl: z.string().nullable() }),
  counts: z.object({ going: z.number(), goingPlayers: z.number(), waitlisted: z.number(), pending: z.number(), spotsLeft: z.number().nullable() }),
  slotGroups: z.array(z.object({ id: z.string(), name: z.string(), capacity: z.number().nullable(), taken: z.number(), spotsLeft: z.number().nullable() })),
  going: z.array(z.object({ id: z.string(), displayName: z.string().nullable(), photoUrl: z.string().nullable(), guests: z.number() })),
  hiddenGoing: z.number(),
  viewer: z.object({
    status: joinerStatus.nullable(),
    guests: z.number(),
    slotGroupId: z.string().nullable(),
    position: z.number().nullable(),
    offerExpiresAt: z.date().nullable(),
    paymentStatus: z.string().nullable(),
    checkedIn: z.boolean(),
    isFavorite: z.boolean(),
    canManage: z.boolean(),
    signedIn: z.boolean(),
  }),
  /** A team's game: its members answer on the team's schedule instead of joining (null for an open event). */
  team: z
    .object({
      id: z.string(),
      name: z.string(),
      going: z.number(),
      maybe: z.number(),
      notGoing: z.number(),
      viewerIsMember: z.boolean(),
      viewerAnswer: z.enum(RSVP_ANSWERS).nullable(),
    })
    .nullable(),
  series: z
    .object({
      rrule: z.string(),
      excludedDates: z.array(z.string()),
      nextOccurrences: z.array(z.object({ id: z.string(), startsAt: z.date(), cancelled: z.boolean() })),
    })
    .nullable(),
});

export const joinEventOutput = z.object({
  status: z.enum(['going', 'waitlisted', 'pending', 'offered']),
  checkoutUrl: z.string().nullable(),
  position: z.number().nullable(),
});

export const leaveEventOutput = z.object({ refunded: z.boolean() });

/** The creator's roster: every joiner with status, guests, slot group, check-in and payment; no e-mail addresses. */
export const eventRosterOutput = z.array(
  z.object({
    ...person,
    fullName: z.string().nullable(),
    status: joinerStatus,
    guests: z.number(),
    guestNames: z.array(z.string()),
    slotGroupId: z.string().nullable(),
    slotGroupName: z.string().nullable(),
    checkedIn: z.boolean(),
    checkedInAt: z.date().nullable(),
    paymentStatus: z.string().nullable(),
    offerExpiresAt: z.date().nullable(),
    joinedAt: z.date(),
    position: z.number().nullable(),
  }),
);

/** The joiner's status after the creator approved or declined them. */
export const joinerStatusOutput = z.object({ status: z.string() });

export const checkInOutput = z.object({ checkedIn: z.boolean() });

/** How many joiners the creator's message went to. */
export const messageJoinersOutput = z.object({ sent: z.number() });

export const invitePlayersOutput = z.object({ invited: z.number() });
export const emailInviteOutput = z.object({ sentTo: z.enum(['account', 'email']), alreadyInvited: z.boolean() });
export const eventInvitesOutput = z.object({
  players: z.array(z.object({ userId: z.string(), displayName: z.string().nullable(), invitedAt: z.date(), joined: z.boolean() })),
  addresses: z.array(z.object({ email: z.string(), invitedAt: z.date() })),
});

export const favoriteOutput = z.object({ isFavorite: z.boolean() });

/** The user's private calendar feed address, as webcal: and as https:. */
export const calendarFeedOutput = z.object({ url: z.string(), httpsUrl: z.string() });

/**
 * The new event's ids, and its page's detail as its creator sees it (issue 36): the client shows the
 * event page straight from this answer instead of asking for it again.
 */
export const createdEventOutput = z.object({
  id: z.string(),
  seriesId: z.string().nullable(),
  occurrenceIds: z.array(z.string()),
  detail: eventDetailOutput,
});
