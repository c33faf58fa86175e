import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECIPROCAL_RELATION } from '../domains/family/relations.ts';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { signedInUser } from '../../tests/sign-in.ts';
import { FAMILY_MESSAGES } from '../../shared/family/messages.ts';
import { MESSAGES } from '../../shared/common/spec-messages.ts';
import { FAMILY_RELATIONS, familyRowInput, type FamilyRowInput } from '../../shared/family/schemas.ts';
import { safeParse } from 'zod/mini';
import { rejection } from '../../tests/expect-rejection.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

type Player = Awaited<ReturnType<typeof signedInUser>>;

let names = 0;
const player = () => signedInUser(h, { displayName: `Player ${++names}` });
const appUser = (userId: string, relation: FamilyRowInput['relation'] = 'parent'): FamilyRowInput => ({ relation, isGthUser: true, userId });
const nonUser = (overrides: Partial<Extract<FamilyRowInput, { isGthUser: false }>> = {}): FamilyRowInput => ({
  relation: 'child',
  isGthUser: false,
  firstName: 'Robin',
  lastName: 'Doe',
  age: 9,
  phoneNumber: '(512) 555-0147',
  ...overrides,
});

async function add(from: Player, rows: FamilyRowInput[]) {
  return (await from.call()).family.save({ add: rows, update: [] });
}

async function notificationsOf(user: Player) {
  return (await (await user.call()).notifications.list({})).items;
}

describe('relations', () => {
  it('stores the reciprocal relation for the recipient: parent and child, guardian and child, the rest symmetric', async () => {
    expect(RECIPROCAL_RELATION).toEqual({ parent: 'child', child: 'parent', spouse: 'spouse', sibling: 'sibling', guardian: 'child', other: 'other' });
    const requester = await player();
    for (const relation of FAMILY_RELATIONS) {
      const recipient = await player();
      const { connectionIds } = await add(requester, [appUser(recipient.user.id, relation)]);
      const row = await h.db.selectFrom('familyConnections').selectAll().where('id', '=', connectionIds[0]!).executeTakeFirstOrThrow();
      // requester_relation: what the recipient is to the requester; recipient_relation: the reverse.
      expect([row.requesterRelation, row.recipientRelation], relation).toEqual([relation, RECIPROCAL_RELATION[relation]]);
      await (await recipient.call()).family.respond({ connectionId: connectionIds[0]!, response: 'accept' });
      const seen = await (await recipient.call()).family.list();
      expect(seen.map((c) => [c.name, c.relation])).toEqual([[requester.user.displayName, RECIPROCAL_RELATION[relation]]]);
    }
  });
});

describe('a request to an app user', () => {
  it('is pending, notifies the recipient with the request payload, and only the requester lists it', async () => {
    const alice = await player();
    const bob = await player();
    const { connectionIds, requestsSent } = await add(alice, [appUser(bob.user.id, 'parent')]);
    expect(requestsSent).toBe(1);
    const connectionId = connectionIds[0]!;
    const stored = await h.db.selectFrom('familyConnections').selectAll().where('id', '=', connectionId).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      requesterId: alice.user.id,
      recipientId: bob.user.id,
      familyMemberId: null,
      requesterName: alice.user.displayName,
      recipientName: bob.user.displayName,
      status: 'pending',
      isRecipientGthUser: true,
      recipientAge: null,
      recipientPhoneNumber: null,
    });

    expect(await (await alice.call()).family.list()).toEqual([
      expect.objectContaining({
        id: connectionId,
        status: 'pending',
        direction: 'sent',
        relation: 'parent',
        isGthUser: true,
        userId: bob.user.id,
        name: bob.user.displayName,
      }),
    ]);
    // The other party's pending requests are not listed in their family section.
    expect(await (await bob.call()).family.list()).toEqual([]);

    const [request] = await notificationsOf(bob);
    expect(request).toMatchObject({
      type: 'familyRequest',
      read: false,
      message: `${alice.user.displayName} added you as their parent.`,
      data: { requesterId: alice.user.id, requesterName: alice.user.displayName, relation: 'parent', familyMemberId: bob.user.id, connectionId },
      familyRequest: { connectionId, status: 'pending' },
    });
    expect(await (await bob.call()).notifications.unreadCount()).toEqual({ count: 1 });
  });

  it('accepted: the connection is accepted, the request marked read, the requester told; both list it', async () => {
    const alice = await player();
    const bob = await player();
    const { connectionIds } = await add(alice, [appUser(bob.user.id, 'spouse')]);
    const connectionId = connectionIds[0]!;
    expect(await (await bob.call()).family.respond({ connectionId, response: 'accept' })).toEqual({ status: 'accepted' });

    const [request] = await notificationsOf(bob);
    expect(request).toMatchObject({ type: 'familyRequest', read: true, familyRequest: { connectionId, status: 'accepted' } });
    expect(await notificationsOf(alice)).toEqual([
      expect.objectContaining({
        type: 'familyAccepted',
        read: false,
        message: `${bob.user.displayName} accepted your family connection request.`,
        data: { connectionId, recipientId: bob.user.id },
      }),
    ]);
    expect(await (await alice.call()).family.list()).toEqual([
      expect.objectContaining({ id: connectionId, status: 'accepted', direction: 'sent', relation: 'spouse' }),
    ]);
    expect(await (await bob.call()).family.list()).toEqual([
      expect.objectContaining({
        id: connectionId,
        status: 'accepted',
        direction: 'received',
        relation: 'spouse',
        userId: alice.user.id,
        name: alice.user.displayName,
      }),
    ]);
    // Answered once: a second answer finds nothing pending.
    expect((await rejection((await bob.call()).family.respond({ connectionId, response: 'reject' }))).code).toBe('NOT_FOUND');
  });

  it('rejected: the request (connection and notification) is deleted and the requester told it was declined', async () => {
    const alice = await player();
    const bob = await player();
    const { connectionIds } = await add(alice, [appUser(bob.user.id, 'sibling')]);
    const connectionId = connectionIds[0]!;
    expect(await (await bob.call()).family.respond({ connectionId, response: 'reject' })).toEqual({ status: 'declined' });
    expect(await h.db.selectFrom('familyConnections').select('id').where('id', '=', connectionId).executeTakeFirst()).toBeUndefined();
    expect(await notificationsOf(bob)).toEqual([]);
    expect(await notificationsOf(alice)).toEqual([
      expect.objectContaining({ type: 'familyDeclined', message: `${bob.user.displayName} declined your family connection request.` }),
    ]);
    expect(await (await alice.call()).family.list()).toEqual([]);
    // Declined is not blocked: asking again is allowed.
    await add(alice, [appUser(bob.user.id, 'sibling')]);
  });

  it('refuses strangers: only the recipient answers, only a party removes, a pending request only by its requester', async () => {
    const alice = await player();
    const bob = await player();
    const mallory = await player();
    const { connectionIds } = await add(alice, [appUser(bob.user.id)]);
    const connectionId = connectionIds[0]!;
    const refusals = [
      () => mallory.call().then((c) => c.family.respond({ connectionId, response: 'accept' })),
      () => mallory.call().then((c) => c.family.respond({ connectionId, response: 'reject' })),
      () => alice.call().then((c) => c.family.respond({ connectionId, response: 'accept' })),
      () => mallory.call().then((c) => c.family.remove({ connectionId })),
      // Not in Bob's list while pending: he answers it instead.
      () => bob.call().then((c) => c.family.remove({ connectionId })),
    ];
    for (const refusal of refusals) expect((await rejection(refusal())).code).toBe('NOT_FOUND');
    expect(await (await mallory.call()).family.list()).toEqual([]);
    const stored = await h.db.selectFrom('familyConnections').select('status').where('id', '=', connectionId).executeTakeFirstOrThrow();
    expect(stored.status).toBe('pending');

    await (await bob.call()).family.respond({ connectionId, response: 'accept' });
    expect((await rejection((await mallory.call()).family.remove({ connectionId }))).code).toBe('NOT_FOUND');
    // Either party removes an accepted connection.
    await (await bob.call()).family.remove({ connectionId });
    expect(await (await alice.call()).family.list()).toEqual([]);
  });

  it('withdrawn by the requester: the connection and the request notification are gone', async () => {
    const alice = await player();
    const bob = await player();
    const { connectionIds } = await add(alice, [appUser(bob.user.id)]);
    await (await alice.call()).family.remove({ connectionId: connectionIds[0]! });
    expect(await (await alice.call()).family.list()).toEqual([]);
    expect(await notificationsOf(bob)).toEqual([]);
    expect((await rejection((await bob.call()).family.respond({ connectionId: connectionIds[0]!, response: 'accept' }))).code).toBe('NOT_FOUND');
  });

  it('refuses yourself, the same person twice, an existing pair in either direction, and blocked users either way, saving nothing', async () => {
    const alice = await player();
    const bob = await player();
    const blocker = await player();
    const blocked = await player();
    await (await blocker.call()).blocks.block({ userIds: [alice.user.id] });
    await (await alice.call()).blocks.block({ userIds: [blocked.user.id] });

    expect((await rejection(add(alice, [appUser(alice.user.id)]))).message).toBe(FAMILY_MESSAGES.notYourself);
    expect((await rejection(add(alice, [appUser(bob.user.id), appUser(bob.user.id, 'sibling')]))).message).toBe(FAMILY_MESSAGES.duplicateRow);
    for (const target of [blocker, blocked]) {
      const error = await rejection(add(alice, [nonUser(), appUser(target.user.id)]));
      expect([error.code, error.message]).toEqual(['NOT_FOUND', MESSAGES.userNotFound]);
    }
    expect(await (await alice.call()).family.list()).toEqual([]);
    expect(await h.db.selectFrom('familyMembers').select('id').where('createdBy', '=', alice.user.id).execute()).toEqual([]);

    await add(alice, [appUser(bob.user.id)]);
    for (const [from, to] of [
      [alice, bob],
      [bob, alice],
    ] as const) {
      const error = await rejection(add(from, [appUser(to.user.id, 'other')]));
      expect([error.code, error.message]).toEqual(['CONFLICT', FAMILY_MESSAGES.alreadyConnected]);
    }
  });
});

describe('a family member without an account', () => {
  it('becomes a person in the system with an accepted connection, phone in E.164; two may share a phone', async () => {
    const parent = await player();
    const result = await add(parent, [nonUser({ firstName: 'Robin', age: 9 }), nonUser({ firstName: 'Sky', age: 6, relation: 'child' })]);
    expect(result).toMatchObject({ requestsSent: 0, updated: 0 });
    const members = await h.db.selectFrom('familyMembers').selectAll().where('createdBy', '=', parent.user.id).orderBy('age', 'desc').execute();
    expect(members).toEqual([
      expect.objectContaining({ firstName: 'Robin', lastName: 'Doe', age: 9, phoneNumber: '+15125550147' }),
      expect.objectContaining({ firstName: 'Sky', lastName: 'Doe', age: 6, phoneNumber: '+15125550147' }),
    ]);
    const stored = await h.db.selectFrom('familyConnections').selectAll().where('id', '=', result.connectionIds[0]!).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      requesterId: parent.user.id,
      recipientId: null,
      familyMemberId: members[0]!.id,
      recipientName: 'Robin Doe',
      requesterRelation: 'child',
      recipientRelation: 'parent',
      status: 'accepted',
      isRecipientGthUser: false,
      recipientAge: 9,
      recipientPhoneNumber: '+15125550147',
    });
    // Both rows were saved in one transaction, so their order is not part of the contract.
    const listed = await (await parent.call()).family.list();
    expect(listed).toHaveLength(2);
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          status: 'accepted',
          isGthUser: false,
          userId: null,
          familyMemberId: members[0]!.id,
          name: 'Robin Doe',
          age: 9,
          phoneNumber: '+15125550147',
        }),
        expect.objectContaining({ name: 'Sky Doe', age: 6 }),
      ]),
    );
    // Nobody to ask, so nobody notified.
    expect(await notificationsOf(parent)).toEqual([]);
  });

  it('is edited by whoever added them, and removed with its connection; nobody else may touch it', async () => {
    const parent = await player();
    const stranger = await player();
    const { connectionIds } = await add(parent, [nonUser()]);
    const connectionId = connectionIds[0]!;
    const edit = { connectionId, relation: 'sibling' as const, firstName: 'Robin', lastName: 'Doe-Smith', age: 10, phoneNumber: '512-555-0199' };
    expect((await rejection((await stranger.call()).family.save({ add: [], update: [edit] }))).code).toBe('NOT_FOUND');
    expect((await rejection((await stranger.call()).family.remove({ connectionId }))).code).toBe('NOT_FOUND');

    expect(await (await parent.call()).family.save({ add: [], update: [edit] })).toMatchObject({ updated: 1 });
    const [row] = await (await parent.call()).family.list();
    expect(row).toMatchObject({ relation: 'sibling', name: 'Robin Doe-Smith', lastName: 'Doe-Smith', age: 10, phoneNumber: '+15125550199' });
    const stored = await h.db.selectFrom('familyConnections').selectAll().where('id', '=', connectionId).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ requesterRelation: 'sibling', recipientRelation: 'sibling', recipientAge: 10, recipientPhoneNumber: '+15125550199' });

    await (await parent.call()).family.remove({ connectionId });
    expect(await (await parent.call()).family.list()).toEqual([]);
    expect(await h.db.selectFrom('familyMembers').select('id').where('createdBy', '=', parent.user.id).execute()).toEqual([]);
  });

  it('needs first name, last name, phone and an age from 1 to 120; an app-user row needs a user from the search', async () => {
    const parent = await player();
    const caller = await parent.call();
    const bad: FamilyRowInput[] = [
      nonUser({ firstName: ' ' }),
      nonUser({ lastName: '' }),
      nonUser({ phoneNumber: '' }),
      nonUser({ phoneNumber: '12' }),
      nonUser({ age: 0 }),
      nonUser({ age: 121 }),
      nonUser({ age: 4.5 }),
      { relation: 'nephew', isGthUser: false, firstName: 'A', lastName: 'B', age: 3, phoneNumber: '5125550147' } as unknown as FamilyRowInput,
      { relation: 'parent', isGthUser: true, userId: '' },
    ];
    for (const row of bad) expect((await rejection(caller.family.save({ add: [row], update: [] }))).code, JSON.stringify(row)).toBe('BAD_REQUEST');
    const messages = (row: unknown) => (safeParse(familyRowInput, row).error?.issues ?? []).map((issue) => issue.message);
    expect(messages({ relation: 'parent', isGthUser: true, userId: '' })).toEqual([FAMILY_MESSAGES.searchAndSelect]);
    expect(messages(nonUser({ firstName: '', lastName: '', phoneNumber: '', age: 0 }))).toEqual([
      FAMILY_MESSAGES.firstNameRequired,
      FAMILY_MESSAGES.lastNameRequired,
      FAMILY_MESSAGES.ageRange,
      FAMILY_MESSAGES.phoneRequired,
    ]);
    expect(await caller.family.list()).toEqual([]);
  });
});

describe('family procedures', () => {
  it('refuse a signed-out caller', async () => {
    const caller = await h.client().call();
    const id = '00000000-0000-4000-8000-000000000000';
    const attempts = [
      () => caller.family.list(),
      () => caller.family.save({ add: [nonUser()], update: [] }),
      () => caller.family.respond({ connectionId: id, response: 'accept' }),
      () => caller.family.remove({ connectionId: id }),
    ];
    for (const attempt of attempts) expect((await rejection(attempt())).code).toBe('UNAUTHORIZED');
  });
});
