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
import { countUnreadConversations } from '../domains/messages/unread-count.ts';
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
   * The unread counts now, then again whenever they change, over server-sent events. Changes made
   * through any server process arrive through Postgres LISTEN/NOTIFY. `count` is the bell's;
   * `messages` is how many conversations hold unread messages, the number beside Messages in the
   * menu. It rides this stream rather than one of its own because every signed-in page already
   * holds this one open, and a browser allows six HTTP/1.1 connections per origin (each
   * subscription is one SSE stream): a second always-open stream would leave a page four.
   * The same stream is the tab's presence (issue 33): online while it is open.
   */
  onUnreadCount: authedProcedure.subscription(({ ctx, signal }) =>
    liveSubscription(ctx, {
      topic: TOPICS.notifications(ctx.user.id),
      signal,
      // Signed in is all it takes: the count is the viewer's own.
      authorize: async () => {},
      // Each count is one indexed query: each change re-reads both, whatever the change was.
      snapshot: async () => ({ count: await countUnread(ctx.db, ctx.user.id), messages: await countUnreadConversations(ctx.db, ctx.user.id) }),
      same: (previous, next) => previous.count === next.count && previous.messages === next.messages,
      onOpen: () => presenceTracker(ctx.db, ctx.log).connect(ctx.user.id),
    }),
  ),
});
