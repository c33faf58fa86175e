import * as z from 'zod/mini';
import { createSiteInput, draftInput, restoreVersionInput, saveDraftInput, websiteIdInput } from '../../shared/sites/schemas.ts';
import { idOutput, okOutput } from '../domains/outputs.ts';
import { createSite, mySites } from '../domains/sites/manage-site.ts';
import { openDraft, saveDraft } from '../domains/sites/drafts.ts';
import { listVersions, publishSite, restoreVersion } from '../domains/sites/publish.ts';
import { publicWebsite } from '../domains/sites/published-pages.ts';
import { previewLiveData } from '../domains/sites/preview.ts';
import { myWebsiteListings, setWebsiteListing } from '../domains/sites/roster-listing.ts';
import {
  draftOutput,
  liveDataOutput,
  listingsOutput,
  mySitesOutput,
  publicWebsiteOutput,
  publishOutput,
  saveDraftOutput,
  versionsOutput,
} from '../domains/sites/outputs.ts';
import { authedProcedure, publicProcedure, router } from '../trpc/trpc.ts';

const ok = { ok: true as const };

/**
 * Team and club websites (issue 35; spec sections 2-5: websites get by id, create draft). Every
 * write asks the permission core ('site' scope, manageSite) in its domain function; the creator
 * holds the site as its owner.
 */
export const sitesRouter = router({
  mine: authedProcedure.output(mySitesOutput).query(({ ctx }) => mySites(ctx.db, ctx.user.id)),
  /** site/build with no id: a new website and its draft. */
  create: authedProcedure
    .input(createSiteInput)
    .output(idOutput)
    .mutation(({ ctx, input }) => createSite(ctx, ctx.user.id, input)),
  /** site/build/{id}: the draft, or one made from the published site (spec section 5's three errors). */
  draft: authedProcedure
    .input(draftInput)
    .output(draftOutput)
    .mutation(({ ctx, input }) => openDraft(ctx.db, ctx.user.id, input.id)),
  saveDraft: authedProcedure
    .input(saveDraftInput)
    .output(saveDraftOutput)
    .mutation(({ ctx, input }) => saveDraft(ctx.db, ctx.user.id, input)),
  publish: authedProcedure
    .input(websiteIdInput)
    .output(publishOutput)
    .mutation(({ ctx, input }) => publishSite(ctx.db, ctx.user.id, input.id, ctx.clock.now())),
  versions: authedProcedure
    .input(websiteIdInput)
    .output(versionsOutput)
    .query(({ ctx, input }) => listVersions(ctx.db, ctx.user.id, input.id)),
  restore: authedProcedure
    .input(restoreVersionInput)
    .output(publishOutput)
    .mutation(({ ctx, input }) => restoreVersion(ctx.db, ctx.user.id, input.id, input.version, ctx.clock.now())),
  /** The live blocks' data, for the builder's preview. */
  liveData: authedProcedure
    .input(websiteIdInput)
    .output(liveDataOutput)
    .query(({ ctx, input }) => previewLiveData(ctx.db, ctx.user.id, input.id, ctx.clock.now())),
  /** Spec section 3's website, published: what the team-site guard reads. */
  byId: publicProcedure
    .input(websiteIdInput)
    .output(publicWebsiteOutput)
    .query(({ ctx, input }) => publicWebsite(ctx.db, input.id)),
  /** A member's own choice, per team, to be listed on its websites' roster block. */
  listings: authedProcedure.output(listingsOutput).query(({ ctx }) => myWebsiteListings(ctx.db, ctx.user.id)),
  setListing: authedProcedure
    .input(z.object({ teamId: z.uuid(), show: z.boolean() }))
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await setWebsiteListing(ctx, ctx.user.id, input.teamId, input.show);
      return ok;
    }),
});
