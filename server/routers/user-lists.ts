import { z } from 'zod';
import * as zm from 'zod/mini';
import {
  addListMember,
  createUserList,
  deleteUserList,
  listUserLists,
  removeListMember,
  renameUserList,
} from '../domains/user-lists/user-lists.ts';
import { authedProcedure, router } from '../trpc/trpc.ts';
import { createListInput, listMemberInput, renameListInput } from '../../shared/schemas/user-lists.ts';

const ok = z.object({ ok: z.literal(true) });
const done = { ok: true as const };

export const userListsRouter = router({
  list: authedProcedure
    .output(
      z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          createdAt: z.date(),
          members: z.array(z.object({ id: z.string(), displayName: z.string(), photoUrl: z.string().nullable() })),
        }),
      ),
    )
    .query(({ ctx }) => listUserLists(ctx.db, ctx.user.id)),
  create: authedProcedure
    .input(createListInput)
    .output(z.object({ id: z.string(), name: z.string(), createdAt: z.date() }))
    .mutation(({ ctx, input }) => createUserList(ctx.db, ctx.user.id, input.name)),
  rename: authedProcedure
    .input(renameListInput)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await renameUserList(ctx.db, ctx.user.id, input.listId, input.name);
      return done;
    }),
  delete: authedProcedure
    .input(zm.object({ listId: zm.uuid() }))
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await deleteUserList(ctx.db, ctx.user.id, input.listId);
      return done;
    }),
  addMember: authedProcedure
    .input(listMemberInput)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await addListMember(ctx.db, ctx.user.id, input.listId, input.userId);
      return done;
    }),
  removeMember: authedProcedure
    .input(listMemberInput)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await removeListMember(ctx.db, ctx.user.id, input.listId, input.userId);
      return done;
    }),
});
