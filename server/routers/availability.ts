import { getAvailability, saveAvailability } from '../domains/availability/availability.ts';
import { authedProcedure, router } from '../trpc/trpc.ts';
import { availabilityInput } from '../../shared/availability/schemas.ts';

/** The signed-in user's weekly and date-specific availability with its privacy filters. */
export const availabilityRouter = router({
  get: authedProcedure.query(({ ctx }) => getAvailability(ctx.db, ctx.user.id)),
  save: authedProcedure.input(availabilityInput).mutation(({ ctx, input }) => saveAvailability(ctx.db, ctx.user.id, input)),
});
