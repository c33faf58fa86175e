import { RSVP_ANSWERS } from '../../../shared/teams/teams.ts';
import { z } from 'zod';

/** team/{id}: the share code only for those who may invite; never the creator's contact details. */
export const teamOutput = z.object({
  id: z.string(),
  name: z.string(),
  gameType: z.string().nullable(),
  description: z.string(),
  cityName: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  logoUrl: z.string().nullable(),
  ageGroup: z.string(),
  gender: z.string(),
  skillLevel: z.string(),
  privacy: z.string(),
  subscriptionTier: z.string(),
  createdAt: z.date(),
  creatorName: z.string().nullable(),
  memberCount: z.number(),
  viewerRole: z.string().nullable(),
  isInvited: z.boolean(),
  shareCode: z.string().nullable(),
  /** The club the team is part of (issue 34), linked from the team page. */
  organization: z.object({ name: z.string(), slug: z.string() }).nullable(),
});

/** Roster entries as spec section 3 has them ({player, email, role}); e-mail only for those who invite. */
export const rosterOutput = z.array(
  z.object({
    userId: z.string().nullable(),
    name: z.string(),
    photoUrl: z.string().nullable(),
    email: z.string().nullable(),
    role: z.string(),
    familyMemberId: z.string().nullable(),
    guardianId: z.string().nullable(),
    guardianName: z.string().nullable(),
  }),
);

export const myTeamsOutput = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    gameType: z.string().nullable(),
    cityName: z.string().nullable(),
    logoUrl: z.string().nullable(),
    privacy: z.string(),
    role: z.string(),
    memberCount: z.number(),
    nextEvent: z.object({ id: z.string(), title: z.string(), startsAt: z.string(), timezone: z.string() }).nullable(),
  }),
);

export const teamSearchOutput = z.object({
  teams: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      gameType: z.string().nullable(),
      cityName: z.string().nullable(),
      lat: z.number().nullable(),
      lng: z.number().nullable(),
      logoUrl: z.string().nullable(),
      privacy: z.string(),
      ageGroup: z.string(),
      skillLevel: z.string(),
      distanceKm: z.number(),
      memberCount: z.number(),
    }),
  ),
  page: z.number(),
  hasMore: z.boolean(),
});

export const createdTeamOutput = z.object({ id: z.string(), invited: z.number() });
export const invitedOutput = z.object({ invited: z.number() });
export const shareCodeOutput = z.object({ code: z.string() });
export const teamIdOutput = z.object({ teamId: z.string() });
export const shareLinkPreviewOutput = z.object({ teamId: z.string(), name: z.string(), joinRole: z.string(), isMember: z.boolean() });
export const respondedOutput = z.object({ role: z.string().nullable() });
export const reminderOutput = z.object({ queued: z.boolean() });

export const externalTeamsOutput = z.array(z.object({ id: z.string(), name: z.string() }));
export const scheduleOutput = z.array(
  z.object({
    id: z.string(),
    title: z.string(),
    startsAt: z.date(),
    timezone: z.string(),
    locationName: z.string(),
    cancelled: z.boolean(),
    answer: z.string().nullable(),
    opponentName: z.string().nullable(),
    /** The last nudge to non-responders, and when the next may go (null: now). */
    lastNudgedAt: z.date().nullable(),
    nextNudgeAt: z.date().nullable(),
    /** The viewer's children on the roster, each with the answer given for them. */
    dependents: z.array(z.object({ familyMemberId: z.string(), name: z.string(), answer: z.string().nullable() })),
    going: z.number(),
    maybe: z.number(),
    notGoing: z.number(),
  }),
);
/** Home and Your events: the upcoming team events the user, or a child they answer for, is expected at. */
export const myTeamEventsOutput = z.array(
  z.object({
    eventId: z.string(),
    title: z.string(),
    startsAt: z.date(),
    timezone: z.string(),
    locationName: z.string(),
    cancelled: z.boolean(),
    teamId: z.string(),
    teamName: z.string(),
    opponentName: z.string().nullable(),
    answer: z.enum(RSVP_ANSWERS).nullable(),
    /** Set when the row is a child's: whose answer it is. */
    familyMemberId: z.string().nullable(),
    forName: z.string().nullable(),
  }),
);
export const rsvpRosterOutput = z.array(
  z.object({
    userId: z.string().nullable(),
    familyMemberId: z.string().nullable(),
    name: z.string(),
    guardianId: z.string().nullable(),
    guardianName: z.string().nullable(),
    role: z.string(),
    answer: z.string().nullable(),
  }),
);
export const myDependentsOutput = z.array(z.object({ familyMemberId: z.string(), name: z.string(), age: z.number(), onTeam: z.boolean() }));
export const dependentAddedOutput = z.object({ name: z.string() });
export const nudgedOutput = z.object({ nudged: z.number(), nudgedAt: z.date(), nextNudgeAt: z.date() });
export const hostableOutput = z.array(z.object({ id: z.string(), name: z.string(), gameType: z.string().nullable() }));
const teamMessageOutput = z.object({
  id: z.string(),
  senderId: z.string().nullable(),
  senderName: z.string(),
  body: z.string(),
  isAnnouncement: z.boolean(),
  createdAt: z.date(),
  pinned: z.boolean(),
  pinnedUntil: z.date().nullable(),
});
export const teamMessagesOutput = z.array(teamMessageOutput);
export const rsvpByLinkOutput = z.object({
  eventId: z.string(),
  eventTitle: z.string(),
  teamId: z.string(),
  teamName: z.string(),
  answer: z.string(),
  forName: z.string().nullable(),
});
