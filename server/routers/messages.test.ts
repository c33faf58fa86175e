import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveListener } from '../realtime/live-listener.ts';
import { openSubscriptions } from '../realtime/live-subscription.ts';
import { rejection } from '../../tests/expect-rejection.ts';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { subscribingCaller } from '../../tests/subscribing-caller.ts';
import { serveApp } from '../../tests/http-server.ts';
import { openSubscription, subscriptionRefusal } from '../../tests/sse.ts';
import { signedInUser } from '../../tests/sign-in.ts';
import { LIVE_LIMITS } from '../../shared/limits/limits.ts';
import { APP_MESSAGES } from '../../shared/common/app-messages.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

type Player = Awaited<ReturnType<typeof signedInUser>>;

const cookieOf = (player: Player) => ({ cookie: `rally_session=${player.browser.cookies.read()}` });
const inputOf = (input: unknown) => encodeURIComponent(JSON.stringify({ json: input }));

async function conversation() {
  const alice = await signedInUser(h, { displayName: 'Alice' });
  const bob = await signedInUser(h, { displayName: 'Bob' });
  const { conversationId } = await (await alice.call()).messages.send({ recipientId: bob.user.id, body: 'Game on Saturday?' });
  return { alice, bob, conversationId };
}

describe('messages.onConversation', () => {
  it('sends the newest page, then only each new message, over server-sent events', async () => {
    const { alice, bob, conversationId } = await conversation();
    const app = await serveApp(h.deps);
    const stream = await openSubscription(`${app.base}/trpc/messages.onConversation?input=${inputOf({ conversationId })}`, cookieOf(bob));
    try {
      const snapshot = await stream.next<{ type: string; items: { body: string }[]; nextBefore: string | null }>();
      expect([snapshot.type, snapshot.items.map((message) => message.body), snapshot.nextBefore]).toEqual(['snapshot', ['Game on Saturday?'], null]);
      const sent = await (await alice.call()).messages.send({ recipientId: bob.user.id, body: 'Bring the ball' });
      const added = await stream.next<{ type: string; item: { id: string; body: string; senderId: string } }>();
      expect(added).toEqual({
        type: 'item',
        item: { id: sent.message.id, body: 'Bring the ball', senderId: alice.user.id, createdAt: expect.any(String), kind: 'text', senderName: 'Alice' },
      });
      // Another conversation of the same people's is not this one's news.
      const carol = await signedInUser(h);
      await (await alice.call()).messages.send({ recipientId: carol.user.id, body: 'Hi Carol' });
      await (await bob.call()).messages.send({ recipientId: alice.user.id, body: 'Will do' });
      expect((await stream.next<{ item: { body: string } }>()).item.body).toBe('Will do');
    } finally {
      stream.close();
      await app.close();
    }
  });

  it('refuses a stranger with NOT_FOUND and a signed-out visitor with UNAUTHORIZED, before any stream', async () => {
    const { conversationId } = await conversation();
    const stranger = await signedInUser(h);
    const app = await serveApp(h.deps);
    try {
      const url = `${app.base}/trpc/messages.onConversation?input=${inputOf({ conversationId })}`;
      // tRPC sends a subscription's refusal as the stream's first event, in its own code; nothing streams before it.
      expect((await subscriptionRefusal(url, cookieOf(stranger))).code).toBe('NOT_FOUND');
      expect((await subscriptionRefusal(url)).code).toBe('UNAUTHORIZED');
      // The same answer as for a conversation that does not exist: ids cannot be probed.
      const missing = `${app.base}/trpc/messages.onConversation?input=${inputOf({ conversationId: crypto.randomUUID() })}`;
      expect((await subscriptionRefusal(missing, cookieOf(stranger))).code).toBe('NOT_FOUND');
    } finally {
      await app.close();
    }
  });
});

describe('messages.onConversations', () => {
  it('sends the list, then the one conversation that changed: a new message, read, blocked by the other side', async () => {
    const { alice, bob, conversationId } = await conversation();
    const controller = new AbortController();
    const events = (await (await subscribingCaller(h.deps, bob, controller)).messages.onConversations())[Symbol.asyncIterator]();
    const next = async () => {
      const { value } = await events.next();
      return value!;
    };
    const snapshot = await next();
    expect(snapshot.type === 'snapshot' && snapshot.items.map((row: { id: string; unreadCount: number }) => [row.id, row.unreadCount])).toEqual([
      [conversationId, 1],
    ]);

    await (await alice.call()).messages.send({ recipientId: bob.user.id, body: 'Still on?' });
    expect(await next()).toMatchObject({ type: 'item', item: { id: conversationId, unreadCount: 2, lastMessage: { body: 'Still on?' } } });
    await (await bob.call()).messages.markRead({ conversationId });
    expect(await next()).toMatchObject({ type: 'item', item: { id: conversationId, unreadCount: 0 } });
    await (await alice.call()).messages.setBlocked({ conversationId, blocked: true });
    expect(await next()).toMatchObject({ type: 'item', item: { id: conversationId, blocked: false, replyRefused: 'unavailable' } });

    // A new conversation with someone else arrives as its own row.
    const carol = await signedInUser(h, { displayName: 'Carol' });
    const { conversationId: second } = await (await carol.call()).messages.send({ recipientId: bob.user.id, body: 'Hello' });
    expect(await next()).toMatchObject({ type: 'item', item: { id: second, other: { displayName: 'Carol' }, unreadCount: 1 } });

    expect(openSubscriptions(bob.user.id)).toBe(1);
    controller.abort();
    expect(await events.next()).toEqual({ done: true, value: undefined });
    expect(openSubscriptions(bob.user.id)).toBe(0);
  });

  it('shows a block between the two people live on both sides, and its undoing', async () => {
    const { alice, bob, conversationId } = await conversation();
    const inboxes = [];
    const controller = new AbortController();
    for (const side of [alice, bob]) {
      const events = (await (await subscribingCaller(h.deps, side, controller)).messages.onConversations())[Symbol.asyncIterator]();
      await events.next();
      inboxes.push(events);
    }
    const [aliceInbox, bobInbox] = inboxes;
    const refused = async (events: typeof aliceInbox) => {
      const { value } = await events!.next();
      return value?.type === 'item' ? [value.item.id, value.item.replyRefused] : value;
    };
    await (await alice.call()).blocks.block({ userIds: [bob.user.id] });
    expect(await refused(aliceInbox)).toEqual([conversationId, 'youBlocked']);
    expect(await refused(bobInbox)).toEqual([conversationId, 'unavailable']);
    await (await alice.call()).blocks.unblock({ userId: bob.user.id });
    expect(await refused(aliceInbox)).toEqual([conversationId, null]);
    expect(await refused(bobInbox)).toEqual([conversationId, null]);
    controller.abort();
  });

  it('a refused subscription holds no slot', async () => {
    const { conversationId } = await conversation();
    const stranger = await signedInUser(h);
    for (let i = 0; i < LIVE_LIMITS.subscriptionsPerUser + 1; i++) {
      const refused = await rejection((await subscribingCaller(h.deps, stranger, new AbortController())).messages.onConversation({ conversationId }));
      expect(refused.code).toBe('NOT_FOUND');
    }
    expect(openSubscriptions(stranger.user.id)).toBe(0);
  });

  it('is refused signed out', async () => {
    const app = await serveApp(h.deps);
    try {
      expect((await subscriptionRefusal(`${app.base}/trpc/messages.onConversations`)).code).toBe('UNAUTHORIZED');
    } finally {
      await app.close();
    }
  });
});

describe('live subscriptions are bounded', () => {
  it(`one user holds at most ${LIVE_LIMITS.subscriptionsPerUser} open in a process; each lets go of the listener when it ends`, async () => {
    const { bob, conversationId } = await conversation();
    const listener = liveListener(h.url);
    const before = listener.subscriberCount;
    const controllers = Array.from({ length: LIVE_LIMITS.subscriptionsPerUser }, () => new AbortController());
    const streams = [];
    for (const [index, controller] of controllers.entries()) {
      const caller = await subscribingCaller(h.deps, bob, controller);
      const stream = index % 2 ? await caller.messages.onConversations() : await caller.messages.onConversation({ conversationId });
      const events = stream[Symbol.asyncIterator]();
      await events.next();
      streams.push(events);
    }
    expect(openSubscriptions(bob.user.id)).toBe(LIVE_LIMITS.subscriptionsPerUser);
    expect(listener.subscriberCount).toBe(before + LIVE_LIMITS.subscriptionsPerUser);

    const over = await rejection((await subscribingCaller(h.deps, bob, new AbortController())).notifications.onUnreadCount());
    expect(over).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: APP_MESSAGES.tooManyLiveViews });
    // Someone else is not held to this user's count.
    const other = await signedInUser(h);
    const otherController = new AbortController();
    const otherCount = (await (await subscribingCaller(h.deps, other, otherController)).notifications.onUnreadCount())[Symbol.asyncIterator]();
    expect(await otherCount.next()).toEqual({ done: false, value: { count: 0, messages: 0 } });
    otherController.abort();

    controllers[0]!.abort();
    expect(await streams[0]!.next()).toEqual({ done: true, value: undefined });
    const again = new AbortController();
    const reopened = (await (await subscribingCaller(h.deps, bob, again)).notifications.onUnreadCount())[Symbol.asyncIterator]();
    // Alice's message: its notice, and its conversation unread.
    expect(await reopened.next()).toEqual({ done: false, value: { count: 1, messages: 1 } });

    again.abort();
    for (const controller of controllers) controller.abort();
    await expect.poll(() => openSubscriptions(bob.user.id)).toBe(0);
    await expect.poll(() => listener.subscriberCount).toBe(before);
  });
});
