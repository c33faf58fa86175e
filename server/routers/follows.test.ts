import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { createTeam } from '../../tests/factories.ts';
import { createEvent, createPlace } from '../../tests/event-factories.ts';
import { rejection } from '../../tests/expect-rejection.ts';
import { signedInUser } from '../../tests/sign-in.ts';
import { notifyFollowersOfNewEvent } from '../domains/follows/new-event-fanout.ts';
import { FOLLOW_MESSAGES } from '../../shared/follows/messages.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

let names = 0;
const player = () => signedInUser(h, { displayName: `Player ${++names}` });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

async function block(blockerId: string, blockedId: string) {
  const blocked = await h.db.selectFrom('users').select('email').where('id', '=', blockedId).executeTakeFirstOrThrow();
  await h.db.insertInto('userBlocks').values({ blockerId, blockedId, blockedEmail: blocked.email }).execute();
}
const notices = (userId: string) => h.db.selectFrom('notifications').selectAll().where('userId', '=', userId).where('type', '=', 'hostNewEvent').execute();
const mails = (email: string) => h.db.selectFrom('mailOutbox').selectAll().where('toAddress', '=', email).where('template', '=', 'event-notice').execute();

describe('follows', () => {
  it('follows and unfollows an organiser; the host page counts followers; the list is one’s own', async () => {
    const [host, fan, stranger] = [await player(), await player(), await player()];
    const event = await createEvent(h.db, host.user.id, { title: 'Sunday doubles', startsAt: inDays(2) });
    await createEvent(h.db, host.user.id, { title: 'Secret game', isPrivate: true });
    const c = await fan.call();
    expect(await c.follows.follow({ hostId: host.user.id })).toEqual({ following: true });
    // Following twice is harmless.
    await c.follows.follow({ hostId: host.user.id });
    const page = await c.follows.host({ hostId: host.user.id });
    expect(page).toMatchObject({ kind: 'user', name: host.user.displayName, followerCount: 1, following: true, canFollow: true });
    expect(page.events.map((e) => e.title)).toEqual(['Sunday doubles']);
    const mine = await c.follows.mine();
    expect(mine).toMatchObject([{ kind: 'user', id: host.user.id, nextEvent: { id: event.id, title: 'Sunday doubles' } }]);
    // A stranger's list holds only their own follows, and nobody may ask for another's.
    expect(await (await stranger.call()).follows.mine()).toEqual([]);
    expect(
      (
        await rejection(
          h
            .client()
            .call()
            .then((g) => g.follows.mine()),
        )
      ).code,
    ).toBe('UNAUTHORIZED');
    expect(await c.follows.unfollow({ hostId: host.user.id })).toEqual({ following: false });
    expect(await c.follows.mine()).toEqual([]);
    expect((await c.follows.host({ hostId: host.user.id })).followerCount).toBe(0);
  });

  it('follows a public team, but not oneself, a private team or a blocked user (either way)', async () => {
    const [owner, fan, blocker, blocked] = [await player(), await player(), await player(), await player()];
    const open = await createTeam(h.db, owner.user.id, { name: 'Open Dinkers', privacy: 'public' });
    const closed = await createTeam(h.db, owner.user.id, { name: 'Closed Dinkers', privacy: 'private' });
    const c = await fan.call();
    await c.follows.follow({ hostId: open.id });
    expect((await c.follows.mine()).map((host) => host.name)).toEqual(['Open Dinkers']);
    expect((await rejection(c.follows.follow({ hostId: fan.user.id }))).message).toBe(FOLLOW_MESSAGES.cannotFollowSelf);
    expect((await rejection(c.follows.follow({ hostId: closed.id }))).message).toBe(FOLLOW_MESSAGES.privateTeam);
    await block(blocker.user.id, blocked.user.id);
    expect((await rejection((await blocked.call()).follows.follow({ hostId: blocker.user.id }))).message).toBe(FOLLOW_MESSAGES.blocked);
    expect((await rejection((await blocker.call()).follows.follow({ hostId: blocked.user.id }))).message).toBe(FOLLOW_MESSAGES.blocked);
    expect((await rejection(c.follows.follow({ hostId: '00000000-0000-4000-8000-000000000000' }))).message).toBe(FOLLOW_MESSAGES.hostNotFound);
  });

  it('a new public event queues the fan-out; followers hear once, by their switches; blocked followers hear nothing', async () => {
    const [host, fan, quiet, blockedFan, other] = [await player(), await player(), await player(), await player(), await player()];
    for (const follower of [fan, quiet, blockedFan]) await (await follower.call()).follows.follow({ hostId: host.user.id });
    await (await quiet.call()).notifications.saveSettings({ settings: { hostNewEvent: { email: false, push: true } } });
    await block(host.user.id, blockedFan.user.id);

    const created = await (
      await host.call()
    ).events.create({
      title: 'Friday Pickleball',
      gameType: 'Pickleball',
      date: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
      timeStart: '18:00',
      duration: { hours: 1, minutes: 30 },
      location: { placeId: (await createPlace(h.db)).id },
    });
    // Queued with the event, not run in the request.
    const jobs = await h.boss.findJobs<{ eventId: string }>('follows.new-event', { data: { eventId: created.id } });
    expect(jobs).toHaveLength(1);
    expect(await notices(fan.user.id)).toEqual([]);

    expect(await notifyFollowersOfNewEvent(h.deps, created.id)).toEqual({ notified: 2 });
    expect(await notices(fan.user.id)).toMatchObject([{ title: FOLLOW_MESSAGES.newEventHeading(host.user.displayName!) }]);
    expect(await mails(fan.user.email)).toHaveLength(1);
    expect(await notices(quiet.user.id)).toHaveLength(1);
    expect(await mails(quiet.user.email)).toEqual([]);
    expect(await notices(blockedFan.user.id)).toEqual([]);
    expect(await notices(other.user.id)).toEqual([]);

    // A rerun sends nothing twice.
    expect(await notifyFollowersOfNewEvent(h.deps, created.id)).toEqual({ notified: 0 });
    expect(await notices(fan.user.id)).toHaveLength(1);
    expect(await mails(fan.user.email)).toHaveLength(1);
  });

  it('a private event is not announced, and a public team’s event reaches the team’s followers', async () => {
    const [owner, teamFan, organiserFan] = [await player(), await player(), await player()];
    const team = await createTeam(h.db, owner.user.id, { name: 'Followed Team', privacy: 'public' });
    await (await teamFan.call()).follows.follow({ hostId: team.id });
    await (await organiserFan.call()).follows.follow({ hostId: owner.user.id });
    const secret = await createEvent(h.db, owner.user.id, { isPrivate: true });
    expect(await notifyFollowersOfNewEvent(h.deps, secret.id)).toEqual({ notified: 0 });
    const teamEvent = await createEvent(h.db, owner.user.id, { title: 'Team scrimmage' });
    await h.db.updateTable('events').set({ hostingTeamId: team.id, teamName: team.name }).where('id', '=', teamEvent.id).execute();
    expect(await notifyFollowersOfNewEvent(h.deps, teamEvent.id)).toEqual({ notified: 2 });
    expect(await notices(teamFan.user.id)).toMatchObject([{ title: FOLLOW_MESSAGES.newEventHeading('Followed Team') }]);
  });

  it('nearby events list followed hosts’ events first, marked', async () => {
    const [host, fan, somebody] = [await player(), await player(), await player()];
    const far = { lat: 45.5152, lng: -122.6784 };
    await createEvent(h.db, somebody.user.id, { title: 'Soon game', startsAt: inDays(1), ...far });
    await createEvent(h.db, host.user.id, { title: 'Later followed game', startsAt: inDays(5), ...far });
    const c = await fan.call();
    const before = await c.events.nearby({ ...far, limit: 10 });
    expect(before.map((e) => e.title)).toEqual(['Soon game', 'Later followed game']);
    await c.follows.follow({ hostId: host.user.id });
    const after = await c.events.nearby({ ...far, limit: 10 });
    expect(after.map((e) => [e.title, e.fromFollowedHost])).toEqual([
      ['Later followed game', true],
      ['Soon game', false],
    ]);
  });
});
