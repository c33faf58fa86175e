import { addDomainInput, domainIdInput, websiteDomainsInput } from '../../shared/custom-domains/schemas.ts';
import { customDomainOutput, customDomainsOutput, manageableWebsitesOutput } from '../domains/sites/custom-domain-outputs.ts';
import { addCustomDomain, checkCustomDomainNow, listCustomDomains, manageableWebsites, removeCustomDomain } from '../domains/sites/custom-domains.ts';
import { authedProcedure, router } from '../trpc/trpc.ts';
import { z } from 'zod';

/**
 * A website's custom domains (issue 35), merged into the sites router (index.ts). Every procedure
 * asks the permission core's 'site' scope for manageSite in its domain function: the site's
 * creator, its team's or club's owners and admins.
 */
export const siteDomainsRouter = router({
  addDomain: authedProcedure
    .input(addDomainInput)
    .output(customDomainOutput)
    .mutation(({ ctx, input }) => addCustomDomain(ctx, ctx.user.id, input)),
  removeDomain: authedProcedure
    .input(domainIdInput)
    .output(z.object({ removed: z.literal(true) }))
    .mutation(({ ctx, input }) => removeCustomDomain(ctx.db, ctx.user.id, input.domainId)),
  domains: authedProcedure
    .input(websiteDomainsInput)
    .output(customDomainsOutput)
    .query(({ ctx, input }) => listCustomDomains(ctx.db, ctx.user.id, input.websiteId)),
  checkDomainNow: authedProcedure
    .input(domainIdInput)
    .output(customDomainOutput)
    .mutation(({ ctx, input }) => checkCustomDomainNow(ctx, ctx.user.id, input.domainId)),
  /** The websites whose domains the viewer may manage (the /custom-website page). */
  domainWebsites: authedProcedure.output(manageableWebsitesOutput).query(({ ctx }) => manageableWebsites(ctx.db, ctx.user.id)),
});
