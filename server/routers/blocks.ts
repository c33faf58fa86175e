import { blockUsers, blockViaLists, listBlockedUsers, unblockUser } from '../domains/blocks/block-users.ts';
import { blockCountOutput, blockedUserListOutput } from '../domains/blocks/outputs.ts';
import { okOutput } from '../domains/outputs.ts';
import { authedProcedure, router } from '../trpc/trpc.ts';
import { blockUsersInput, blockViaListInput, unblockUserInput } from '../../shared/settings/privacy-schemas.ts';

/** The Privacy tab's blocked-users list: block by user or by user list, and unblock. */
export const blocksRouter = router({
  list: authedProcedure.output(blockedUserListOutput).query(({ ctx }) => listBlockedUsers(ctx.db, ctx.user.id)),
  block: authedProcedure
    .input(blockUsersInput)
    .output(blockCountOutput)
    .mutation(({ ctx, input }) => blockUsers(ctx.db, ctx.user.id, input.userIds)),
  blockViaLists: authedProcedure
    .input(blockViaListInput)
    .output(blockCountOutput)
    .mutation(({ ctx, input }) => blockViaLists(ctx.db, ctx.user.id, input.listIds)),
  unblock: authedProcedure
    .input(unblockUserInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await unblockUser(ctx.db, ctx.user.id, input.userId);
      return { ok: true as const };
    }),
});
