import { addListMember, createUserList, deleteUserList, listUserLists, removeListMember, renameUserList } from '../domains/user-lists/user-lists.ts';
import { createdUserListOutput, userListListOutput } from '../domains/user-lists/outputs.ts';
import { okOutput } from '../domains/outputs.ts';
import { authedProcedure, router } from '../trpc/trpc.ts';
import { createListInput, listIdInput, listMemberInput, renameListInput } from '../../shared/user-lists/schemas.ts';

const done = { ok: true as const };

export const userListsRouter = router({
  list: authedProcedure.output(userListListOutput).query(({ ctx }) => listUserLists(ctx.db, ctx.user.id)),
  create: authedProcedure
    .input(createListInput)
    .output(createdUserListOutput)
    .mutation(({ ctx, input }) => createUserList(ctx.db, ctx.user.id, input.name)),
  rename: authedProcedure
    .input(renameListInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await renameUserList(ctx.db, ctx.user.id, input.listId, input.name);
      return done;
    }),
  delete: authedProcedure
    .input(listIdInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await deleteUserList(ctx.db, ctx.user.id, input.listId);
      return done;
    }),
  addMember: authedProcedure
    .input(listMemberInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await addListMember(ctx.db, ctx.user.id, input.listId, input.userId);
      return done;
    }),
  removeMember: authedProcedure
    .input(listMemberInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await removeListMember(ctx.db, ctx.user.id, input.listId, input.userId);
      return done;
    }),
});
