import { z } from 'zod';
import { blockUsers, blockViaLists, listBlockedUsers, unblockUser } from '../domains/blocks/block-users.ts';
import { authedProcedure, router } from '../trpc/trpc.ts';
import { blockUsersInput, blockViaListInput, unblockUserInput } from '../../shared/schemas/privacy.ts';

/** The Privacy tab's blocked-users list: block by user or by user list, and unblock. */
export const blocksRouter = router({
  list: authedProcedure
    .output(z.array(z.object({ userId: z.string(), email: z.string(), displayName: z.string().nullable(), photoUrl: z.string().nullable(), createdAt: z.date() })))
    .query(({ ctx }) => listBlockedUsers(ctx.db, ctx.user.id)),
  block: authedProcedure
    .input(blockUsersInput)
    .output(z.object({ blocked: z.number() }))
    .mutation(({ ctx, input }) => blockUsers(ctx.db, ctx.user.id, input.userIds)),
  blockViaLists: authedProcedure
    .input(blockViaListInput)
    .output(z.object({ blocked: z.number() }))
    .mutation(({ ctx, input }) => blockViaLists(ctx.db, ctx.user.id, input.listIds)),
  unblock: authedProcedure
    .input(unblockUserInput)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await unblockUser(ctx.db, ctx.user.id, input.userId);
      return { ok: true as const };
    }),
});
