import { discoverEvents } from '../domains/events/discovery/discover-events.ts';
import { nearbyEvents } from '../domains/events/discovery/nearby-events.ts';
import { createAnswerCache } from '../domains/events/discovery/answer-cache.ts';
import { discoverEventsOutput, nearbyEventsOutput } from '../domains/events/outputs.ts';
import { publicProcedure } from '../trpc/trpc.ts';
import { DISCOVER, discoverInput, nearbyEventsInput } from '../../shared/discover/schemas.ts';
import { RATE_LIMITS } from '../../shared/limits/rate-limits.ts';
import { rateLimitAddress } from '../auth/client-address.ts';
import type { Context } from '../trpc/context.ts';

/**
 * Discovery is public and reads the biggest table. Every asker has a budget per address; a guest's
 * question also counts against one budget for all guests together (rotating addresses pass the
 * first), and a signed-in user's against their own. A guest's answer does not depend on who asks,
 * so identical guest questions within a few seconds are answered from memory, uncounted: the
 * cheap answer to a flood of one query, and what a guest still gets once the shared budget is spent.
 */
async function limitDiscovery(ctx: Context): Promise<void> {
  const perAddress = { key: `discover:ip:${rateLimitAddress(ctx.ip)}`, limit: DISCOVER.ratePerIp };
  await ctx.rateLimiter.enforce(
    ctx.auth
      ? [perAddress, { key: `discover:user:${ctx.auth.user.id}`, limit: RATE_LIMITS.discoverPerUser }]
      : [{ key: 'discover:guests', limit: RATE_LIMITS.discoverGuestsGlobal }, perAddress],
  );
}

const guestAnswers = createAnswerCache<unknown>({ ttlMs: DISCOVER.guestAnswerTtlMs, maxEntries: 1000 });

/** The answer for `ctx`'s viewer: a guest's through the shared cache, anyone's after their budgets. */
async function answer<T>(ctx: Context, procedure: string, input: unknown, read: (viewerId: string | null) => Promise<T>): Promise<T> {
  if (ctx.auth) {
    await limitDiscovery(ctx);
    return read(ctx.auth.user.id);
  }
  const key = `${procedure}:${JSON.stringify(input)}`;
  if (!guestAnswers.has(key)) await limitDiscovery(ctx);
  return guestAnswers.get(key, () => read(null)) as Promise<T>;
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
    .query(({ ctx, input }) => answer(ctx, 'discover', input, (viewerId) => discoverEvents(ctx.db, viewerId, input))),

  nearby: publicProcedure
    .input(nearbyEventsInput)
    .output(nearbyEventsOutput)
    .query(({ ctx, input }) => answer(ctx, 'nearby', input, (viewerId) => nearbyEvents(ctx.db, viewerId, input))),
};
