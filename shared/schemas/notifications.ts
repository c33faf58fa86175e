import * as z from 'zod/mini';

const channels = z.object({ email: z.boolean(), push: z.boolean() });
/** Keys are the spec's keys or team-scoped ones (a team id, or teamDiscussion_{teamId}). */
export const notificationSettingsInput = z.object({
  settings: z.record(z.string().check(z.regex(/^[\w-]{2,80}$/)), channels),
});
export type NotificationSettings = Record<string, { email: boolean; push: boolean }>;
