import { z } from 'zod';
import { listFamilyConnections } from '../domains/family/list-connections.ts';
import { removeFamilyConnection } from '../domains/family/remove-connection.ts';
import { respondToFamilyRequest } from '../domains/family/respond-to-request.ts';
import { saveFamily } from '../domains/family/save-connections.ts';
import { authedProcedure, router } from '../trpc/trpc.ts';
import { FAMILY_RELATIONS, familyConnectionInput, familyRespondInput, familySaveInput } from '../../shared/schemas/family.ts';

const connectionOutput = z.object({
  id: z.string(),
  status: z.enum(['pending', 'accepted']),
  direction: z.enum(['sent', 'received']),
  relation: z.enum(FAMILY_RELATIONS),
  isGthUser: z.boolean(),
  userId: z.string().nullable(),
  familyMemberId: z.string().nullable(),
  name: z.string(),
  photoUrl: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  age: z.number().nullable(),
  phoneNumber: z.string().nullable(),
  createdAt: z.date(),
});

export const familyRouter = router({
  list: authedProcedure.output(z.array(connectionOutput)).query(({ ctx }) => listFamilyConnections(ctx.db, ctx.user.id)),

  save: authedProcedure
    .input(familySaveInput)
    .output(z.object({ connectionIds: z.array(z.string()), requestsSent: z.number(), updated: z.number() }))
    .mutation(({ ctx, input }) => saveFamily(ctx, ctx.user.id, input)),

  respond: authedProcedure
    .input(familyRespondInput)
    .output(z.object({ status: z.enum(['accepted', 'declined']) }))
    .mutation(({ ctx, input }) => respondToFamilyRequest(ctx, ctx.user.id, input.connectionId, input.response)),

  remove: authedProcedure
    .input(familyConnectionInput)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await removeFamilyConnection(ctx.db, ctx.user.id, input.connectionId);
      return { ok: true as const };
    }),
});
