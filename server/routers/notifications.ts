import { z } from 'zod';
import { countUnread, deleteNotification, listNotifications, markAllNotificationsRead, markNotificationRead } from '../domains/notifications/inbox.ts';
import { readNotificationSettings, saveNotificationSettings } from '../domains/notifications/settings.ts';
import { listCommunities } from '../domains/users/communities.ts';
import { notificationListener } from '../realtime/notification-listener.ts';
import { authedProcedure, router } from '../trpc/trpc.ts';
import { notificationIdInput, notificationListInput } from '../../shared/schemas/notification-inbox.ts';
import { notificationSettingsInput } from '../../shared/schemas/notifications.ts';

const ok = z.object({ ok: z.literal(true) });
const done = { ok: true as const };

const notificationOutput = z.object({
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

const channelSettings = z.record(z.string(), z.object({ email: z.boolean(), push: z.boolean() }));

export const notificationsRouter = router({
  /** The Notification Settings tab: e-mail and push per key, and the teams with keys of their own. */
  settings: authedProcedure
    .output(z.object({ settings: channelSettings, teams: z.array(z.object({ id: z.string(), name: z.string() })) }))
    .query(async ({ ctx }) => ({ settings: await readNotificationSettings(ctx.db, ctx.user.id), teams: await listCommunities(ctx.db, ctx.user.id) })),
  saveSettings: authedProcedure
    .input(notificationSettingsInput)
    .output(channelSettings)
    .mutation(({ ctx, input }) => saveNotificationSettings(ctx.db, ctx.user.id, input.settings)),

  list: authedProcedure
    .input(notificationListInput)
    .output(z.object({ items: z.array(notificationOutput), nextCursor: z.string().nullable() }))
    .query(({ ctx, input }) => listNotifications(ctx.db, ctx.user.id, input)),

  unreadCount: authedProcedure.output(z.object({ count: z.number() })).query(async ({ ctx }) => ({ count: await countUnread(ctx.db, ctx.user.id) })),

  markRead: authedProcedure
    .input(notificationIdInput)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await markNotificationRead(ctx.db, ctx.user.id, input.notificationId);
      return done;
    }),

  markAllRead: authedProcedure
    .output(z.object({ updated: z.number() }))
    .mutation(({ ctx }) => markAllNotificationsRead(ctx.db, ctx.user.id)),

  delete: authedProcedure
    .input(notificationIdInput)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await deleteNotification(ctx.db, ctx.user.id, input.notificationId);
      return done;
    }),

  /**
   * The unread count now, then again whenever it changes, over server-sent events. Changes made
   * through any server process arrive through Postgres LISTEN/NOTIFY.
   */
  onUnreadCount: authedProcedure.subscription(async function* ({ ctx, signal }) {
    const changes = notificationListener(ctx.databaseUrl, { log: ctx.log }).changes(ctx.user.id, signal);
    try {
      // Listening before the first count: a change committed in between is then not missed.
      await changes.ready;
      let last = await countUnread(ctx.db, ctx.user.id);
      yield last;
      for await (const _change of changes) {
        const count = await countUnread(ctx.db, ctx.user.id);
        if (count !== last) yield (last = count);
      }
    } finally {
      changes.close();
    }
  }),
});
