import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publish } from '../realtime/publish.ts';
import { TOPICS } from '../realtime/topics.ts';
import { rejection } from '../../tests/expect-rejection.ts';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { subscribingCaller } from '../../tests/subscribing-caller.ts';
import { signedInUser } from '../../tests/sign-in.ts';
import { TYPING } from '../../shared/messaging/live.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

type Player = Awaited<ReturnType<typeof signedInUser>>;

async function conversation() {
  const alice = await signedInUser(h, { displayName: 'Alice' });
  const bob = await signedInUser(h, { displayName: 'Bob' });
  const { conversationId } = await (await alice.call()).messages.send({ recipientId: bob.user.id, body: 'Game on Saturday?' });
  return { alice, bob, conversationId };
}

/** The live thread of `player`, past its snapshot (returned); `next` reads the following event. */
async function liveThread(player: Player, conversationId: string, controller: AbortController) {
  const events = (await (await subscribingCaller(h.deps, player, controller)).messages.onConversation({ conversationId }))[Symbol.asyncIterator]();
  const first = await events.next();
  const next = async () => (await events.next()).value;
  return { snapshot: first.value, next };
}

describe('messages.typing', () => {
  it("shows the typist's name to the other participant, never to the typist, and only until the budget is spent", async () => {
    const { alice, bob, conversationId } = await conversation();
    const controller = new AbortController();
    const bobThread = await liveThread(bob, conversationId, controller);
    const aliceThread = await liveThread(alice, conversationId, controller);
    try {
      expect(await (await alice.call()).messages.typing({ conversationId })).toEqual({ sent: true });
      expect(await bobThread.next()).toEqual({ type: 'typing', userId: alice.user.id, displayName: 'Alice' });
      // Alice's own thread skips her typing: the next thing it hears is Bob's.
      const aliceNext = aliceThread.next();
      await (await bob.call()).messages.typing({ conversationId });
      expect(await aliceNext).toEqual({ type: 'typing', userId: bob.user.id, displayName: 'Bob' });
    } finally {
      controller.abort();
    }
    const caller = await alice.call();
    let sent = 0;
    for (let i = 0; i < TYPING.perUser.limit + 5; i++) if ((await caller.messages.typing({ conversationId })).sent) sent++;
    // One already counted above; past the budget the signal is dropped, not refused.
    expect(sent).toBe(TYPING.perUser.limit - 1);
  });

  it('refuses a stranger and a signed-out caller, as the other conversation procedures do', async () => {
    const { conversationId } = await conversation();
    const stranger = await signedInUser(h);
    expect(await rejection((await stranger.call()).messages.typing({ conversationId }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Conversation not found',
    });
    expect((await rejection((await h.client().call()).messages.typing({ conversationId }))).code).toBe('UNAUTHORIZED');
  });

  it('does not show the typing of someone on the other side of a block', async () => {
    const { alice, bob, conversationId } = await conversation();
    const controller = new AbortController();
    const bobThread = await liveThread(bob, conversationId, controller);
    try {
      await (await bob.call()).blocks.block({ userIds: [alice.user.id] });
      const next = bobThread.next();
      await (await alice.call()).messages.typing({ conversationId });
      // Alice's typing is skipped: the next event Bob's thread hears is the message published after it.
      const { id: messageId } = await h.db
        .insertInto('messages')
        .values({ conversationId, senderId: bob.user.id, body: 'note' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await publish(h.db, TOPICS.conversation(conversationId), { kind: 'message', messageId });
      expect(await next).toMatchObject({ type: 'item', item: { id: messageId } });
    } finally {
      controller.abort();
    }
  });
});

describe('seen markers', () => {
  it('sends how far the other has read in the snapshot, and again live when they read', async () => {
    const { alice, bob, conversationId } = await conversation();
    const controller = new AbortController();
    const aliceThread = await liveThread(alice, conversationId, controller);
    try {
      expect(aliceThread.snapshot).toMatchObject({ type: 'snapshot', readers: [{ userId: bob.user.id, displayName: 'Bob', lastReadAt: null }] });
      const { lastReadAt } = await (await bob.call()).messages.markRead({ conversationId });
      expect(await aliceThread.next()).toEqual({ type: 'read', reader: { userId: bob.user.id, displayName: 'Bob', lastReadAt } });
    } finally {
      controller.abort();
    }
  });
});

describe('the unread conversations count on the bell stream', () => {
  it('counts conversations with unread messages, live: a message raises it, reading lowers it', async () => {
    const { alice, bob, conversationId } = await conversation();
    const carol = await signedInUser(h, { displayName: 'Carol' });
    const controller = new AbortController();
    const counts = (await (await subscribingCaller(h.deps, bob, controller)).notifications.onUnreadCount())[Symbol.asyncIterator]();
    const next = async () => (await counts.next()).value;
    try {
      expect(await next()).toEqual({ count: 1, messages: 1 });
      // A second message in the same conversation is one more notice, still one conversation.
      await (await alice.call()).messages.send({ recipientId: bob.user.id, body: 'Still on?' });
      expect(await next()).toEqual({ count: 2, messages: 1 });
      await (await carol.call()).messages.send({ recipientId: bob.user.id, body: 'Hello' });
      expect(await next()).toEqual({ count: 3, messages: 2 });
      await (await bob.call()).messages.markRead({ conversationId });
      expect(await next()).toEqual({ count: 3, messages: 1 });
      // Bob's own reply makes nothing unread for him.
      const theirs = counts.next();
      await (await bob.call()).messages.send({ recipientId: alice.user.id, body: 'Yes' });
      await (await carol.call()).messages.send({ recipientId: bob.user.id, body: 'Again' });
      expect((await theirs).value).toEqual({ count: 4, messages: 1 });
    } finally {
      controller.abort();
    }
  });
});
