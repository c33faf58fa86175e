import { rateLimitAddress } from '../auth/client-address.ts';
import { fullSearch } from '../domains/search/full-search.ts';
import { fullSearchOutput } from '../domains/search/outputs.ts';
import { publicProcedure, router } from '../trpc/trpc.ts';
import { FULL_SEARCH, fullSearchInput } from '../../shared/discover/schemas.ts';

export const searchRouter = router({
  /** The full-search page: events, places, teams and players at once. Public, rate-limited per address. */
  full: publicProcedure
    .input(fullSearchInput)
    .output(fullSearchOutput)
    .query(async ({ ctx, input }) => {
      await ctx.rateLimiter.enforce([{ key: `full-search:ip:${rateLimitAddress(ctx.ip)}`, limit: FULL_SEARCH.ratePerIp }]);
      return fullSearch(ctx.db, ctx.auth?.user.id ?? null, input);
    }),
});
