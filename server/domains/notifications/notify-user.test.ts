import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.ts';
import { createUser, latestMail } from '../../../tests/factories.ts';
import { createHarness, TEST_ORIGIN, type Harness } from '../../../tests/harness.ts';
import { signedInUser } from '../../../tests/sign-in.ts';
import type { NotificationSettings } from '../../../shared/notifications/schemas.ts';
import { NOTIFICATION_KEYS } from '../../../shared/settings/settings.ts';
import { notifyUser } from './notify-user.ts';
import { defaultNotificationSettings, isChannelEnabled, readNotificationSettings, saveNotificationSettings } from './settings.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const directMessage = (userId: string) => ({
  userId,
  key: 'directMessage',
  type: 'directMessage',
  title: 'New message from Alice',
  message: 'Game on?',
  data: { conversationId: 'c-1' },
  email: { template: 'direct-message' as const, data: { senderName: 'Alice', preview: 'Game on?', actionUrl: `${TEST_ORIGIN}/messages?conversation=c-1` } },
});

async function appError(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

async function createTeam(memberId: string) {
  const team = await h.db.insertInto('teams').values({ name: 'Hoopers' }).returning('id').executeTakeFirstOrThrow();
  await h.db.insertInto('teamMembers').values({ teamId: team.id, userId: memberId }).execute();
  return team.id;
}

describe('notifyUser', () => {
  it('stores the notification and queues the e-mail when the e-mail switch is on (the default)', async () => {
    const user = await createUser(h.db);
    const result = await h.db.transaction().execute((trx) => notifyUser({ ...h.deps, db: trx }, { ...directMessage(user.id), imageUrl: '/img/ball.png' }));
    expect(result.emailQueued).toBe(true);
    const row = await h.db.selectFrom('notifications').selectAll().where('id', '=', result.notificationId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      userId: user.id,
      type: 'directMessage',
      title: 'New message from Alice',
      message: 'Game on?',
      read: false,
      data: { conversationId: 'c-1' },
      imageUrl: `${TEST_ORIGIN}/img/ball.png`,
    });
    const mail = await latestMail(h.db, user.email, 'direct-message');
    expect(mail).toMatchObject({ subject: 'New message from Alice on Rally', data: { senderName: 'Alice', preview: 'Game on?' } });
    expect(await h.boss.findJobs('mail.deliver', { data: { outboxId: mail!.id } })).toHaveLength(1);
  });

  it('sends no e-mail when the user switched directMessage e-mail off, yet keeps the in-app notification', async () => {
    const alice = await signedInUser(h, { displayName: 'Alice' });
    const bob = await signedInUser(h);
    await saveNotificationSettings(h.db, bob.user.id, { directMessage: { email: false, push: true } });

    const { conversationId } = await (await alice.call()).messages.send({ recipientId: bob.user.id, body: 'quiet please' });
    expect(await latestMail(h.db, bob.user.email)).toBeNull();
    const notifications = await h.db.selectFrom('notifications').select(['type', 'message', 'data']).where('userId', '=', bob.user.id).execute();
    expect(notifications).toEqual([{ type: 'directMessage', message: 'quiet please', data: { conversationId, senderId: alice.user.id } }]);
  });

  it('honours a team-scoped key, underscore and all', async () => {
    const user = await createUser(h.db);
    const teamId = await createTeam(user.id);
    const key = `teamDiscussion_${teamId}`;
    await saveNotificationSettings(h.db, user.id, { [key]: { email: false, push: true } });
    const result = await h.db.transaction().execute((trx) => notifyUser({ ...h.deps, db: trx }, { ...directMessage(user.id), key, type: 'teamMessage' }));
    expect(result.emailQueued).toBe(false);
    expect(await latestMail(h.db, user.email)).toBeNull();
  });

  it('rolls back with the transaction that reported the change', async () => {
    const user = await createUser(h.db);
    await expect(
      h.db.transaction().execute(async (trx) => {
        await notifyUser({ ...h.deps, db: trx }, directMessage(user.id));
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await h.db.selectFrom('notifications').select('id').where('userId', '=', user.id).execute()).toEqual([]);
    expect(await latestMail(h.db, user.email)).toBeNull();
  });
});

describe('notification settings', () => {
  it('defaults every spec key and each team key to on', async () => {
    const defaults = defaultNotificationSettings(['team-1']);
    expect(Object.keys(defaults)).toEqual([...NOTIFICATION_KEYS.map((k) => k.key), 'team-1', 'teamDiscussion_team-1']);
    expect(Object.values(defaults).every((value) => value.email && value.push)).toBe(true);
    expect(isChannelEnabled({}, 'news', 'email')).toBe(true);
    expect(isChannelEnabled({ news: { push: false } }, 'news', 'email')).toBe(true);
    expect(isChannelEnabled({ news: { push: false } }, 'news', 'push')).toBe(false);
  });

  it("merges saved switches over the defaults, including the user's own team keys", async () => {
    const user = await createUser(h.db);
    const teamId = await createTeam(user.id);
    await saveNotificationSettings(h.db, user.id, { news: { email: false, push: true } });
    const saved = await saveNotificationSettings(h.db, user.id, { [`teamDiscussion_${teamId}`]: { email: true, push: false } });
    expect(saved.news).toEqual({ email: false, push: true });
    expect(saved[`teamDiscussion_${teamId}`]).toEqual({ email: true, push: false });
    expect(saved[teamId]).toEqual({ email: true, push: true });
    expect(saved.directMessage).toEqual({ email: true, push: true });
    expect(await readNotificationSettings(h.db, user.id)).toEqual(saved);
    const raw = await sql<{
      keys: string[];
    }>`select array(select jsonb_object_keys(notification_settings) order by 1) as keys from users where id = ${user.id}`.execute(h.db);
    expect(raw.rows[0]?.keys).toEqual(['news', `teamDiscussion_${teamId}`]);
  });

  it('refuses an unknown key and a team key of a team the user is not in, saving nothing', async () => {
    const user = await createUser(h.db);
    const otherTeam = await createTeam((await createUser(h.db)).id);
    const attempts: NotificationSettings[] = [
      { madeUp: { email: false, push: false } },
      { news: { email: false, push: false }, [otherTeam]: { email: false, push: false } },
    ];
    for (const settings of attempts) {
      const error = await appError(saveNotificationSettings(h.db, user.id, settings));
      expect(error.code).toBe('BAD_REQUEST');
    }
    const stored = await h.db.selectFrom('users').select('notificationSettings').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(stored.notificationSettings).toEqual({});
  });
});
