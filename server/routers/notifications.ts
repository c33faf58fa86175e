import {
  countUnread,
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  markNotificationsRead,
} from '../domains/notifications/inbox.ts';
import {
  markAllReadOutput,
  notificationChannelSettingsOutput,
  notificationPageOutput,
  notificationSettingsOutput,
  unreadCountOutput,
} from '../domains/notifications/outputs.ts';
import { readNotificationSettings, saveNotificationSettings } from '../domains/notifications/settings.ts';
import { okOutput } from '../domains/outputs.ts';
import { presenceTracker } from '../domains/presence/tracker.ts';
import { listCommunities } from '../domains/users/communities.ts';
import { liveSubscription } from '../realtime/live-subscription.ts';
import { TOPICS } from '../realtime/topics.ts';
import { authedProcedure, router } from '../trpc/trpc.ts';
import { notificationIdInput, notificationIdsInput, notificationListInput } from '../../shared/notifications/inbox-schemas.ts';
import { notificationSettingsInput } from '../../shared/notifications/schemas.ts';

const done = { ok: true as const };

export const notificationsRouter = router({
  /** The Notification Settings tab: e-mail and push per key, and the teams with keys of their own. */
  settings: authedProcedure
    .output(notificationSettingsOutput)
    .query(async ({ ctx }) => ({ settings: await readNotificationSettings(ctx.db, ctx.user.id), teams: await listCommunities(ctx.db, ctx.user.id) })),
  saveSettings: authedProcedure
    .input(notificationSettingsInput)
    .output(notificationChannelSettingsOutput)
    .mutation(({ ctx, input }) => saveNotificationSettings(ctx.db, ctx.user.id, input.settings)),

  list: authedProcedure
    .input(notificationListInput)
    .output(notificationPageOutput)
    .query(({ ctx, input }) => listNotifications(ctx.db, ctx.user.id, input)),

  unreadCount: authedProcedure.output(unreadCountOutput).query(async ({ ctx }) => ({ count: await countUnread(ctx.db, ctx.user.id) })),

  markRead: authedProcedure
    .input(notificationIdInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await markNotificationRead(ctx.db, ctx.user.id, input.notificationId);
      return done;
    }),

  /** What the notifications page showed, or a group of notices opened together. */
  markShownRead: authedProcedure
    .input(notificationIdsInput)
    .output(markAllReadOutput)
    .mutation(({ ctx, input }) => markNotificationsRead(ctx.db, ctx.user.id, input.notificationIds)),

  markAllRead: authedProcedure.output(markAllReadOutput).mutation(({ ctx }) => markAllNotificationsRead(ctx.db, ctx.user.id)),

  delete: authedProcedure
    .input(notificationIdInput)
    .output(okOutput)
    .mutation(async ({ ctx, input }) => {
      await deleteNotification(ctx.db, ctx.user.id, input.notificationId);
      return done;
    }),

  /**
   * The unread count now, then again whenever it changes, over server-sent events. Changes made
   * through any server process arrive through Postgres LISTEN/NOTIFY. The bell holds it open on
   * every signed-in page, so it is also the tab's presence: online while it is open (issue 33),
   * without a second always-open stream per tab.
   */
  onUnreadCount: authedProcedure.subscription(({ ctx, signal }) =>
    liveSubscription(ctx, {
      topic: TOPICS.notifications(ctx.user.id),
      signal,
      // Signed in is all it takes: the count is the viewer's own.
      authorize: async () => {},
      // A count is one indexed query: each change re-reads it, whatever the change was.
      snapshot: () => countUnread(ctx.db, ctx.user.id),
      same: (previous, next) => previous === next,
      onOpen: () => presenceTracker(ctx.db, ctx.log).connect(ctx.user.id),
    }),
  ),
});
