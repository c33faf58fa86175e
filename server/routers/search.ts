import { z } from 'zod';
import { rateLimitAddress } from '../auth/client-address.ts';
import { fullSearch } from '../domains/search/full-search.ts';
import { publicProcedure, router } from '../trpc/trpc.ts';
import { FULL_SEARCH, fullSearchInput } from '../../shared/schemas/discover.ts';
import { discoveredEventOutput } from './events-discovery.ts';

const more = z.object({ events: z.boolean(), places: z.boolean(), teams: z.boolean(), players: z.boolean() });

export const searchRouter = router({
  /** The full-search page: events, places, teams and players at once. Public, rate-limited per address. */
  full: publicProcedure
    .input(fullSearchInput)
    .output(
      z.object({
        events: z.array(discoveredEventOutput),
        places: z.array(z.object({ id: z.string(), name: z.string(), address: z.string(), city: z.string(), sports: z.array(z.string()) })),
        teams: z.array(z.object({ id: z.string(), name: z.string() })),
        players: z.array(z.object({ id: z.string(), displayName: z.string(), photoUrl: z.string().nullable(), city: z.string().nullable() })),
        page: z.number(),
        hasMore: more,
        playersNeedSignIn: z.boolean(),
      }),
    )
    .query(async ({ ctx, input }) => {
      await ctx.rateLimiter.enforce([{ key: `full-search:ip:${rateLimitAddress(ctx.ip)}`, limit: FULL_SEARCH.ratePerIp }]);
      return fullSearch(ctx.db, ctx.auth?.user.id ?? null, input);
    }),
});
