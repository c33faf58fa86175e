import * as z from 'zod/mini';
import { TEAM_MESSAGES } from './messages.ts';
import { ASSIGNABLE_TEAM_ROLES, RSVP_ANSWERS, TEAM_AGE_GROUPS, TEAM_GENDERS, TEAM_PRIVACY, TEAM_SKILL_LEVELS } from './teams.ts';
import { TEAM_LIMITS } from '../limits/limits.ts';
import { emailSchema } from '../auth/schemas.ts';
import { citySchema } from '../common/schemas.ts';
import { latitude, longitude, radiusKm } from '../common/numbers.ts';
import { instant, text } from '../common/text.ts';

export const teamName = text(TEAM_LIMITS.nameMax, { trim: true, min: 2, minMessage: TEAM_MESSAGES.nameRequired, maxMessage: TEAM_MESSAGES.nameTooLong });

/** What a team is; the wizard's pages 1 to 3 and the manage form edit the same fields. */
export const teamDetailsInput = z.object({
  name: teamName,
  gameType: text(60, { min: 1, minMessage: TEAM_MESSAGES.gameTypeRequired }),
  city: citySchema,
  description: z._default(text(TEAM_LIMITS.descriptionMax, { trim: true, multiline: true }), ''),
  ageGroup: z.enum(TEAM_AGE_GROUPS),
  gender: z.enum(TEAM_GENDERS),
  skillLevel: z.enum(TEAM_SKILL_LEVELS),
  privacy: z.enum(TEAM_PRIVACY),
});
export type TeamDetailsInput = z.input<typeof teamDetailsInput>;

export const inviteRole = z.enum(ASSIGNABLE_TEAM_ROLES);

/** Invitations by e-mail; an address without an account gets a sign-up link and is claimed on verification. */
export const teamInvitesInput = z.object({
  teamId: z.uuid(),
  invites: z
    .array(z.object({ email: emailSchema, role: inviteRole }))
    .check(z.minLength(1, TEAM_MESSAGES.inviteSomeone), z.maxLength(TEAM_LIMITS.invitesPerRequest)),
});

/** The wizard's last page: details, then the people to invite, in one request. */
export const createTeamInput = z.object({
  ...teamDetailsInput.shape,
  invites: z._default(z.array(z.object({ email: emailSchema, role: inviteRole })).check(z.maxLength(TEAM_LIMITS.invitesPerRequest)), []),
});
export type CreateTeamInput = z.input<typeof createTeamInput>;

export const teamIdInput = z.object({ teamId: z.uuid() });
export const updateTeamInput = z.object({ teamId: z.uuid(), details: teamDetailsInput });
export const teamMemberInput = z.object({ teamId: z.uuid(), userId: z.uuid() });
export const changeRoleInput = z.object({ teamId: z.uuid(), userId: z.uuid(), role: inviteRole });
export const respondToInviteInput = z.object({ teamId: z.uuid(), accept: z.boolean() });
export const cancelInviteInput = z.object({ teamId: z.uuid(), email: emailSchema });
export const joinByCodeInput = z.object({ code: text(64, { trim: true, min: 8 }) });

/** A team name as typed into teams-v3's search. */
export const teamSearchText = text(TEAM_LIMITS.searchTextMax, { trim: true });

/** teams-v3: public teams nearest a point, a page at a time, with game-type and text filters. */
export const searchTeamsInput = z.object({
  lat: latitude(),
  lng: longitude(),
  radiusKm: z.optional(radiusKm(TEAM_LIMITS.searchRadiusKmMax)),
  gameType: z.optional(text(60)),
  text: z.optional(teamSearchText),
  page: z._default(z.number().check(z.int(), z.gte(0), z.lte(TEAM_LIMITS.searchMaxPage)), 0),
});
export type SearchTeamsInput = z.input<typeof searchTeamsInput>;

/** The wizard page the user left from (1-6); pages 2 to 6 request the reminder mail. */
export const wizardLeftInput = z.object({ step: z.number().check(z.int(), z.gte(1), z.lte(6)) });

export const externalTeamInput = z.object({
  teamId: z.uuid(),
  name: text(TEAM_LIMITS.externalTeamNameMax, { trim: true, min: 2, minMessage: TEAM_MESSAGES.externalNameRequired }),
});
export const externalTeamIdInput = z.object({ teamId: z.uuid(), externalTeamId: z.uuid() });
/** familyMemberId: a parent answering for a child on the roster who has no account. */
export const rsvpInput = z.object({ eventId: z.uuid(), answer: z.enum(RSVP_ANSWERS), familyMemberId: z.optional(z.uuid()) });
/** Home shows a few, Your events a season's worth. */
export const myTeamEventsInput = z.object({ limit: z._default(z.int().check(z.gte(1), z.lte(100)), 20) });
export const teamDependentInput = z.object({ teamId: z.uuid(), familyMemberId: z.uuid() });
export const eventIdInput = z.object({ eventId: z.uuid() });
/** A team event, as one of the teams playing it sees it (a league game's home or away team); without teamId, the first the caller manages. */
export const teamEventInput = z.object({ eventId: z.uuid(), teamId: z.optional(z.uuid()) });
export const teamMessageInput = z.object({
  teamId: z.uuid(),
  body: text(TEAM_LIMITS.messageMax, { trim: true, min: 1, multiline: true, minMessage: TEAM_MESSAGES.messageEmpty }),
  announcement: z._default(z.boolean(), false),
});
/** Pins a chat message as an announcement; without `until` it stays until unpinned. */
export const pinMessageInput = z.object({ teamId: z.uuid(), messageId: z.uuid(), until: z.optional(z.nullable(instant())) });
export const teamMessageIdInput = z.object({ teamId: z.uuid(), messageId: z.uuid() });
export const rsvpByLinkInput = z.object({ token: text(100, { min: 16 }), answer: z.enum(RSVP_ANSWERS) });
/** Invitations to accounts the inviter knows: members of their user lists and their family. */
export const invitePeopleInput = z.object({
  teamId: z.uuid(),
  people: z
    .array(z.object({ userId: z.uuid(), role: inviteRole }))
    .check(z.minLength(1, TEAM_MESSAGES.inviteSomeone), z.maxLength(TEAM_LIMITS.invitesPerRequest)),
});
