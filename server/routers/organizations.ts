import {
  changeOrganizationSlugInput,
  createOrganizationInput,
  createOrganizationTeamInput,
  organizationBySlugInput,
  organizationIdInput,
  organizationTeamInput,
  searchOrganizationsInput,
  updateOrganizationInput,
} from '../../shared/organizations/schemas.ts';
import { ORGANIZATION_MESSAGES } from '../../shared/organizations/messages.ts';
import { AppError } from '../errors/app-error.ts';
import { changeOrganizationSlug, createOrganization, updateOrganization } from '../domains/organizations/manage-organization.ts';
import { getOrganizationPage } from '../domains/organizations/organization-page.ts';
import { attachableTeams, attachTeam, createOrganizationTeam, detachTeam } from '../domains/organizations/organization-teams.ts';
import { myOrganizations, searchOrganizations } from '../domains/organizations/search-organizations.ts';
import { authedProcedure, publicProcedure, router } from '../trpc/trpc.ts';

/**
 * Organisations (clubs, issue 34). Reads are public (private teams and events only to insiders);
 * every write asks the permission core in its domain function.
 */
export const organizationsRouter = router({
  create: authedProcedure.input(createOrganizationInput).mutation(({ ctx, input }) => createOrganization(ctx, ctx.user.id, input)),
  update: authedProcedure
    .input(updateOrganizationInput)
    .mutation(({ ctx, input }) => updateOrganization(ctx.db, ctx.user.id, input.organizationId, input.details)),
  changeSlug: authedProcedure
    .input(changeOrganizationSlugInput)
    .mutation(({ ctx, input }) => changeOrganizationSlug(ctx.db, ctx.user.id, input.organizationId, input.slug)),
  /** Spec section 7: get by slug, answering {organization}; a slug the club left finds it too. */
  bySlug: publicProcedure.input(organizationBySlugInput).query(({ ctx, input }) => {
    if (!input.slug) throw new AppError('BAD_REQUEST', ORGANIZATION_MESSAGES.noSlug);
    return getOrganizationPage(ctx.db, ctx.auth?.user.id ?? null, { slug: input.slug }, ctx.clock.now());
  }),
  byId: publicProcedure
    .input(organizationIdInput)
    .query(({ ctx, input }) => getOrganizationPage(ctx.db, ctx.auth?.user.id ?? null, { id: input.organizationId }, ctx.clock.now())),
  search: publicProcedure.input(searchOrganizationsInput).query(({ ctx, input }) => searchOrganizations(ctx.db, input)),
  mine: authedProcedure.query(({ ctx }) => myOrganizations(ctx.db, ctx.user.id)),
  createTeam: authedProcedure
    .input(createOrganizationTeamInput)
    .mutation(({ ctx, input }) => createOrganizationTeam(ctx.db, ctx.user.id, input.organizationId, input.team)),
  attachableTeams: authedProcedure.query(({ ctx }) => attachableTeams(ctx.db, ctx.user.id)),
  attachTeam: authedProcedure.input(organizationTeamInput).mutation(({ ctx, input }) => attachTeam(ctx.db, ctx.user.id, input.organizationId, input.teamId)),
  detachTeam: authedProcedure.input(organizationTeamInput).mutation(({ ctx, input }) => detachTeam(ctx.db, ctx.user.id, input.organizationId, input.teamId)),
});
