import { hostIdInput } from '../../shared/follows/schemas.ts';
import { followHost, hostPage, myFollowedHosts, unfollowHost } from '../domains/follows/follows.ts';
import { authedProcedure, router } from '../trpc/trpc.ts';

/**
 * Hosts you follow (issue 32). Every procedure acts for the signed-in user alone: the list is
 * one's own, and nobody follows on another's behalf.
 */
export const followsRouter = router({
  follow: authedProcedure.input(hostIdInput).mutation(({ ctx, input }) => followHost(ctx.db, ctx.user.id, input.hostId)),
  unfollow: authedProcedure.input(hostIdInput).mutation(({ ctx, input }) => unfollowHost(ctx.db, ctx.user.id, input.hostId)),
  mine: authedProcedure.query(({ ctx }) => myFollowedHosts(ctx.db, ctx.user.id, ctx.clock.now())),
  host: authedProcedure.input(hostIdInput).query(({ ctx, input }) => hostPage(ctx.db, ctx.user.id, input.hostId, ctx.clock.now())),
});
