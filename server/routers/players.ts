import { findAvailablePlayers } from '../domains/players/find-available-players.ts';
import { availablePlayersOutput } from '../domains/players/outputs.ts';
import { authedProcedure, router } from '../trpc/trpc.ts';
import { findAvailablePlayersInput } from '../../shared/players/schemas.ts';

export const playersRouter = router({
  findAvailable: authedProcedure
    .input(findAvailablePlayersInput)
    .output(availablePlayersOutput)
    .query(({ ctx, input }) => findAvailablePlayers(ctx.db, ctx.user.id, input)),
});
