import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/database.ts';
import { presenceTracker } from '../domains/presence/tracker.ts';
import { createInnerContext, type AppDeps } from '../trpc/context.ts';
import { createCaller } from './index.ts';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { serveApp } from '../../tests/http-server.ts';
import { openSubscription } from '../../tests/sse.ts';
import { signedInUser } from '../../tests/sign-in.ts';
import { rejection } from '../../tests/expect-rejection.ts';
import { PRESENCE_MAX_USERS, PRESENCE_STALE_AFTER_MS } from '../../shared/presence/presence.ts';

/**
 * Two server processes on one database: instance A serves the tabs' live streams, instance B
 * answers the presence questions. Each has its own connection pool and so its own presence
 * tracker (its own process id and heartbeat), as two processes would.
 */
let h: Harness;
let depsB: AppDeps;
let appA: Awaited<ReturnType<typeof serveApp>>;
beforeAll(async () => {
  h = await createHarness();
  depsB = { ...h.deps, db: createDatabase(h.url) };
  appA = await serveApp(h.deps);
});
afterAll(async () => {
  await appA.close();
  await depsB.db.destroy();
  await h.close();
});

type Player = Awaited<ReturnType<typeof signedInUser>>;

/** A caller on instance B; its subscriptions end when `controller` aborts. */
async function onB(player: Player, controller = new AbortController()) {
  const context = await createInnerContext(depsB, { cookies: player.browser.cookies, ip: '198.51.100.9', userAgent: 'vitest' });
  return createCaller(context, { signal: controller.signal });
}

/** A tab of `player` open on instance A: the app shell's bell stream, its first count read. */
async function openTab(player: Player) {
  const stream = await openSubscription(`${appA.base}/trpc/notifications.onUnreadCount`, { cookie: `rally_session=${player.browser.cookies.read()}` });
  await stream.next();
  return stream;
}

const onlineAsSeenBy = async (viewer: Player, user: Player) => (await (await onB(viewer)).users.presence({ userIds: [user.user.id] })).online;

const ageConnections = (userId: string, ms: number) =>
  sql`update presence_connections set last_seen_at = now() - make_interval(secs => ${ms / 1000}) where user_id = ${userId}`.execute(h.db);

describe('presence across two server processes', () => {
  it('is online while a tab holds its stream on A, as read through B, and offline once the last tab closes', async () => {
    const alice = await signedInUser(h);
    const bob = await signedInUser(h);
    expect(await onlineAsSeenBy(bob, alice)).toEqual([]);

    const first = await openTab(alice);
    const second = await openTab(alice);
    expect(await onlineAsSeenBy(bob, alice)).toEqual([alice.user.id]);

    first.close();
    // One tab still open: still online.
    await expect
      .poll(() =>
        h.db
          .selectFrom('presenceConnections')
          .select('id')
          .where('userId', '=', alice.user.id)
          .execute()
          .then((rows) => rows.length),
      )
      .toBe(1);
    expect(await onlineAsSeenBy(bob, alice)).toEqual([alice.user.id]);
    second.close();
    await expect.poll(() => onlineAsSeenBy(bob, alice)).toEqual([]);
  });

  it('tells a watcher on B live when the user comes online on A and goes offline', async () => {
    const alice = await signedInUser(h);
    const bob = await signedInUser(h);
    const controller = new AbortController();
    const watch = (await (await onB(bob, controller)).users.onPresence({ userId: alice.user.id }))[Symbol.asyncIterator]();
    try {
      expect(await watch.next()).toEqual({ done: false, value: { online: false } });
      const tab = await openTab(alice);
      expect(await watch.next()).toEqual({ done: false, value: { online: true } });
      tab.close();
      expect(await watch.next()).toEqual({ done: false, value: { online: false } });
    } finally {
      controller.abort();
    }
  });

  it('goes offline after a missed heartbeat (a process that died): the sweep on B deletes the row and tells watchers', async () => {
    const alice = await signedInUser(h);
    const bob = await signedInUser(h);
    const tab = await openTab(alice);
    const controller = new AbortController();
    const watch = (await (await onB(bob, controller)).users.onPresence({ userId: alice.user.id }))[Symbol.asyncIterator]();
    try {
      expect(await watch.next()).toEqual({ done: false, value: { online: true } });
      // A's heartbeat keeps a row that is old but not yet stale.
      await ageConnections(alice.user.id, PRESENCE_STALE_AFTER_MS / 2);
      await presenceTracker(h.deps.db, h.deps.log).beat();
      expect(await onlineAsSeenBy(bob, alice)).toEqual([alice.user.id]);
      const row = await h.db
        .selectFrom('presenceConnections')
        .select(sql<number>`extract(epoch from now() - last_seen_at)`.as('age'))
        .where('userId', '=', alice.user.id)
        .executeTakeFirstOrThrow();
      expect(Number(row.age)).toBeLessThan(PRESENCE_STALE_AFTER_MS / 2000);

      // A stops beating (as if its process died with the stream open): stale reads as offline at once.
      await ageConnections(alice.user.id, PRESENCE_STALE_AFTER_MS + 1000);
      expect(await onlineAsSeenBy(bob, alice)).toEqual([]);
      await presenceTracker(depsB.db, depsB.log).beat();
      expect(await watch.next()).toEqual({ done: false, value: { online: false } });
      expect(await h.db.selectFrom('presenceConnections').select('id').where('userId', '=', alice.user.id).execute()).toEqual([]);

      // Had A only stalled, its next beat writes the connection back: online again.
      await presenceTracker(h.deps.db, h.deps.log).beat();
      expect(await onlineAsSeenBy(bob, alice)).toEqual([alice.user.id]);
    } finally {
      controller.abort();
      tab.close();
    }
  });

  it('never reports a user with "Show my online status" off to another user, live or not; they still see themselves', async () => {
    const alice = await signedInUser(h);
    const bob = await signedInUser(h);
    const tab = await openTab(alice);
    const controller = new AbortController();
    const watch = (await (await onB(bob, controller)).users.onPresence({ userId: alice.user.id }))[Symbol.asyncIterator]();
    try {
      expect(await watch.next()).toEqual({ done: false, value: { online: true } });
      await (await alice.call()).users.updatePrivacy({ messagesFromAnyone: true, publicBadges: true, publicOnlineStatus: false, publicUpcomingGames: true });
      expect(await watch.next()).toEqual({ done: false, value: { online: false } });
      expect(await onlineAsSeenBy(bob, alice)).toEqual([]);
      expect(await onlineAsSeenBy(alice, alice)).toEqual([alice.user.id]);
    } finally {
      controller.abort();
      tab.close();
    }
  });

  it('shows nothing across a block, whichever way it goes', async () => {
    const alice = await signedInUser(h);
    const blockedByAlice = await signedInUser(h);
    const blockerOfAlice = await signedInUser(h);
    const bystander = await signedInUser(h);
    await h.db
      .insertInto('userBlocks')
      .values([
        { blockerId: alice.user.id, blockedId: blockedByAlice.user.id, blockedEmail: blockedByAlice.user.email },
        { blockerId: blockerOfAlice.user.id, blockedId: alice.user.id, blockedEmail: alice.user.email },
      ])
      .execute();
    const tab = await openTab(alice);
    try {
      expect(await onlineAsSeenBy(bystander, alice)).toEqual([alice.user.id]);
      expect(await onlineAsSeenBy(blockedByAlice, alice)).toEqual([]);
      expect(await onlineAsSeenBy(blockerOfAlice, alice)).toEqual([]);
      const controller = new AbortController();
      const watch = (await (await onB(blockedByAlice, controller)).users.onPresence({ userId: alice.user.id }))[Symbol.asyncIterator]();
      expect(await watch.next()).toEqual({ done: false, value: { online: false } });
      controller.abort();
    } finally {
      tab.close();
    }
  });

  it('refuses the signed out, and more ids than a page shows', async () => {
    const alice = await signedInUser(h);
    const anonymous = await h.client().call();
    expect((await rejection(anonymous.users.presence({ userIds: [alice.user.id] }))).code).toBe('UNAUTHORIZED');
    expect((await rejection(anonymous.users.onPresence({ userId: alice.user.id }))).code).toBe('UNAUTHORIZED');
    const tooMany = Array.from({ length: PRESENCE_MAX_USERS + 1 }, () => alice.user.id);
    expect((await rejection((await alice.call()).users.presence({ userIds: tooMany }))).code).toBe('BAD_REQUEST');
  });
});
