import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail } from '../../../tests/factories.ts';
import { createHarness, TEST_ORIGIN, type Harness } from '../../../tests/harness.ts';
import { signedInUser } from '../../../tests/sign-in.ts';
import { MESSAGES } from '../../../shared/common/spec-messages.ts';
import { SETTINGS_MESSAGES } from '../../../shared/settings/messages.ts';
import { rejection } from '../../../tests/expect-rejection.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const block = (blockerId: string, blockedId: string, blockedEmail: string) =>
  h.db.insertInto('userBlocks').values({ blockerId, blockedId, blockedEmail }).execute();

describe('messages.send and messages.list', () => {
  it('delivers a message both participants can read, newest first, with the conversation listed on both sides', async () => {
    const alice = await signedInUser(h, { displayName: 'Alice' });
    const bob = await signedInUser(h, { displayName: 'Bob' });

    const first = await (await alice.call()).messages.send({ recipientId: bob.user.id, body: '  Game on Saturday?  ' });
    expect(first.message).toMatchObject({ body: 'Game on Saturday?', senderId: alice.user.id });
    const reply = await (await bob.call()).messages.send({ recipientId: alice.user.id, body: 'Count me in' });
    expect(reply.conversationId).toBe(first.conversationId);

    for (const side of [alice, bob]) {
      const thread = await (await side.call()).messages.list({ conversationId: first.conversationId });
      expect(thread.messages.map((m) => m.body)).toEqual(['Count me in', 'Game on Saturday?']);
      expect(thread.nextBefore).toBeNull();
    }

    const [aliceView] = await (await alice.call()).messages.conversations();
    expect(aliceView).toEqual({
      id: first.conversationId,
      other: { id: bob.user.id, displayName: 'Bob', photoUrl: null },
      lastMessage: { body: 'Count me in', createdAt: expect.any(Date), senderId: bob.user.id },
      unreadCount: 1,
      blocked: false,
      replyRefused: null,
    });
    const [bobView] = await (await bob.call()).messages.conversations();
    expect(bobView).toMatchObject({ id: first.conversationId, other: { id: alice.user.id, displayName: 'Alice' }, unreadCount: 1 });
  });

  it('pages older messages with the before cursor', async () => {
    const alice = await signedInUser(h);
    const bob = await signedInUser(h);
    let conversationId = '';
    for (const body of ['one', 'two', 'three']) {
      conversationId = (await (await alice.call()).messages.send({ recipientId: bob.user.id, body })).conversationId;
    }
    const caller = await bob.call();
    const page = await caller.messages.list({ conversationId, limit: 2 });
    expect(page.messages.map((m) => m.body)).toEqual(['three', 'two']);
    expect(page.nextBefore).not.toBeNull();
    const older = await caller.messages.list({ conversationId, limit: 2, before: page.nextBefore! });
    expect(older.messages.map((m) => m.body)).toEqual(['one']);
    expect(older.nextBefore).toBeNull();
  });

  it("falls back to the full name, then 'Unnamed Player', for the other participant's name", async () => {
    const alice = await signedInUser(h, { displayName: null });
    const bob = await signedInUser(h, { displayName: null });
    await h.db.updateTable('users').set({ fullName: 'Robert Paulson' }).where('id', '=', bob.user.id).execute();
    await (await alice.call()).messages.send({ recipientId: bob.user.id, body: 'hi' });
    expect((await (await alice.call()).messages.conversations())[0]?.other.displayName).toBe('Robert Paulson');
    expect((await (await bob.call()).messages.conversations())[0]?.other.displayName).toBe('Unnamed Player');
  });

  it('refuses an empty or too long body, and writing to oneself', async () => {
    const alice = await signedInUser(h);
    const bob = await signedInUser(h);
    const caller = await alice.call();
    expect((await rejection(caller.messages.send({ recipientId: bob.user.id, body: '   ' }))).code).toBe('BAD_REQUEST');
    expect((await rejection(caller.messages.send({ recipientId: bob.user.id, body: 'x'.repeat(2001) }))).code).toBe('BAD_REQUEST');
    const self = await rejection(caller.messages.send({ recipientId: alice.user.id, body: 'note to self' }));
    expect(self).toMatchObject({ code: 'FORBIDDEN', message: SETTINGS_MESSAGES.cannotMessage });
  });

  it("answers 'User not found' for a recipient that does not exist", async () => {
    const alice = await signedInUser(h);
    const error = await rejection((await alice.call()).messages.send({ recipientId: '00000000-0000-4000-8000-000000000000', body: 'hello?' }));
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: MESSAGES.userNotFound });
  });

  it('requires a session', async () => {
    const error = await rejection((await h.client().call()).messages.conversations());
    expect(error.code).toBe('UNAUTHORIZED');
  });
});

describe('conversation access', () => {
  it('refuses a stranger on list, setBlocked and markRead, as if the conversation did not exist', async () => {
    const alice = await signedInUser(h);
    const bob = await signedInUser(h);
    const stranger = await signedInUser(h);
    const { conversationId } = await (await alice.call()).messages.send({ recipientId: bob.user.id, body: 'private' });

    const caller = await stranger.call();
    for (const attempt of [
      () => caller.messages.list({ conversationId }),
      () => caller.messages.setBlocked({ conversationId, blocked: true }),
      () => caller.messages.markRead({ conversationId }),
    ]) {
      expect(await rejection(attempt())).toMatchObject({ code: 'NOT_FOUND', message: 'Conversation not found' });
    }
    expect(await caller.messages.conversations()).toEqual([]);
    const participants = await h.db
      .selectFrom('conversationParticipants')
      .select(['userId', 'blocked', 'lastReadAt'])
      .where('conversationId', '=', conversationId)
      .execute();
    expect(participants).toHaveLength(2);
    expect(participants.every((p) => !p.blocked && p.lastReadAt === null)).toBe(true);
  });
});

describe('blocks and privacy', () => {
  it('keeps a blocked user from messaging the blocker, without revealing the block, and the blocker from messaging them', async () => {
    const blocker = await signedInUser(h);
    const blocked = await signedInUser(h);
    await block(blocker.user.id, blocked.user.id, blocked.user.email);

    const fromBlocked = await rejection((await blocked.call()).messages.send({ recipientId: blocker.user.id, body: 'why?' }));
    expect(fromBlocked).toMatchObject({ code: 'NOT_FOUND', message: MESSAGES.userNotFound });
    const fromBlocker = await rejection((await blocker.call()).messages.send({ recipientId: blocked.user.id, body: 'bye' }));
    expect(fromBlocker).toMatchObject({ code: 'FORBIDDEN', message: SETTINGS_MESSAGES.cannotMessage });
    expect(await h.db.selectFrom('messages').select('id').where('senderId', 'in', [blocker.user.id, blocked.user.id]).execute()).toEqual([]);
  });

  it('tells each side of a block, in the inbox, that they cannot reply: the blocker why, the blocked in neutral words', async () => {
    const blocker = await signedInUser(h);
    const blocked = await signedInUser(h);
    await (await blocked.call()).messages.send({ recipientId: blocker.user.id, body: 'hi' });
    expect((await (await blocked.call()).messages.conversations())[0]?.replyRefused).toBeNull();
    await block(blocker.user.id, blocked.user.id, blocked.user.email);
    expect((await (await blocker.call()).messages.conversations())[0]?.replyRefused).toBe('youBlocked');
    expect((await (await blocked.call()).messages.conversations())[0]?.replyRefused).toBe('unavailable');
  });

  it('refuses messages in a conversation the recipient blocked, and accepts them again once unblocked', async () => {
    const alice = await signedInUser(h);
    const bob = await signedInUser(h);
    const { conversationId } = await (await alice.call()).messages.send({ recipientId: bob.user.id, body: 'hello' });
    expect(await (await bob.call()).messages.setBlocked({ conversationId, blocked: true })).toEqual({ blocked: true });
    expect((await (await bob.call()).messages.conversations())[0]?.blocked).toBe(true);
    expect((await (await alice.call()).messages.conversations())[0]?.replyRefused).toBe('unavailable');

    const refused = await rejection((await alice.call()).messages.send({ recipientId: bob.user.id, body: 'hello again' }));
    expect(refused).toMatchObject({ code: 'FORBIDDEN', message: SETTINGS_MESSAGES.cannotMessage });
    // The block is Bob's alone: he can still write, and Alice's own flag is unchanged.
    await (await bob.call()).messages.send({ recipientId: alice.user.id, body: 'I can still talk' });
    expect((await (await alice.call()).messages.conversations())[0]?.blocked).toBe(false);

    await (await bob.call()).messages.setBlocked({ conversationId, blocked: false });
    await (await alice.call()).messages.send({ recipientId: bob.user.id, body: 'hello again' });
  });

  it('with messages from anyone off, refuses a first message but allows replies in an existing conversation', async () => {
    const alice = await signedInUser(h);
    const bob = await signedInUser(h);
    const carol = await signedInUser(h);
    await (await alice.call()).messages.send({ recipientId: bob.user.id, body: 'before the switch' });
    await h.db.updateTable('users').set({ privacyMessagesFromAnyone: false }).where('id', '=', bob.user.id).execute();

    const first = await rejection((await carol.call()).messages.send({ recipientId: bob.user.id, body: 'hi stranger' }));
    expect(first).toMatchObject({ code: 'FORBIDDEN', message: SETTINGS_MESSAGES.cannotMessage });
    expect(
      await h.db
        .selectFrom('notifications')
        .select('id')
        .where('userId', '=', bob.user.id)
        .where('data', '@>', JSON.stringify({ senderId: carol.user.id }))
        .execute(),
    ).toEqual([]);

    await (await alice.call()).messages.send({ recipientId: bob.user.id, body: 'still allowed' });
    await (await bob.call()).messages.send({ recipientId: alice.user.id, body: 'and a reply' });
    const [conversation] = await (await bob.call()).messages.conversations();
    expect(conversation?.lastMessage?.body).toBe('and a reply');
  });
});

describe('notifications of a direct message', () => {
  it('creates the in-app notification and queues the direct-message e-mail with a link to the conversation', async () => {
    const alice = await signedInUser(h, { displayName: 'Alice' });
    const bob = await signedInUser(h);
    const body = `${'a'.repeat(98)}🏀 and the rest`;
    const { conversationId } = await (await alice.call()).messages.send({ recipientId: bob.user.id, body });

    const notification = await h.db.selectFrom('notifications').selectAll().where('userId', '=', bob.user.id).executeTakeFirstOrThrow();
    expect(notification).toMatchObject({
      type: 'directMessage',
      title: 'New message from Alice',
      message: `${'a'.repeat(98)}🏀…`,
      data: { conversationId, senderId: alice.user.id },
      read: false,
      imageUrl: null,
    });
    const mail = await latestMail(h.db, bob.user.email, 'direct-message');
    expect(mail).toMatchObject({
      subject: 'New message from Alice on Rally',
      data: { senderName: 'Alice', preview: `${'a'.repeat(98)}🏀…`, actionUrl: `${TEST_ORIGIN}/messages?conversation=${conversationId}` },
    });
    expect(await latestMail(h.db, alice.user.email)).toBeNull();
  });
});

describe('unread counts', () => {
  it('counts messages from the other participant since the last read, and markRead clears them', async () => {
    const alice = await signedInUser(h);
    const bob = await signedInUser(h);
    const { conversationId } = await (await alice.call()).messages.send({ recipientId: bob.user.id, body: 'one' });
    await (await alice.call()).messages.send({ recipientId: bob.user.id, body: 'two' });
    const unread = async (side: typeof alice) => (await (await side.call()).messages.conversations())[0]?.unreadCount;
    expect(await unread(bob)).toBe(2);
    expect(await unread(alice)).toBe(0);

    expect(await (await bob.call()).messages.markRead({ conversationId })).toEqual({ lastReadAt: expect.any(Date) });
    expect(await unread(bob)).toBe(0);

    await (await alice.call()).messages.send({ recipientId: bob.user.id, body: 'three' });
    expect(await unread(bob)).toBe(1);
  });
});
