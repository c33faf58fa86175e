import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, FACTORY_PASSWORD, latestMail } from '../../tests/factories.ts';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { signedInUser } from '../../tests/sign-in.ts';
import { APP_MESSAGES } from '../../shared/common/app-messages.ts';
import { SETTINGS_MESSAGES } from '../../shared/settings/messages.ts';
import { MESSAGES } from '../../shared/common/spec-messages.ts';
import type { ProfileInput } from '../../shared/settings/profile-schemas.ts';
import { rejection } from '../../tests/expect-rejection.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const austin = { name: 'Austin, TX', lat: 30.2672, lng: -97.7431 };
const profile = (email: string, overrides: Partial<ProfileInput> = {}): ProfileInput => ({
  displayName: 'Court Queen',
  fullName: 'Dana Scully',
  email,
  city: austin,
  sports: ['Basketball', 'Pickleball'],
  joinReason: 'Find-people',
  gender: 'Female',
  pronoun: 'She/Her',
  birthdate: '1990-04-12',
  phoneNumber: '(512) 555-0147',
  ...overrides,
});

describe('profile', () => {
  it('an invitee gives a display name only and the profile stays unfinished, so the full form is still a first-time one; a guest or a bad name is refused', async () => {
    const { user, call } = await signedInUser(h, { displayName: null });
    expect(await (await call()).users.setDisplayName({ displayName: 'Ivy' })).toEqual({ ok: true });
    expect(await (await call()).auth.me()).toMatchObject({ displayName: 'Ivy', hasAdditionalInfo: false });
    // The full form still creates the profile afterwards, as a first-time one.
    expect(await (await call()).users.updateProfile(profile(user.email))).toEqual({ isNew: true });
    expect((await rejection((await h.client().call()).users.setDisplayName({ displayName: 'Ivy' }))).code).toBe('UNAUTHORIZED');
    expect((await rejection((await call()).users.setDisplayName({ displayName: 'Ivy\u0007' }))).code).toBe('BAD_REQUEST');
    expect((await rejection((await call()).users.setDisplayName({ displayName: 'x'.repeat(500) }))).code).toBe('BAD_REQUEST');
  });

  it('creates the first-time profile, then updates it, storing the city with its geohash and the phone in E.164', async () => {
    const { user, call } = await signedInUser(h, { displayName: null });
    expect(await (await call()).auth.me()).toMatchObject({ hasAdditionalInfo: false });
    expect(await (await call()).users.updateProfile(profile(user.email))).toEqual({ isNew: true });
    const row = await h.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      displayName: 'Court Queen',
      defaultCityName: 'Austin, TX',
      phoneNumber: '+15125550147',
      birthdate: '1990-04-12',
      hasAdditionalInfo: true,
    });
    expect(row.defaultCityGeohash).toMatch(/^9v6k/);
    expect((await (await call()).users.settingsProfile()).sports).toEqual(['Basketball', 'Pickleball']);

    expect(await (await call()).users.updateProfile(profile(user.email, { sports: ['Tennis'], phoneNumber: undefined }))).toEqual({ isNew: false });
    const updated = await (await call()).users.settingsProfile();
    expect(updated).toMatchObject({ sports: ['Tennis'], phoneNumber: null });
  });

  it('enforces the spec rules: display name check, sports, birthdate window, phone, game types and genders from the server', async () => {
    const { user, call } = await signedInUser(h);
    const caller = await call();
    const bad: Partial<ProfileInput>[] = [
      { displayName: 'x' },
      { displayName: 'a'.repeat(26) },
      { displayName: ' padded' },
      { displayName: 'me@example.com' },
      { displayName: 'no!bangs' },
      { fullName: 'D' },
      { sports: [] },
      { birthdate: '2020-01-01' },
      { birthdate: '1850-01-01' },
      { phoneNumber: '12' },
      { lastName: '' },
    ];
    for (const change of bad) {
      expect((await rejection(caller.users.updateProfile(profile(user.email, change)))).code, JSON.stringify(change)).toBe('BAD_REQUEST');
    }
    const sports = await rejection(caller.users.updateProfile(profile(user.email, { sports: [] })));
    expect(JSON.stringify(sports.cause)).toContain(SETTINGS_MESSAGES.pickAtLeastOne);
    expect((await rejection(caller.users.updateProfile(profile(user.email, { sports: ['Quidditch'] })))).code).toBe('BAD_REQUEST');
    expect((await rejection(caller.users.updateProfile(profile(user.email, { sports: ['Any'] })))).code).toBe('BAD_REQUEST');
    expect((await rejection(caller.users.updateProfile(profile(user.email, { gender: 'Any' })))).code).toBe('BAD_REQUEST');
    expect((await rejection(caller.users.updateProfile(profile('other@example.com')))).code).toBe('BAD_REQUEST');
  });

  it('serves game types and genders, with Any for the client to filter', async () => {
    const caller = await h.client().call();
    expect(await caller.system.gameTypes()).toEqual(expect.arrayContaining(['Any', 'Basketball', 'Other']));
    expect(await caller.system.genders()).toEqual(expect.arrayContaining(['Any', 'Female', 'Male']));
  });

  it('refuses every settings procedure to a signed-out caller', async () => {
    const caller = await h.client().call();
    const attempts = [
      () => caller.users.settingsProfile(),
      () => caller.users.updateProfile(profile('x@example.com')),
      () => caller.users.updatePrivacy({ messagesFromAnyone: false, publicBadges: false, publicOnlineStatus: false, publicUpcomingGames: false }),
      () => caller.blocks.block({ userIds: ['00000000-0000-4000-8000-000000000000'] }),
      () => caller.users.setSportEnabled({ sport: 'Tennis', enabled: false }),
      () => caller.users.addAlternateEmail({ email: 'a@example.com' }),
      () => caller.users.deleteAccount({ confirmation: 'DELETE' }),
      () => caller.users.search({ query: 'someone@example.com' }),
      () => caller.userLists.create({ name: 'Crew' }),
    ];
    for (const attempt of attempts) expect((await rejection(attempt())).code).toBe('UNAUTHORIZED');
  });
});

describe('privacy and blocking', () => {
  it('saves the four toggles, all on by default', async () => {
    const { call } = await signedInUser(h);
    expect(await (await call()).users.privacy()).toEqual({ messagesFromAnyone: true, publicBadges: true, publicOnlineStatus: true, publicUpcomingGames: true });
    const off = { messagesFromAnyone: false, publicBadges: false, publicOnlineStatus: true, publicUpcomingGames: false };
    await (await call()).users.updatePrivacy(off);
    expect(await (await call()).users.privacy()).toEqual(off);
  });

  it('blocks, refuses duplicates, and unblocks', async () => {
    const blocker = await signedInUser(h);
    const target = await createUser(h.db, { email: 'target@example.com' });
    expect(await (await blocker.call()).blocks.block({ userIds: [target.id] })).toEqual({ blocked: 1 });
    const again = await rejection((await blocker.call()).blocks.block({ userIds: [target.id] }));
    expect(again.message).toBe(SETTINGS_MESSAGES.userAlreadyBlocked);
    const listed = await (await blocker.call()).blocks.list();
    expect(listed).toEqual([expect.objectContaining({ userId: target.id })]);
    // Listed by name, never by an e-mail address the blocker may not know.
    expect(JSON.stringify(listed)).not.toContain('target@example.com');
    await (await blocker.call()).blocks.unblock({ userId: target.id });
    expect(await (await blocker.call()).blocks.list()).toEqual([]);
    expect((await rejection((await blocker.call()).blocks.block({ userIds: [blocker.user.id] }))).code).toBe('BAD_REQUEST');
  });

  it('hides the blocker from the blocked user: profile, search by e-mail and by uid', async () => {
    const blocker = await signedInUser(h, { email: 'hider@example.com', displayName: 'Hider' });
    const blocked = await signedInUser(h);
    const stranger = await signedInUser(h);
    expect((await (await blocked.call()).users.search({ query: 'hider@example.com' })).map((u) => u.id)).toEqual([blocker.user.id]);
    expect(await (await blocked.call()).users.profile({ userId: blocker.user.id })).toMatchObject({ displayName: 'Hider' });

    await (await blocker.call()).blocks.block({ userIds: [blocked.user.id] });
    expect(await (await blocked.call()).users.search({ query: 'hider@example.com' })).toEqual([]);
    expect(await (await blocked.call()).users.search({ query: blocker.user.id })).toEqual([]);
    const hidden = await rejection((await blocked.call()).users.profile({ userId: blocker.user.id }));
    expect(hidden.code).toBe('NOT_FOUND');
    expect(hidden.message).toBe(MESSAGES.userNotFound);
    // Everyone else still sees the blocker.
    expect((await (await stranger.call()).users.search({ query: 'hider@example.com' })).map((u) => u.id)).toEqual([blocker.user.id]);
    expect(await (await stranger.call()).users.profile({ userId: blocker.user.id })).toMatchObject({ displayName: 'Hider' });
  });

  it("blocks everyone on the user's own lists, and refuses someone else's list", async () => {
    const owner = await signedInUser(h);
    const other = await signedInUser(h);
    const a = await createUser(h.db);
    const b = await createUser(h.db);
    const list = await (await owner.call()).userLists.create({ name: 'Rough players' });
    await (await owner.call()).userLists.addMember({ listId: list.id, userId: a.id });
    await (await owner.call()).userLists.addMember({ listId: list.id, userId: b.id });
    expect(await (await owner.call()).blocks.blockViaLists({ listIds: [list.id] })).toEqual({ blocked: 2 });
    expect((await rejection((await owner.call()).blocks.blockViaLists({ listIds: [list.id] }))).message).toBe(SETTINGS_MESSAGES.userAlreadyBlocked);
    expect((await rejection((await other.call()).blocks.blockViaLists({ listIds: [list.id] }))).code).toBe('NOT_FOUND');
  });
});

describe('user lists', () => {
  it('creates, renames, adds and removes players, deletes; strangers see and change nothing', async () => {
    const owner = await signedInUser(h);
    const stranger = await signedInUser(h);
    const player = await createUser(h.db, { displayName: 'Point Guard' });
    const list = await (await owner.call()).userLists.create({ name: 'Tuesday crew' });
    await (await owner.call()).userLists.rename({ listId: list.id, name: 'Tuesday regulars' });
    await (await owner.call()).userLists.addMember({ listId: list.id, userId: player.id });
    expect(await (await owner.call()).userLists.list()).toEqual([
      expect.objectContaining({ name: 'Tuesday regulars', members: [expect.objectContaining({ id: player.id, displayName: 'Point Guard' })] }),
    ]);
    expect(await (await stranger.call()).userLists.list()).toEqual([]);
    const caller = await stranger.call();
    for (const attempt of [
      () => caller.userLists.rename({ listId: list.id, name: 'Mine now' }),
      () => caller.userLists.addMember({ listId: list.id, userId: stranger.user.id }),
      () => caller.userLists.removeMember({ listId: list.id, userId: player.id }),
      () => caller.userLists.delete({ listId: list.id }),
    ]) {
      expect((await rejection(attempt())).code).toBe('NOT_FOUND');
    }
    await (await owner.call()).userLists.removeMember({ listId: list.id, userId: player.id });
    await (await owner.call()).userLists.delete({ listId: list.id });
    expect(await (await owner.call()).userLists.list()).toEqual([]);
  });
});

describe('interests', () => {
  it('toggles each sport of the profile on and off', async () => {
    const { user, call } = await signedInUser(h);
    await (await call()).users.updateProfile(profile(user.email));
    await (await call()).users.setSportEnabled({ sport: 'Pickleball', enabled: false });
    expect(await (await call()).users.sports()).toEqual([
      { sport: 'Basketball', enabled: true },
      { sport: 'Pickleball', enabled: false },
    ]);
    // A sport kept on the next profile save keeps its toggle.
    await (await call()).users.updateProfile(profile(user.email, { sports: ['Pickleball', 'Soccer'] }));
    expect(await (await call()).users.sports()).toEqual([
      { sport: 'Pickleball', enabled: false },
      { sport: 'Soccer', enabled: true },
    ]);
    expect((await rejection((await call()).users.setSportEnabled({ sport: 'Golf', enabled: true }))).code).toBe('NOT_FOUND');
  });
});

describe('alternate e-mails', () => {
  it('adds, verifies by link, then signs in and is found by search with the alternate', async () => {
    const owner = await signedInUser(h, { email: 'primary@example.com' });
    const searcher = await signedInUser(h);
    const { id } = await (await owner.call()).users.addAlternateEmail({ email: 'Work@Example.com' });
    expect(await (await owner.call()).users.alternateEmails()).toEqual([{ id, email: 'work@example.com', verified: false }]);
    // Not verified yet: it neither signs in nor finds the user.
    expect(await (await searcher.call()).users.search({ query: 'work@example.com' })).toEqual([]);
    await rejection((await h.client('198.19.0.1').call()).auth.signIn({ email: 'work@example.com', password: FACTORY_PASSWORD }));

    const mail = (await latestMail(h.db, 'work@example.com', 'verify-alternate-email'))!;
    await (await h.client().call()).users.verifyAlternateEmail({ token: mail.token! });
    expect(await (await owner.call()).users.alternateEmails()).toEqual([{ id, email: 'work@example.com', verified: true }]);
    expect((await (await searcher.call()).users.search({ query: 'work@example.com' })).map((u) => u.id)).toEqual([owner.user.id]);
    const browser = h.client('198.19.0.2');
    await (await browser.call()).auth.signIn({ email: 'work@example.com', password: FACTORY_PASSWORD });
    expect(await (await browser.call()).auth.me()).toMatchObject({ id: owner.user.id, email: 'primary@example.com' });
  });

  it("refuses the primary, a duplicate, another account's address and an invalid one", async () => {
    const owner = await signedInUser(h, { email: 'mine@example.com' });
    await createUser(h.db, { email: 'theirs@example.com' });
    const caller = await owner.call();
    expect((await rejection(caller.users.addAlternateEmail({ email: 'mine@example.com' }))).message).toBe(SETTINGS_MESSAGES.emailAlreadyAdded);
    await caller.users.addAlternateEmail({ email: 'second@example.com' });
    expect((await rejection(caller.users.addAlternateEmail({ email: 'SECOND@example.com' }))).message).toBe(SETTINGS_MESSAGES.emailAlreadyAdded);
    expect((await rejection(caller.users.addAlternateEmail({ email: 'theirs@example.com' }))).message).toBe(APP_MESSAGES.emailInUse);
    expect((await rejection(caller.users.addAlternateEmail({ email: 'not an email' }))).code).toBe('BAD_REQUEST');
  });

  it("does not let a stranger remove someone's alternate", async () => {
    const owner = await signedInUser(h);
    const stranger = await signedInUser(h);
    const { id } = await (await owner.call()).users.addAlternateEmail({ email: 'keep@example.com' });
    expect((await rejection((await stranger.call()).users.removeAlternateEmail({ id }))).code).toBe('NOT_FOUND');
    await (await owner.call()).users.removeAlternateEmail({ id });
    expect(await (await owner.call()).users.alternateEmails()).toEqual([]);
  });
});

describe('delete account', () => {
  it('is refused while the user has teams, and needs DELETE typed exactly', async () => {
    const { user, call } = await signedInUser(h);
    const team = await h.db.insertInto('teams').values({ name: 'Hoopers', creatorId: user.id }).returning('id').executeTakeFirstOrThrow();
    await h.db.insertInto('teamMembers').values({ teamId: team.id, userId: user.id, role: 'admin' }).execute();
    expect(await (await call()).users.accountDeletion()).toEqual({ activeTeams: 1 });
    const refused = await rejection((await call()).users.deleteAccount({ confirmation: 'DELETE' }));
    expect(refused.message).toBe(SETTINGS_MESSAGES.deleteTeamsFirst);
    expect(await h.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toBeDefined();
    expect((await rejection((await call()).users.deleteAccount({ confirmation: 'delete' as 'DELETE' }))).code).toBe('BAD_REQUEST');
  });

  it('removes the user and all personal data in one go, and ends the session', async () => {
    const { user, call, browser } = await signedInUser(h);
    const friend = await createUser(h.db);
    await (await call()).users.updateProfile(profile(user.email));
    await (await call()).blocks.block({ userIds: [friend.id] });
    await (await call()).userLists.create({ name: 'Crew' });
    await (await call()).users.addAlternateEmail({ email: 'gone@example.com' });
    await h.db.insertInto('oauthAccounts').values({ provider: 'google', providerUserId: 'g-del', userId: user.id }).execute();
    await h.db.insertInto('notifications').values({ userId: user.id, type: 'news', title: 'Hi', message: 'Hello' }).execute();

    await (await call()).users.deleteAccount({ confirmation: 'DELETE' });
    expect(browser.cookies.value).toBeUndefined();
    for (const table of ['users', 'sessions', 'oauthAccounts', 'userSports', 'userBlocks', 'userLists', 'userAlternateEmails', 'notifications'] as const) {
      const column = table === 'users' ? 'id' : table === 'userBlocks' ? 'blockerId' : table === 'userLists' ? 'ownerId' : 'userId';
      const rows = await h.db
        .selectFrom(table)
        .select(column as never)
        .where(column as never, '=', user.id as never)
        .execute();
      expect(rows, table).toHaveLength(0);
    }
    expect(await h.db.selectFrom('users').select('id').where('id', '=', friend.id).executeTakeFirst()).toBeDefined();
  });
});
