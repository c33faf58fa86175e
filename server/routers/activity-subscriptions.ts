import { deleteActivitySubscription, listActivitySubscriptions, saveActivitySubscription } from '../domains/activity-subscriptions/subscriptions.ts';
import { activitySubscriptionListOutput, activitySubscriptionOutput } from '../domains/activity-subscriptions/outputs.ts';
import { okOutput } from '../domains/outputs.ts';
import { authedProcedure, router } from '../trpc/trpc.ts';
import { activitySubscriptionInput, deleteActivitySubscriptionInput } from '../../shared/activity-subscriptions/schemas.ts';

/** The Activity Subscription tab: the signed-in user's city subscriptions. */
export const activitySubscriptionsRouter = router({
  list: authedProcedure.output(activitySubscriptionListOutput).query(({ ctx }) => listActivitySubscriptions(ctx.db, ctx.user.id)),

  save: authedProcedure
    .input(activitySubscriptionInput)
    .output(activitySubscriptionOutput)
    .mutation(({ ctx, input }) => saveActivitySubscription(ctx, ctx.user.id, input)),

  delete: authedProcedure
    .input(deleteActivitySubscriptionInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await deleteActivitySubscription(ctx.db, ctx.user.id, input.id);
      return { ok: true as const };
    }),
});
