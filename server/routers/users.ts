import { idOutput, okOutput } from '../domains/outputs.ts';
import { addAlternateEmail, listAlternateEmails, removeAlternateEmail, verifyAlternateEmail } from '../domains/users/alternate-emails.ts';
import { countActiveTeams, deleteAccount } from '../domains/users/delete-account.ts';
import { listCommunities } from '../domains/users/communities.ts';
import { listSportAvailability, setSportEnabled } from '../domains/users/interests.ts';
import {
  accountDeletionOutput,
  alternateEmailListOutput,
  communityListOutput,
  privacySettingsOutput,
  profileUpdateOutput,
  sportSettingListOutput,
  sportSettingOutput,
  userSearchResultListOutput,
  verifiedAlternateEmailOutput,
  publicProfileOutput,
} from '../domains/users/outputs.ts';
import { onlineUsers } from '../domains/presence/online.ts';
import { presenceOutput, userPresenceOutput } from '../domains/presence/outputs.ts';
import { liveSubscription } from '../realtime/live-subscription.ts';
import { TOPICS } from '../realtime/topics.ts';
import { presenceInput } from '../../shared/presence/schemas.ts';
import { getPrivacySettings, updatePrivacySettings } from '../domains/users/privacy.ts';
import { getSettingsProfile, updateProfile } from '../domains/users/profile.ts';
import { setDisplayName } from '../domains/users/display-name.ts';
import { getPublicProfile } from '../domains/users/public-profile.ts';
import { searchUsers } from '../domains/users/search-users.ts';
import { authedProcedure, publicProcedure, router } from '../trpc/trpc.ts';
import { SEARCH_LIMITS } from '../../shared/limits/rate-limits.ts';
import { addAlternateEmailInput, removeAlternateEmailInput } from '../../shared/settings/alternate-email-schemas.ts';
import { tokenInput } from '../../shared/auth/schemas.ts';
import { userIdInput, userSearchInput } from '../../shared/common/schemas.ts';
import { deleteAccountInput, privacySettingsInput } from '../../shared/settings/privacy-schemas.ts';
import { displayNameInput, profileInput, sportToggleInput } from '../../shared/settings/profile-schemas.ts';

export const usersRouter = router({
  settingsProfile: authedProcedure.query(({ ctx }) => getSettingsProfile(ctx.db, ctx.user.id)),

  updateProfile: authedProcedure
    .input(profileInput)
    .output(profileUpdateOutput)
    .mutation(({ ctx, input }) => updateProfile(ctx.db, ctx.user.id, input)),

  setDisplayName: authedProcedure
    .input(displayNameInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await setDisplayName(ctx.db, ctx.user.id, input.displayName);
      return { ok: true as const };
    }),

  profile: publicProcedure
    .input(userIdInput)
    .output(publicProfileOutput)
    .query(({ ctx, input }) => getPublicProfile(ctx.db, ctx.auth?.user.id ?? null, input.userId)),

  /**
   * Who of a roster or a page of conversations is online (at most PRESENCE_MAX_USERS ids). A
   * query, refreshed by the page on focus and every heartbeat, not a stream: presence moves at
   * heartbeat pace anyway, and a list of 50 would otherwise hold 50 topics open per viewer.
   */
  presence: authedProcedure
    .input(presenceInput)
    .output(presenceOutput)
    .query(async ({ ctx, input }) => ({ online: await onlineUsers(ctx.db, ctx.user.id, input.userIds) })),

  /**
   * One user's presence, live, for their profile page: one topic, open only while the page is.
   * Each delta re-reads through the same checks as `presence`, so a switch turned off or a block
   * made while watching takes the dot away.
   */
  onPresence: authedProcedure.input(userIdInput).subscription(({ ctx, input, signal }) =>
    liveSubscription(ctx, {
      topic: TOPICS.presenceUser(input.userId),
      signal,
      // Anyone signed in may ask; what they learn is filtered by the snapshot, as in `presence`.
      authorize: async () => {},
      snapshot: async () => userPresenceOutput.parse({ online: (await onlineUsers(ctx.db, ctx.user.id, [input.userId])).length > 0 }),
      same: (previous, next) => previous.online === next.online,
    }),
  ),

  search: authedProcedure
    .input(userSearchInput)
    .output(userSearchResultListOutput)
    .query(async ({ ctx, input }) => {
      await ctx.rateLimiter.enforce([{ key: `user-search:${ctx.user.id}`, limit: SEARCH_LIMITS.userSearchPerUser }]);
      return searchUsers(ctx.db, ctx.user.id, input.query);
    }),

  privacy: authedProcedure.output(privacySettingsOutput).query(({ ctx }) => getPrivacySettings(ctx.db, ctx.user.id)),
  updatePrivacy: authedProcedure
    .input(privacySettingsInput)
    .output(privacySettingsOutput)
    .mutation(({ ctx, input }) => updatePrivacySettings(ctx.db, ctx.user.id, input)),

  sports: authedProcedure.output(sportSettingListOutput).query(({ ctx }) => listSportAvailability(ctx.db, ctx.user.id)),
  setSportEnabled: authedProcedure
    .input(sportToggleInput)
    .output(sportSettingOutput)
    .mutation(({ ctx, input }) => setSportEnabled(ctx.db, ctx.user.id, input.sport, input.enabled)),

  alternateEmails: authedProcedure.output(alternateEmailListOutput).query(({ ctx }) => listAlternateEmails(ctx.db, ctx.user.id)),
  addAlternateEmail: authedProcedure
    .input(addAlternateEmailInput)
    .output(idOutput)
    .mutation(({ ctx, input }) => addAlternateEmail(ctx, ctx.user.id, input.email)),
  removeAlternateEmail: authedProcedure
    .input(removeAlternateEmailInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await removeAlternateEmail(ctx.db, ctx.user.id, input.id);
      return { ok: true as const };
    }),
  verifyAlternateEmail: publicProcedure
    .input(tokenInput)
    .output(verifiedAlternateEmailOutput)
    .mutation(({ ctx, input }) => verifyAlternateEmail(ctx.db, input.token)),

  /** The user's communities (teams, not pending invitations), for availability filters. */
  communities: authedProcedure.output(communityListOutput).query(({ ctx }) => listCommunities(ctx.db, ctx.user.id)),

  accountDeletion: authedProcedure.output(accountDeletionOutput).query(async ({ ctx }) => ({ activeTeams: await countActiveTeams(ctx.db, ctx.user.id) })),
  deleteAccount: authedProcedure
    .input(deleteAccountInput)
    .output(okOutput)
    .mutation(async ({ ctx }) => {
      // Sessions go with the user (cascade), so a refused deletion leaves the user signed in.
      await deleteAccount(ctx, ctx.user.id);
      ctx.cookies.clear();
      return { ok: true as const };
    }),
});
