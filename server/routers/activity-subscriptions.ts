import { z } from 'zod';
import {
  deleteActivitySubscription,
  listActivitySubscriptions,
  saveActivitySubscription,
} from '../domains/activity-subscriptions/subscriptions.ts';
import { authedProcedure, router } from '../trpc/trpc.ts';
import { activitySubscriptionInput, deleteActivitySubscriptionInput } from '../../shared/schemas/activity-subscriptions.ts';

const subscriptionOutput = z.object({
  id: z.string(),
  address: z.object({ lat: z.number(), lng: z.number(), description: z.string(), name: z.string() }),
  radius: z.number(),
  activities: z.array(z.string()),
  startDate: z.date().nullable(),
  endDate: z.date().nullable(),
  createdAt: z.date(),
});

/** The Activity Subscription tab: the signed-in user's city subscriptions. */
export const activitySubscriptionsRouter = router({
  list: authedProcedure.output(z.array(subscriptionOutput)).query(({ ctx }) => listActivitySubscriptions(ctx.db, ctx.user.id)),

  save: authedProcedure
    .input(activitySubscriptionInput)
    .output(subscriptionOutput)
    .mutation(({ ctx, input }) => saveActivitySubscription(ctx, ctx.user.id, input)),

  delete: authedProcedure
    .input(deleteActivitySubscriptionInput)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await deleteActivitySubscription(ctx.db, ctx.user.id, input.id);
      return { ok: true as const };
    }),
});
