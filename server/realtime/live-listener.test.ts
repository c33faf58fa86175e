import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyUser } from '../domains/notifications/notify-user.ts';
import { createUser } from '../../tests/factories.ts';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { FEED_QUEUE_MAX, LiveListener, type LiveSignal } from './live-listener.ts';
import { LIVE_CHANNEL, publish } from './publish.ts';
import { TOPICS } from './topics.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const notice = (userId: string) => ({ userId, key: 'news', type: 'news', title: 'Fresh', message: 'news' });

/** Signals a handler received, as a list to poll. */
function recorder() {
  const calls: LiveSignal[] = [];
  return { calls, handler: (signal: LiveSignal) => void calls.push(signal) };
}

const unread = (userId: string) => TOPICS.notifications(userId).key;

async function listenConnections(): Promise<number[]> {
  const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database() and query ilike 'LISTEN %'`.execute(h.db);
  return rows.map((row) => row.pid);
}

describe('the live listener', () => {
  it('fans one committed notifyUser out to two independent listeners (two processes), and nothing on rollback', async () => {
    // Two listeners, each with its own pg connection, stand for two server processes.
    const first = new LiveListener(h.url);
    const second = new LiveListener(h.url);
    const user = await createUser(h.db);
    const bystander = await createUser(h.db);
    const a = recorder();
    const b = recorder();
    const other = recorder();
    const stops = [
      first.subscribe(unread(user.id), a.handler),
      second.subscribe(unread(user.id), b.handler),
      second.subscribe(unread(bystander.id), other.handler),
    ];
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
      expect(a.calls).toEqual([{ type: 'delta', delta: {} }]);
      expect(other.calls).toHaveLength(0);
    } finally {
      for (const stop of stops) stop();
    }
    await expect.poll(listenConnections).toEqual([]);
  });

  it('reconnects after losing its connection and tells subscribers to look again', async () => {
    const delays: number[] = [];
    const listener = new LiveListener(h.url, { backoffMs: (attempt) => (delays.push(attempt), 20 * attempt) });
    const user = await createUser(h.db);
    const seen = recorder();
    const stop = listener.subscribe(unread(user.id), seen.handler);
    try {
      await listener.whenListening();
      const [pid] = await listenConnections();
      await sql`select pg_terminate_backend(${pid!})`.execute(h.db);
      // The resync after reconnecting stands in for whatever was committed while it was away.
      await expect.poll(() => seen.calls.length).toBe(1);
      expect(seen.calls[0]).toEqual({ type: 'resync' });
      expect(delays).toEqual([1]);
      await listener.whenListening();
      await publish(h.db, TOPICS.notifications(user.id), {});
      await expect.poll(() => seen.calls.length).toBe(2);
    } finally {
      stop();
    }
    await expect.poll(listenConnections).toEqual([]);
  });

  it('queues deltas in order for a slow reader, collapses an overflow into one resync, and ends the feed on abort', async () => {
    const listener = new LiveListener(h.url);
    const teamId = crypto.randomUUID();
    const topic = TOPICS.teamChat(teamId);
    const controller = new AbortController();
    const feed = listener.feed(topic.key, controller.signal, 3);
    await feed.ready;
    const signals = feed[Symbol.asyncIterator]();
    // A second subscriber tells when all have arrived, however slow the machine.
    const arrived = recorder();
    const stopCounting = listener.subscribe(topic.key, arrived.handler);
    const ids = [crypto.randomUUID(), crypto.randomUUID()];
    for (const messageId of ids) await publish(h.db, topic, { messageId });
    await expect.poll(() => arrived.calls.length).toBe(2);
    expect(await signals.next()).toEqual({ done: false, value: { type: 'delta', delta: { messageId: ids[0] } } });
    expect(await signals.next()).toEqual({ done: false, value: { type: 'delta', delta: { messageId: ids[1] } } });

    for (let i = 0; i < 4; i++) await publish(h.db, topic, { messageId: crypto.randomUUID() });
    await expect.poll(() => arrived.calls.length).toBe(6);
    stopCounting();
    // Three queued, the fourth overflowed: whatever was missed is one "look again".
    expect(await signals.next()).toEqual({ done: false, value: { type: 'resync' } });
    const pending = signals.next();
    let settled = false;
    void pending.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(settled).toBe(false);
    controller.abort();
    expect(await pending).toEqual({ done: true, value: undefined });
    expect(listener.subscriberCount).toBe(0);
    expect(FEED_QUEUE_MAX).toBeGreaterThan(3);
  });

  it('publishes only small deltas, and ignores what it cannot read', async () => {
    const listener = new LiveListener(h.url);
    const user = await createUser(h.db);
    const seen = recorder();
    const stop = listener.subscribe(unread(user.id), seen.handler);
    try {
      await listener.whenListening();
      await sql`select pg_notify(${LIVE_CHANNEL}, 'not json')`.execute(h.db);
      await publish(h.db, TOPICS.notifications(user.id), {});
      await expect.poll(() => seen.calls.length).toBe(1);
      expect(seen.calls).toEqual([{ type: 'delta', delta: {} }]);
      // A row in a delta (here a 9 KB "id") is refused before it reaches Postgres, which would refuse it too.
      await expect(publish(h.db, TOPICS.teamChat(user.id), { messageId: 'x'.repeat(9000) })).rejects.toThrow(/send ids, not rows/);
    } finally {
      stop();
    }
  });
});
