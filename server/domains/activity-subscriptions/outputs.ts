import { z } from 'zod';

export const activitySubscriptionOutput = z.object({
  id: z.string(),
  address: z.object({ lat: z.number(), lng: z.number(), description: z.string(), name: z.string() }),
  radius: z.number(),
  activities: z.array(z.string()),
  startDate: z.date().nullable(),
  endDate: z.date().nullable(),
  createdAt: z.date(),
});

export const activitySubscriptionListOutput = z.array(activitySubscriptionOutput);
