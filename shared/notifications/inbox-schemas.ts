import * as z from 'zod/mini';
import { text } from '../common/text.ts';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** A page of the user's notifications, newest first; `cursor` is the previous page's nextCursor. */
export const notificationListInput = z.object({
  limit: z.optional(z.int().check(z.gte(1), z.lte(50))),
  cursor: z.optional(z.nullable(text(120))),
});
export type NotificationListInput = z.infer<typeof notificationListInput>;

export const notificationIdInput = z.object({ notificationId: z.uuid() });

/** The notifications a page showed (at most a few pages of them), marked read at once. */
export const notificationIdsInput = z.object({ notificationIds: z.array(z.uuid()).check(z.minLength(1), z.maxLength(100)) });
