import * as z from 'zod/mini';
import { text } from '../common/text.ts';
import { NOTIFICATION_SETTING_KEYS_MAX } from '../limits/limits.ts';

const channels = z.object({ email: z.boolean(), push: z.boolean() });
/** Keys are the spec's keys or team-scoped ones (a team id, or teamDiscussion_{teamId}). */
export const notificationSettingsInput = z.object({
  settings: z
    .record(text(80).check(z.regex(/^[\w-]{2,80}$/)), channels)
    .check(z.refine((settings) => Object.keys(settings).length <= NOTIFICATION_SETTING_KEYS_MAX, 'Too many notification settings')),
});
export type NotificationSettings = Record<string, { email: boolean; push: boolean }>;
