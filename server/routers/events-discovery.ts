import { discoverEvents } from '../domains/events/discovery/discover-events.ts';
import { nearbyEvents } from '../domains/events/discovery/nearby-events.ts';
import { discoverEventsOutput, nearbyEventsOutput } from '../domains/events/outputs.ts';
import { publicProcedure } from '../trpc/trpc.ts';
import { DISCOVER, discoverInput, nearbyEventsInput } from '../../shared/schemas/discover.ts';
import { rateLimitAddress } from '../auth/client-address.ts';
import type { Context } from '../trpc/context.ts';

/** Discovery is public and reads the biggest table: one budget per address for both procedures. */
async function limitDiscovery(ctx: Context): Promise<void> {
  await ctx.rateLimiter.enforce([{ key: `discover:ip:${rateLimitAddress(ctx.ip)}`, limit: DISCOVER.ratePerIp }]);
}

/**
 * Discovery procedures of the events router. Public: guests may discover (spec section 6); a
 * signed-in viewer also sees private events they created or joined, and never events of users in
 * a block relation with them.
 */
export const eventDiscoveryProcedures = {
  discover: publicProcedure
    .input(discoverInput)
    .output(discoverEventsOutput)
    .query(async ({ ctx, input }) => {
      await limitDiscovery(ctx);
      return discoverEvents(ctx.db, ctx.auth?.user.id ?? null, input);
    }),

  nearby: publicProcedure
    .input(nearbyEventsInput)
    .output(nearbyEventsOutput)
    .query(async ({ ctx, input }) => {
      await limitDiscovery(ctx);
      return nearbyEvents(ctx.db, ctx.auth?.user.id ?? null, input);
    }),
};
