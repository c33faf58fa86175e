import {
  changeClubRoleInput,
  changeOrganizationSlugInput,
  clubInboxInput,
  clubMemberInput,
  clubNewsInput,
  clubNewsItemInput,
  clubRosterInput,
  createOrganizationInput,
  createOrganizationTeamInput,
  inviteClubMemberInput,
  organizationBySlugInput,
  organizationIdInput,
  organizationTeamInput,
  postClubNewsInput,
  respondToClubInviteInput,
  searchOrganizationsInput,
  updateOrganizationInput,
} from '../../shared/organizations/schemas.ts';
import { ORGANIZATION_MESSAGES } from '../../shared/organizations/messages.ts';
import { AppError } from '../errors/app-error.ts';
import { idOutput, okOutput } from '../domains/outputs.ts';
import { changeOrganizationSlug, createOrganization, updateOrganization } from '../domains/organizations/manage-organization.ts';
import { getOrganizationPage } from '../domains/organizations/organization-page.ts';
import { attachableTeams, attachTeam, createOrganizationTeam, detachTeam } from '../domains/organizations/organization-teams.ts';
import { myOrganizations, searchOrganizations } from '../domains/organizations/search-organizations.ts';
import {
  changeClubRole,
  inviteClubMember,
  listClubRoles,
  removeClubMember,
  respondToClubInvite,
  transferClubOwnership,
} from '../domains/organizations/club-members.ts';
import { clubRoster, clubRosterCsv } from '../domains/organizations/club-roster.ts';
import { clubInbox, clubInboxCsv } from '../domains/organizations/club-inbox.ts';
import { deleteClubNews, listClubNews, postClubNews } from '../domains/organizations/club-news.ts';
import {
  attachableTeamsOutput,
  clubInboxOutput,
  clubNewsOutput,
  clubRolesOutput,
  clubRosterOutput,
  createdOrganizationOutput,
  csvOutput,
  myOrganizationsOutput,
  organizationPageOutput,
  organizationSearchOutput,
  slugOutput,
  userIdOutput,
} from '../domains/organizations/outputs.ts';
import { authedProcedure, publicProcedure, router } from '../trpc/trpc.ts';

/**
 * Organisations (clubs, issue 34). Reads are public (private teams and events only to insiders);
 * every write, and every read of the admin area, asks the permission core in its domain function.
 */
export const organizationsRouter = router({
  create: authedProcedure
    .input(createOrganizationInput)
    .output(createdOrganizationOutput)
    .mutation(({ ctx, input }) => createOrganization(ctx, ctx.user.id, input)),
  update: authedProcedure
    .input(updateOrganizationInput)
    .output(idOutput)
    .mutation(({ ctx, input }) => updateOrganization(ctx.db, ctx.user.id, input.organizationId, input.details)),
  changeSlug: authedProcedure
    .input(changeOrganizationSlugInput)
    .output(slugOutput)
    .mutation(({ ctx, input }) => changeOrganizationSlug(ctx.db, ctx.user.id, input.organizationId, input.slug)),
  /** Spec section 7: get by slug, answering {organization}; a slug the club left finds it too. */
  bySlug: publicProcedure
    .input(organizationBySlugInput)
    .output(organizationPageOutput)
    .query(({ ctx, input }) => {
      if (!input.slug) throw new AppError('BAD_REQUEST', ORGANIZATION_MESSAGES.noSlug);
      return getOrganizationPage(ctx.db, ctx.auth?.user.id ?? null, { slug: input.slug }, ctx.clock.now());
    }),
  byId: publicProcedure
    .input(organizationIdInput)
    .output(organizationPageOutput)
    .query(({ ctx, input }) => getOrganizationPage(ctx.db, ctx.auth?.user.id ?? null, { id: input.organizationId }, ctx.clock.now())),
  search: publicProcedure
    .input(searchOrganizationsInput)
    .output(organizationSearchOutput)
    .query(({ ctx, input }) => searchOrganizations(ctx.db, input)),
  mine: authedProcedure.output(myOrganizationsOutput).query(({ ctx }) => myOrganizations(ctx.db, ctx.user.id)),
  createTeam: authedProcedure
    .input(createOrganizationTeamInput)
    .output(idOutput)
    .mutation(({ ctx, input }) => createOrganizationTeam(ctx.db, ctx.user.id, input.organizationId, input.team)),
  attachableTeams: authedProcedure.output(attachableTeamsOutput).query(({ ctx }) => attachableTeams(ctx.db, ctx.user.id)),
  attachTeam: authedProcedure
    .input(organizationTeamInput)
    .output(idOutput)
    .mutation(({ ctx, input }) => attachTeam(ctx.db, ctx.user.id, input.organizationId, input.teamId)),
  detachTeam: authedProcedure
    .input(organizationTeamInput)
    .output(idOutput)
    .mutation(({ ctx, input }) => detachTeam(ctx.db, ctx.user.id, input.organizationId, input.teamId)),

  // The club's own roles: owners and admins manage them; ownership moves only by transfer.
  roles: authedProcedure
    .input(organizationIdInput)
    .output(clubRolesOutput)
    .query(({ ctx, input }) => listClubRoles(ctx.db, ctx.user.id, input.organizationId)),
  inviteMember: authedProcedure
    .input(inviteClubMemberInput)
    .output(userIdOutput)
    .mutation(({ ctx, input }) => inviteClubMember(ctx, ctx.user.id, input)),
  respondToInvite: authedProcedure
    .input(respondToClubInviteInput)
    .output(okOutput)
    .mutation(({ ctx, input }) => respondToClubInvite(ctx.db, ctx.user.id, input.organizationId, input.accept)),
  changeRole: authedProcedure
    .input(changeClubRoleInput)
    .output(okOutput)
    .mutation(({ ctx, input }) => changeClubRole(ctx.db, ctx.user.id, input.organizationId, input.userId, input.role)),
  removeMember: authedProcedure
    .input(clubMemberInput)
    .output(okOutput)
    .mutation(({ ctx, input }) => removeClubMember(ctx.db, ctx.user.id, input.organizationId, input.userId)),
  transferOwnership: authedProcedure
    .input(clubMemberInput)
    .output(okOutput)
    .mutation(({ ctx, input }) => transferClubOwnership(ctx.db, ctx.user.id, input.organizationId, input.userId)),

  // One roster across the club's teams, and one inbox of their registrations and payments.
  roster: authedProcedure
    .input(clubRosterInput)
    .output(clubRosterOutput)
    .query(({ ctx, input }) => clubRoster(ctx.db, ctx.user.id, input)),
  rosterCsv: authedProcedure
    .input(clubRosterInput)
    .output(csvOutput)
    .query(({ ctx, input }) => clubRosterCsv(ctx.db, ctx.user.id, input)),
  inbox: authedProcedure
    .input(clubInboxInput)
    .output(clubInboxOutput)
    .query(({ ctx, input }) => clubInbox(ctx.db, ctx.user.id, input)),
  inboxCsv: authedProcedure
    .input(clubInboxInput)
    .output(csvOutput)
    .query(({ ctx, input }) => clubInboxCsv(ctx.db, ctx.user.id, input)),

  // Club news: public posts to anyone, members-only posts to the club's and its teams' members.
  news: publicProcedure
    .input(clubNewsInput)
    .output(clubNewsOutput)
    .query(({ ctx, input }) => listClubNews(ctx.db, ctx.auth?.user.id ?? null, input.organizationId, input.page)),
  postNews: authedProcedure
    .input(postClubNewsInput)
    .output(idOutput)
    .mutation(({ ctx, input }) => postClubNews(ctx, ctx.user.id, input)),
  deleteNews: authedProcedure
    .input(clubNewsItemInput)
    .output(okOutput)
    .mutation(({ ctx, input }) => deleteClubNews(ctx.db, ctx.user.id, input.organizationId, input.newsId)),
});
