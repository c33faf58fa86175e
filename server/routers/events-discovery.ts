import { discoverEvents } from '../domains/events/discovery/discover-events.ts';
import { nearbyEvents } from '../domains/events/discovery/nearby-events.ts';
import { discoverEventsOutput, nearbyEventsOutput } from '../domains/events/outputs.ts';
import { publicProcedure } from '../trpc/trpc.ts';
import { discoverInput, nearbyEventsInput } from '../../shared/schemas/discover.ts';

/**
 * Discovery procedures of the events router. Public: guests may discover (spec section 6); a
 * signed-in viewer also sees private events they created or joined, and never events of users in
 * a block relation with them.
 */
export const eventDiscoveryProcedures = {
  discover: publicProcedure
    .input(discoverInput)
    .output(discoverEventsOutput)
    .query(({ ctx, input }) => discoverEvents(ctx.db, ctx.auth?.user.id ?? null, input)),

  nearby: publicProcedure
    .input(nearbyEventsInput)
    .output(nearbyEventsOutput)
    .query(({ ctx, input }) => nearbyEvents(ctx.db, ctx.auth?.user.id ?? null, input)),
};
