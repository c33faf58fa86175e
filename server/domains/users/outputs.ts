import { z } from 'zod';
import { BADGES } from '../../../shared/users/badges.ts';

/** isNew: the profile had not been completed before this save (onboarding). */
export const profileUpdateOutput = z.object({ isNew: z.boolean() });

/** A user found by search; email is the query itself when it was an e-mail address, so search reveals none. */
export const userSearchResultOutput = z.object({
  id: z.string(),
  displayName: z.string().nullable(),
  photoUrl: z.string().nullable(),
  email: z.string().nullable(),
});

export const userSearchResultListOutput = z.array(userSearchResultOutput);

export const privacySettingsOutput = z.object({
  messagesFromAnyone: z.boolean(),
  publicBadges: z.boolean(),
  publicOnlineStatus: z.boolean(),
  publicUpcomingGames: z.boolean(),
});

export const sportSettingOutput = z.object({ sport: z.string(), enabled: z.boolean() });

export const sportSettingListOutput = z.array(sportSettingOutput);

export const alternateEmailOutput = z.object({ id: z.string(), email: z.string(), verified: z.boolean() });

export const alternateEmailListOutput = z.array(alternateEmailOutput);

/** The alternate address that the link verified. */
export const verifiedAlternateEmailOutput = z.object({ email: z.string() });

/** A team the user belongs to, by name (pending invitations are not included). */
export const communityOutput = z.object({ id: z.string(), name: z.string() });

export const communityListOutput = z.array(communityOutput);

/** How many teams the user still belongs to: with any, the account cannot be deleted (spec section 6). */
export const accountDeletionOutput = z.object({ activeTeams: z.number() });

/**
 * Another user's profile as a viewer sees it: no e-mail, phone, birthdate or privacy switches;
 * the pronoun only when one was chosen.
 */
export const publicProfileOutput = z.object({
  id: z.string(),
  displayName: z.string(),
  photoUrl: z.string().nullable(),
  city: z.string().nullable(),
  bio: z.string().nullable(),
  pronoun: z.string().nullable(),
  memberSince: z.date(),
  sports: z.array(z.string()),
  isSelf: z.boolean(),
  /** Absent unless "Show my badges publicly" is on (or the viewer is the owner). */
  badges: z.array(z.enum(BADGES.map((badge) => badge.key))).optional(),
  /** Absent unless "Show my upcoming events" is on (or the viewer is the owner). */
  upcomingGames: z
    .array(
      z.object({
        id: z.string(),
        title: z.string(),
        gameType: z.string(),
        startsAt: z.date(),
        timezone: z.string(),
        locationName: z.string(),
      }),
    )
    .optional(),
});
