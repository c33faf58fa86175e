import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyUser } from '../domains/notifications/notify-user.ts';
import { liveListener } from '../realtime/live-listener.ts';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { subscribingCaller } from '../../tests/subscribing-caller.ts';
import { serveApp } from '../../tests/http-server.ts';
import { openSubscription, subscriptionRefusal } from '../../tests/sse.ts';
import { signedInUser } from '../../tests/sign-in.ts';
import { NOTIFICATION_MESSAGES } from '../../shared/notifications/messages.ts';
import { rejection } from '../../tests/expect-rejection.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

let counter = 0;
async function notify(userId: string, title = `Notice ${++counter}`) {
  const { notificationId } = await h.db
    .transaction()
    .execute((trx) => notifyUser({ ...h.deps, db: trx }, { userId, key: 'news', type: 'news', title, message: `${title} body` }));
  return notificationId;
}

async function listenerConnections(): Promise<number> {
  const { rows } = await import('kysely').then(({ sql }) =>
    sql<{ count: number }>`select count(*)::int as count from pg_stat_activity where datname = current_database() and query ilike 'LISTEN %'`.execute(h.db),
  );
  return rows[0]!.count;
}

describe('notifications', () => {
  it('lists newest first a page at a time, with the unread count', async () => {
    const { user, call } = await signedInUser(h);
    const caller = await call();
    expect(await caller.notifications.list({})).toEqual({ items: [], nextCursor: null });
    // Several in one transaction share created_at: the cursor must still neither skip nor repeat.
    await h.db.transaction().execute(async (trx) => {
      for (let i = 1; i <= 5; i++) {
        await notifyUser({ ...h.deps, db: trx }, { userId: user.id, key: 'news', type: 'news', title: `Batch ${i}`, message: 'same instant' });
      }
    });
    const newest = await notify(user.id, 'Newest');
    const first = await caller.notifications.list({ limit: 4 });
    expect(first.items).toHaveLength(4);
    expect(first.items[0]).toMatchObject({ id: newest, title: 'Newest', message: 'Newest body', read: false, familyRequest: null });
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await caller.notifications.list({ limit: 4, cursor: first.nextCursor });
    expect(second.items).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    const titles = [...first.items, ...second.items].map((item) => item.title);
    expect(new Set(titles).size).toBe(6);
    expect(titles[0]).toBe('Newest');
    expect(await caller.notifications.unreadCount()).toEqual({ count: 6 });
  });

  it('marks one read, then all, and deletes', async () => {
    const { user, call } = await signedInUser(h);
    const caller = await call();
    const [a, b, c] = [await notify(user.id), await notify(user.id), await notify(user.id)];
    await caller.notifications.markRead({ notificationId: a });
    await caller.notifications.markRead({ notificationId: a });
    expect(await caller.notifications.unreadCount()).toEqual({ count: 2 });
    expect((await caller.notifications.list({})).items.find((item) => item.id === a)?.read).toBe(true);
    expect(await caller.notifications.markAllRead()).toEqual({ updated: 2 });
    expect(await caller.notifications.unreadCount()).toEqual({ count: 0 });
    await caller.notifications.delete({ notificationId: b });
    expect((await caller.notifications.list({})).items.map((item) => item.id)).toEqual([c, a]);
  });

  it("marks what a page showed read, and never a stranger's", async () => {
    const owner = await signedInUser(h);
    const stranger = await signedInUser(h);
    const [a, b, c] = [await notify(owner.user.id), await notify(owner.user.id), await notify(owner.user.id)];
    expect(await (await stranger.call()).notifications.markShownRead({ notificationIds: [a, b] })).toEqual({ updated: 0 });
    const caller = await owner.call();
    expect(await caller.notifications.markShownRead({ notificationIds: [a, b] })).toEqual({ updated: 2 });
    expect(await caller.notifications.unreadCount()).toEqual({ count: 1 });
    expect((await caller.notifications.list({})).items.find((item) => item.id === c)?.read).toBe(false);
    expect((await rejection(caller.notifications.markShownRead({ notificationIds: [] }))).code).toBe('BAD_REQUEST');
    expect((await rejection((await h.client().call()).notifications.markShownRead({ notificationIds: [a] }))).code).toBe('UNAUTHORIZED');
  });

  it("refuses a stranger's notification as not found, and a signed-out caller altogether", async () => {
    const owner = await signedInUser(h);
    const stranger = await signedInUser(h);
    const id = await notify(owner.user.id);
    const caller = await stranger.call();
    for (const attempt of [() => caller.notifications.markRead({ notificationId: id }), () => caller.notifications.delete({ notificationId: id })]) {
      const error = await rejection(attempt());
      expect(error.code).toBe('NOT_FOUND');
      expect(error.message).toBe(NOTIFICATION_MESSAGES.notFound);
    }
    expect(await caller.notifications.markAllRead()).toEqual({ updated: 0 });
    expect((await caller.notifications.list({})).items).toEqual([]);
    const row = await h.db.selectFrom('notifications').select('read').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.read).toBe(false);

    const anonymous = await h.client().call();
    const attempts = [
      () => anonymous.notifications.list({}),
      () => anonymous.notifications.unreadCount(),
      () => anonymous.notifications.markRead({ notificationId: id }),
      () => anonymous.notifications.markAllRead(),
      () => anonymous.notifications.delete({ notificationId: id }),
      () => anonymous.notifications.onUnreadCount(),
    ];
    for (const attempt of attempts) expect((await rejection(attempt())).code).toBe('UNAUTHORIZED');
  });
});

describe('the live unread count (onUnreadCount)', () => {
  it('yields the count now, then a new count after each change, and lets go of the listener when it ends', async () => {
    const player = await signedInUser(h);
    await notify(player.user.id);
    const controller = new AbortController();
    const caller = await subscribingCaller(h.deps, player, controller);
    const counts = (await caller.notifications.onUnreadCount())[Symbol.asyncIterator]();
    expect(await counts.next()).toEqual({ done: false, value: { count: 1, messages: 0 } });

    const second = await notify(player.user.id);
    expect(await counts.next()).toEqual({ done: false, value: { count: 2, messages: 0 } });
    await (await player.call()).notifications.markRead({ notificationId: second });
    expect(await counts.next()).toEqual({ done: false, value: { count: 1, messages: 0 } });
    await (await player.call()).notifications.markAllRead();
    expect(await counts.next()).toEqual({ done: false, value: { count: 0, messages: 0 } });

    // Another user's news is not this user's change.
    const other = await signedInUser(h);
    await notify(other.user.id);
    const next = counts.next();
    await notify(player.user.id);
    expect(await next).toEqual({ done: false, value: { count: 1, messages: 0 } });

    expect(liveListener(h.url).subscriberCount).toBe(1);
    controller.abort();
    await expect.poll(() => liveListener(h.url).subscriberCount).toBe(0);
    await expect.poll(listenerConnections).toBe(0);
  });

  it("is refused signed out, before any stream: the count is always the viewer's own, so there is no one else's to ask for", async () => {
    const app = await serveApp(h.deps);
    try {
      expect((await subscriptionRefusal(`${app.base}/trpc/notifications.onUnreadCount`)).code).toBe('UNAUTHORIZED');
    } finally {
      await app.close();
    }
  });

  it('streams over server-sent events through the app, past the GET query fast path', async () => {
    const app = await serveApp(h.deps);
    const player = await signedInUser(h);
    const stream = await openSubscription(`${app.base}/trpc/notifications.onUnreadCount`, { cookie: `rally_session=${player.browser.cookies.read()}` });
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
      expect(await stream.next()).toEqual({ count: 0, messages: 0 });
      await notify(player.user.id);
      expect(await stream.next()).toEqual({ count: 1, messages: 0 });
    } finally {
      stream.close();
      await app.close();
    }
  });
});
