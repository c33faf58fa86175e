import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyUser } from '../domains/notifications/notify-user.ts';
import { createUser } from '../../tests/factories.ts';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { NotificationListener } from './notification-listener.ts';
import { publishNotificationChange } from './notification-channel.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const notice = (userId: string) => ({ userId, key: 'news', type: 'news', title: 'Fresh', message: 'news' });

/** Calls of a handler, as a list to poll. */
function recorder() {
  const calls: number[] = [];
  return { calls, handler: () => calls.push(Date.now()) };
}

async function listenConnections(): Promise<number[]> {
  const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database() and query ilike 'LISTEN %'`.execute(h.db);
  return rows.map((row) => row.pid);
}

describe('the notification listener', () => {
  it('fans one committed notifyUser out to two independent listeners (two processes), and nothing on rollback', async () => {
    // Two listeners, each with its own pg connection, stand for two server processes.
    const first = new NotificationListener(h.url);
    const second = new NotificationListener(h.url);
    const user = await createUser(h.db);
    const bystander = await createUser(h.db);
    const a = recorder();
    const b = recorder();
    const other = recorder();
    const stops = [first.subscribe(user.id, a.handler), second.subscribe(user.id, b.handler), second.subscribe(bystander.id, other.handler)];
    try {
      await Promise.all([first.whenListening(), second.whenListening()]);
      expect(await listenConnections()).toHaveLength(2);

      await h.db
        .transaction()
        .execute(async (trx) => {
          await notifyUser({ ...h.deps, db: trx }, notice(user.id));
          throw new Error('rolled back');
        })
        .catch(() => {});
      await h.db.transaction().execute(async (trx) => {
        await notifyUser({ ...h.deps, db: trx }, notice(user.id));
        // Not before the commit: a listener would read a count that does not include it yet.
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(a.calls).toHaveLength(0);
      });
      await expect.poll(() => a.calls.length).toBe(1);
      await expect.poll(() => b.calls.length).toBe(1);
      expect(other.calls).toHaveLength(0);
    } finally {
      for (const stop of stops) stop();
    }
    await expect.poll(listenConnections).toEqual([]);
  });

  it('reconnects after losing its connection and tells subscribers to look again', async () => {
    const delays: number[] = [];
    const listener = new NotificationListener(h.url, { backoffMs: (attempt) => (delays.push(attempt), 20 * attempt) });
    const user = await createUser(h.db);
    const seen = recorder();
    const stop = listener.subscribe(user.id, seen.handler);
    try {
      await listener.whenListening();
      const [pid] = await listenConnections();
      await sql`select pg_terminate_backend(${pid!})`.execute(h.db);
      // The resync after reconnecting stands in for whatever was committed while it was away.
      await expect.poll(() => seen.calls.length).toBe(1);
      expect(delays).toEqual([1]);
      await listener.whenListening();
      await publishNotificationChange(h.db, user.id);
      await expect.poll(() => seen.calls.length).toBe(2);
    } finally {
      stop();
    }
    await expect.poll(listenConnections).toEqual([]);
  });

  it('collapses changes that arrive while nobody reads, and ends the feed on abort', async () => {
    const listener = new NotificationListener(h.url);
    const user = await createUser(h.db);
    const controller = new AbortController();
    const feed = listener.changes(user.id, controller.signal);
    await feed.ready;
    const changes = feed[Symbol.asyncIterator]();
    // A second subscriber tells when all three have arrived, however slow the machine.
    const arrived = recorder();
    const stopCounting = listener.subscribe(user.id, arrived.handler);
    for (let i = 0; i < 3; i++) await publishNotificationChange(h.db, user.id);
    await expect.poll(() => arrived.calls.length).toBe(3);
    stopCounting();
    expect(await changes.next()).toEqual({ done: false, value: undefined });
    const pending = changes.next();
    let settled = false;
    void pending.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(settled).toBe(false);
    controller.abort();
    expect(await pending).toEqual({ done: true, value: undefined });
    expect(listener.subscriberCount).toBe(0);
  });
});
