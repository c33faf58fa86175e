import { z } from 'zod';

/** E-mail and push on or off, per notification key. */
export const notificationChannelSettingsOutput = z.record(z.string(), z.object({ email: z.boolean(), push: z.boolean() }));

/** The Notification Settings tab: e-mail and push per key, and the teams with keys of their own. */
export const notificationSettingsOutput = z.object({
  settings: notificationChannelSettingsOutput,
  teams: z.array(z.object({ id: z.string(), name: z.string() })),
});

/** One inbox notification; familyRequest carries a family request's state, so it can be answered from here. */
export const notificationOutput = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  data: z.record(z.string(), z.unknown()),
  imageUrl: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.date(),
  familyRequest: z.object({ connectionId: z.string(), status: z.enum(['pending', 'accepted']) }).nullable(),
});

export const notificationPageOutput = z.object({ items: z.array(notificationOutput), nextCursor: z.string().nullable() });

export const unreadCountOutput = z.object({ count: z.number() });

/** How many notifications marking all read changed. */
export const markAllReadOutput = z.object({ updated: z.number() });
