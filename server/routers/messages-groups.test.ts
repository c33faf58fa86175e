import { countUnreadConversations } from '../domains/messages/unread-count.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTeamMember, createTeam, createUser } from '../../tests/factories.ts';
import { rejection } from '../../tests/expect-rejection.ts';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { signedInUser } from '../../tests/sign-in.ts';
import { MESSAGES } from '../../shared/common/spec-messages.ts';
import { GROUP_LIMITS, GROUP_MESSAGES } from '../../shared/messaging/groups.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const block = (blockerId: string, blockedId: string) =>
  h.db
    .insertInto('userBlocks')
    .values({ blockerId, blockedId, blockedEmail: `${blockedId}@example.com` })
    .execute();
const notices = (userId: string) => h.db.selectFrom('notifications').select('title').where('userId', '=', userId).execute();

async function trio() {
  const ann = await signedInUser(h, { displayName: 'Ann' });
  const ben = await signedInUser(h, { displayName: 'Ben' });
  const cat = await signedInUser(h, { displayName: 'Cat' });
  const { conversationId } = await (await ann.call()).messages.createGroup({ title: 'Saturday crew', memberIds: [ben.user.id, cat.user.id] });
  return { ann, ben, cat, conversationId };
}

describe('messages.createGroup', () => {
  it(`takes ${GROUP_LIMITS.minPeople} to ${GROUP_LIMITS.maxPeople} people, the creator included`, async () => {
    const ann = await signedInUser(h);
    const caller = await ann.call();
    const others = await Promise.all(Array.from({ length: GROUP_LIMITS.maxPeople }, () => createUser(h.db)));
    const ids = others.map((user) => user.id);
    expect(await rejection(caller.messages.createGroup({ title: 'Two', memberIds: [ids[0]!] }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: GROUP_MESSAGES.tooFew,
    });
    // Listing oneself, or someone twice, does not make up the number.
    expect(await rejection(caller.messages.createGroup({ title: 'Two', memberIds: [ids[0]!, ids[0]!, ann.user.id] }))).toMatchObject({
      message: GROUP_MESSAGES.tooFew,
    });
    expect(await rejection(caller.messages.createGroup({ title: 'Too many', memberIds: ids }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: GROUP_MESSAGES.tooMany,
    });
    const full = await caller.messages.createGroup({ title: 'Full house', memberIds: ids.slice(0, GROUP_LIMITS.maxPeople - 1) });
    const [row] = await caller.messages.groups();
    expect(row).toMatchObject({ id: full.conversationId, title: 'Full house', memberCount: GROUP_LIMITS.maxPeople, unreadCount: 0, muted: false });
    expect(row!.members.length).toBeLessThan(GROUP_LIMITS.maxPeople);
    expect((await rejection(caller.messages.createGroup({ title: '  ', memberIds: ids.slice(0, 2) }))).code).toBe('BAD_REQUEST');
    expect((await rejection(caller.messages.createGroup({ title: 'x'.repeat(GROUP_LIMITS.titleMax + 1), memberIds: ids.slice(0, 2) }))).code).toBe(
      'BAD_REQUEST',
    );
  });

  it('refuses someone the creator blocked, in words that say so, and someone who blocked the creator as a user who does not exist', async () => {
    const ann = await signedInUser(h);
    const ben = await signedInUser(h);
    const blocked = await signedInUser(h, { displayName: 'Blocked Bo' });
    const blocker = await signedInUser(h);
    await block(ann.user.id, blocked.user.id);
    await block(blocker.user.id, ann.user.id);
    const caller = await ann.call();
    expect(await rejection(caller.messages.createGroup({ title: 'G', memberIds: [ben.user.id, blocked.user.id] }))).toMatchObject({
      code: 'FORBIDDEN',
      message: GROUP_MESSAGES.youBlocked('Blocked Bo'),
    });
    expect(await rejection(caller.messages.createGroup({ title: 'G', memberIds: [ben.user.id, blocker.user.id] }))).toMatchObject({
      code: 'NOT_FOUND',
      message: MESSAGES.userNotFound,
    });
    expect(await caller.messages.groups()).toEqual([]);
  });

  it('adds someone who takes messages only from people they talk to only when they already talk to the adder', async () => {
    const ann = await signedInUser(h);
    const ben = await signedInUser(h);
    const shy = await signedInUser(h, { displayName: 'Shy' });
    await h.db.updateTable('users').set({ privacyMessagesFromAnyone: false }).where('id', '=', shy.user.id).execute();
    expect(await rejection((await ann.call()).messages.createGroup({ title: 'G', memberIds: [ben.user.id, shy.user.id] }))).toMatchObject({
      code: 'FORBIDDEN',
      message: GROUP_MESSAGES.notOpen('Shy'),
    });
    await (await shy.call()).messages.send({ recipientId: ann.user.id, body: 'hi Ann' });
    await expect((await ann.call()).messages.createGroup({ title: 'G', memberIds: [ben.user.id, shy.user.id] })).resolves.toBeDefined();
  });
});

describe('group messages', () => {
  it('reach every member, with a notice to each but the sender, and count as unread until read', async () => {
    const { ann, ben, cat, conversationId } = await trio();
    const sent = await (await ben.call()).messages.post({ conversationId, body: 'Who brings the net?' });
    expect(sent.message).toMatchObject({ body: 'Who brings the net?', senderId: ben.user.id, senderName: 'Ben', kind: 'text' });
    for (const member of [ann, cat]) {
      const page = await (await member.call()).messages.list({ conversationId });
      expect(page.messages.map((message) => [message.senderName, message.body])).toEqual([['Ben', 'Who brings the net?']]);
      expect(await notices(member.user.id)).toEqual([{ title: GROUP_MESSAGES.noticeIn('Ben', 'Saturday crew') }]);
      expect((await (await member.call()).messages.groups())[0]).toMatchObject({
        id: conversationId,
        unreadCount: 1,
        lastMessage: { body: 'Who brings the net?' },
      });
    }
    expect(await notices(ben.user.id)).toEqual([]);
    await (await cat.call()).messages.markRead({ conversationId });
    expect((await (await cat.call()).messages.groups())[0]?.unreadCount).toBe(0);
  });

  it('a muted group still lists and counts its unread messages, but sends no notice', async () => {
    const { ann, ben, conversationId } = await trio();
    expect(await (await ann.call()).messages.setMuted({ conversationId, muted: true })).toEqual({ muted: true });
    await (await ben.call()).messages.post({ conversationId, body: 'Quiet please' });
    expect(await notices(ann.user.id)).toEqual([]);
    expect((await (await ann.call()).messages.groups())[0]).toMatchObject({ id: conversationId, muted: true, unreadCount: 1 });
    await (await ann.call()).messages.setMuted({ conversationId, muted: false });
    await (await ben.call()).messages.post({ conversationId, body: 'Loud again' });
    expect(await notices(ann.user.id)).toHaveLength(1);
  });

  it('a member does not see, nor hear of, the messages of someone they blocked; the others do', async () => {
    const { ann, ben, cat, conversationId } = await trio();
    await block(ann.user.id, ben.user.id);
    await (await ben.call()).messages.post({ conversationId, body: 'From Ben' });
    expect((await (await ann.call()).messages.list({ conversationId })).messages).toEqual([]);
    expect(await notices(ann.user.id)).toEqual([]);
    expect((await (await cat.call()).messages.list({ conversationId })).messages.map((message) => message.body)).toEqual(['From Ben']);
    // Nor is it unread for her, in the list or in the menu's count; it is for Cat.
    expect((await (await ann.call()).messages.groups())[0]!.unreadCount).toBe(0);
    expect(await countUnreadConversations(h.db, ann.user.id)).toBe(0);
    expect((await (await cat.call()).messages.groups())[0]!.unreadCount).toBe(1);
    expect(await countUnreadConversations(h.db, cat.user.id)).toBe(1);
  });
});

describe('leaving and adding', () => {
  it('a member who leaves gets nothing more and can no longer read, write or come back on their own; the others see that they left', async () => {
    const { ann, ben, cat, conversationId } = await trio();
    expect(await (await cat.call()).messages.leave({ conversationId })).toEqual({ ok: true });
    // The list names who left, though they are no longer among the members.
    expect((await (await ben.call()).messages.groups())[0]).toMatchObject({ memberCount: 2, lastMessage: { kind: 'left', senderName: 'Cat' } });
    await (await ann.call()).messages.post({ conversationId, body: 'After Cat left' });
    expect(await notices(cat.user.id)).toEqual([]);
    expect(await (await cat.call()).messages.groups()).toEqual([]);
    const caller = await cat.call();
    for (const attempt of [
      () => caller.messages.list({ conversationId }),
      () => caller.messages.post({ conversationId, body: 'still here?' }),
      () => caller.messages.typing({ conversationId }),
      () => caller.messages.leave({ conversationId }),
      () => caller.messages.addToGroup({ conversationId, memberIds: [cat.user.id] }),
    ]) {
      expect(await rejection(attempt())).toMatchObject({ code: 'NOT_FOUND', message: 'Conversation not found' });
    }
    const seen = (await (await ben.call()).messages.list({ conversationId })).messages.map((message) => [message.kind, message.senderName]);
    expect(seen).toEqual([
      ['text', 'Ann'],
      ['left', 'Cat'],
    ]);
    // Another member may bring them back.
    expect(await (await ben.call()).messages.addToGroup({ conversationId, memberIds: [cat.user.id] })).toEqual({ added: 1 });
    expect((await (await cat.call()).messages.groups())[0]).toMatchObject({ id: conversationId, memberCount: 3 });
  });

  it(`any member adds people, up to ${GROUP_LIMITS.maxPeople}, but never someone who blocked them or whom they blocked`, async () => {
    const { ann, ben, conversationId } = await trio();
    const dee = await signedInUser(h, { displayName: 'Dee' });
    const eve = await signedInUser(h, { displayName: 'Eve' });
    await block(dee.user.id, ben.user.id);
    await block(ben.user.id, eve.user.id);
    expect(await rejection((await ben.call()).messages.addToGroup({ conversationId, memberIds: [dee.user.id] }))).toMatchObject({
      code: 'NOT_FOUND',
      message: MESSAGES.userNotFound,
    });
    expect(await rejection((await ben.call()).messages.addToGroup({ conversationId, memberIds: [eve.user.id] }))).toMatchObject({
      code: 'FORBIDDEN',
      message: GROUP_MESSAGES.youBlocked('Eve'),
    });
    expect(await (await ann.call()).messages.addToGroup({ conversationId, memberIds: [dee.user.id, eve.user.id] })).toEqual({ added: 2 });
    const more = await Promise.all(Array.from({ length: GROUP_LIMITS.maxPeople - 4 }, () => createUser(h.db)));
    expect(await rejection((await ann.call()).messages.addToGroup({ conversationId, memberIds: more.map((user) => user.id) }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: GROUP_MESSAGES.tooMany,
    });
    expect(await (await ann.call()).messages.addToGroup({ conversationId, memberIds: more.slice(1).map((user) => user.id) })).toEqual({
      added: GROUP_LIMITS.maxPeople - 5,
    });
  });

  it('a stranger cannot read, write, add, mute or leave a group', async () => {
    const { conversationId } = await trio();
    const stranger = await signedInUser(h);
    const caller = await stranger.call();
    for (const attempt of [
      () => caller.messages.list({ conversationId }),
      () => caller.messages.post({ conversationId, body: 'let me in' }),
      () => caller.messages.addToGroup({ conversationId, memberIds: [stranger.user.id] }),
      () => caller.messages.setMuted({ conversationId, muted: true }),
      () => caller.messages.leave({ conversationId }),
      () => caller.messages.markRead({ conversationId }),
    ]) {
      expect(await rejection(attempt())).toMatchObject({ code: 'NOT_FOUND', message: 'Conversation not found' });
    }
    expect(await caller.messages.groups()).toEqual([]);
    expect((await rejection((await h.client().call()).messages.groups())).code).toBe('UNAUTHORIZED');
  });

  it('group procedures refuse a direct conversation', async () => {
    const ann = await signedInUser(h);
    const ben = await signedInUser(h);
    const { conversationId } = await (await ann.call()).messages.send({ recipientId: ben.user.id, body: 'hi' });
    expect(await rejection((await ann.call()).messages.leave({ conversationId }))).toMatchObject({ code: 'BAD_REQUEST', message: GROUP_MESSAGES.notAGroup });
    // A direct conversation does not show among the groups, nor a group among the direct ones.
    await (await ann.call()).messages.createGroup({ title: 'G', memberIds: [ben.user.id, (await createUser(h.db)).id] });
    expect((await (await ann.call()).messages.conversations()).map((row) => row.id)).toEqual([conversationId]);
  });
});

describe('messages.groupCandidates', () => {
  it("offers the user's lists, accepted family and active teammates, leaving out anyone on either side of a block", async () => {
    const ann = await signedInUser(h, { displayName: 'Ann' });
    const mate = await createUser(h.db, { displayName: 'Mate' });
    const invited = await createUser(h.db, { displayName: 'Invited' });
    const blockedMate = await createUser(h.db, { displayName: 'Blocked Mate' });
    const sister = await createUser(h.db, { displayName: 'Sister' });
    const listed = await createUser(h.db, { displayName: 'Listed' });
    const team = await createTeam(h.db, ann.user.id);
    await addTeamMember(h.db, team.id, mate.id, 'player');
    await addTeamMember(h.db, team.id, invited.id, 'pending-player');
    await addTeamMember(h.db, team.id, blockedMate.id, 'player');
    await block(blockedMate.id, ann.user.id);
    await h.db
      .insertInto('familyConnections')
      .values({
        requesterId: ann.user.id,
        recipientId: sister.id,
        requesterName: 'Ann',
        recipientName: 'Sister',
        requesterRelation: 'sibling',
        recipientRelation: 'sibling',
        status: 'accepted',
        isRecipientGthUser: true,
      })
      .execute();
    const list = await h.db.insertInto('userLists').values({ ownerId: ann.user.id, name: 'Doubles' }).returning('id').executeTakeFirstOrThrow();
    await h.db.insertInto('userListMembers').values({ listId: list.id, userId: listed.id }).execute();

    const candidates = await (await ann.call()).messages.groupCandidates();
    expect(candidates.teammates.map((person) => person.displayName)).toEqual(['Mate']);
    expect(candidates.family.map((person) => person.displayName)).toEqual(['Sister']);
    expect(candidates.lists).toEqual([{ id: list.id, name: 'Doubles', members: [{ id: listed.id, displayName: 'Listed', photoUrl: null }] }]);
    expect((await rejection((await h.client().call()).messages.groupCandidates())).code).toBe('UNAUTHORIZED');
  });
});
