import { familyConnectionListOutput, familyResponseOutput, familySaveOutput } from '../domains/family/outputs.ts';
import { listFamilyConnections } from '../domains/family/list-connections.ts';
import { removeFamilyConnection } from '../domains/family/remove-connection.ts';
import { respondToFamilyRequest } from '../domains/family/respond-to-request.ts';
import { saveFamily } from '../domains/family/save-connections.ts';
import { okOutput } from '../domains/outputs.ts';
import { authedProcedure, router } from '../trpc/trpc.ts';
import { familyConnectionInput, familyRespondInput, familySaveInput } from '../../shared/family/schemas.ts';

export const familyRouter = router({
  list: authedProcedure.output(familyConnectionListOutput).query(({ ctx }) => listFamilyConnections(ctx.db, ctx.user.id)),

  save: authedProcedure
    .input(familySaveInput)
    .output(familySaveOutput)
    .mutation(({ ctx, input }) => saveFamily(ctx, ctx.user.id, input)),

  respond: authedProcedure
    .input(familyRespondInput)
    .output(familyResponseOutput)
    .mutation(({ ctx, input }) => respondToFamilyRequest(ctx, ctx.user.id, input.connectionId, input.response)),

  remove: authedProcedure
    .input(familyConnectionInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await removeFamilyConnection(ctx.db, ctx.user.id, input.connectionId);
      return { ok: true as const };
    }),
});
