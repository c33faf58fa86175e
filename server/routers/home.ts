import { listHomeTasks } from '../domains/home/tasks.ts';
import { homeTasksOutput } from '../domains/home/outputs.ts';
import { authedProcedure, router } from '../trpc/trpc.ts';

/** Home (spec section 2): the signed-in user's tasks; the actions are the existing procedures of each domain. */
export const homeRouter = router({
  tasks: authedProcedure.output(homeTasksOutput).query(({ ctx }) => listHomeTasks(ctx.db, ctx.user.id, ctx.clock.now())),
});
