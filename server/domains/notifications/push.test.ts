import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memoryCookieJar } from '../../auth/cookies.ts';
import { createCaller } from '../../routers/index.ts';
import { createInnerContext } from '../../trpc/context.ts';
import { generateVapidKeys } from '../../integrations/push/web-push.ts';
import { JOB_KINDS } from '../../jobs/job-kinds.ts';
import { notifyUser } from './notify-user.ts';
import { saveNotificationSettings } from './settings.ts';
import { createUser } from '../../../tests/factories.ts';
import { createHarness, TEST_ORIGIN, testEnv, type Harness } from '../../../tests/harness.ts';
import { rejection } from '../../../tests/expect-rejection.ts';
import { PUSH_SERVICE, pushAnswerOnce, pushInbox } from '../../../tests/msw/push.ts';
import { pushSubscriber } from '../../../tests/push-subscriber.ts';
import { signedInUser } from '../../../tests/sign-in.ts';
import { PUSH_MESSAGES, PUSH_REGISTRATIONS_PER_USER_MAX } from '../../../shared/notifications/push.ts';
import { deliverPush, PushRetryError } from './push-delivery.ts';
import { registerPush } from './push-registrations.ts';

const vapid = generateVapidKeys();
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ env: { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'mailto:push@rally.test' } });
});
afterAll(() => h.close());
beforeEach(() => {
  pushInbox.length = 0;
  pushAnswerOnce.clear();
});

/** A browser's subscription at the stand-in push service, and its keys to read what was pushed. */
function browserSubscription() {
  const subscriber = pushSubscriber();
  const endpoint = `${PUSH_SERVICE}/send/${randomUUID()}`;
  return { subscriber, body: { endpoint, p256dh: subscriber.p256dh, auth: subscriber.auth } };
}

async function registered() {
  const member = await signedInUser(h);
  const browser = browserSubscription();
  await (await member.call()).push.register(browser.body);
  return { ...member, ...browser };
}

const registrationsOf = (userId: string) => h.db.selectFrom('pushRegistrations').selectAll().where('userId', '=', userId).execute();

/** The push jobs queued for a user's notifications of one type. */
async function pushJobsFor(userId: string, type: string) {
  const notices = await h.db.selectFrom('notifications').select('id').where('userId', '=', userId).where('type', '=', type).execute();
  const jobs = await Promise.all(notices.map((notice) => h.boss.findJobs('push.deliver', { data: { notificationId: notice.id } })));
  return jobs.flat();
}

const directMessage = (userId: string, key = 'directMessage') => ({
  userId,
  key,
  type: 'directMessage',
  title: 'New message from Alice',
  message: 'Game on?',
  data: { conversationId: '2f1c6a0e-6b1d-4c3e-9a57-0d3f4b1e2a77' },
});

const notify = (input: ReturnType<typeof directMessage>, deps = h.deps) => h.db.transaction().execute((trx) => notifyUser({ ...deps, db: trx }, input));

describe('push registrations (spec section 7: POST, PATCH, DELETE)', () => {
  it('registers, refreshes and removes this browser for the signed-in user', async () => {
    const { user, call, body } = await registered();
    expect(await registrationsOf(user.id)).toMatchObject([{ endpoint: body.endpoint, p256dh: body.p256dh, auth: body.auth, applicationPubKey: null }]);

    const rotated = pushSubscriber();
    await (await call()).push.update({ ...body, p256dh: rotated.p256dh, auth: rotated.auth, applicationPubKey: vapid.publicKey });
    expect(await registrationsOf(user.id)).toMatchObject([{ endpoint: body.endpoint, p256dh: rotated.p256dh, applicationPubKey: vapid.publicKey }]);

    await (await call()).push.unregister({ endpoint: body.endpoint });
    expect(await registrationsOf(user.id)).toEqual([]);
  });

  it('moves an endpoint to whoever registers it next: the same browser, signed in as someone else', async () => {
    const first = await registered();
    const second = await signedInUser(h);
    await (await second.call()).push.register(first.body);
    expect(await registrationsOf(first.user.id)).toEqual([]);
    expect(await registrationsOf(second.user.id)).toHaveLength(1);
  });

  it('refuses a stranger who patches or deletes another user’s registration, and leaves it alone', async () => {
    const owner = await registered();
    const stranger = await signedInUser(h);
    const other = pushSubscriber();
    const patch = await rejection((await stranger.call()).push.update({ ...owner.body, p256dh: other.p256dh, auth: other.auth }));
    expect(patch).toMatchObject({ code: 'NOT_FOUND', message: PUSH_MESSAGES.registrationNotFound });
    expect((await rejection((await stranger.call()).push.unregister({ endpoint: owner.body.endpoint }))).code).toBe('NOT_FOUND');
    expect(await registrationsOf(owner.user.id)).toMatchObject([{ p256dh: owner.body.p256dh }]);
    expect((await rejection((await h.client().call()).push.register(browserSubscription().body))).code).toBe('UNAUTHORIZED');
  });

  it('refuses bad bodies with 400: not https, too long, control characters, keys that are not base64url', async () => {
    const member = await signedInUser(h);
    const { body } = browserSubscription();
    const bad = [
      { ...body, endpoint: 'ftp://push.test.example/x' },
      { ...body, endpoint: 'http://push.test.example/x' },
      { ...body, endpoint: 'javascript:alert(1)' },
      { ...body, endpoint: `${PUSH_SERVICE}/${'a'.repeat(3000)}` },
      { ...body, endpoint: `${PUSH_SERVICE}/a\u0000b` },
      { ...body, p256dh: 'not base64!' },
      { ...body, auth: '' },
      { ...body, auth: 'x'.repeat(10_000) },
      { ...body, applicationPubKey: 'a\nb' },
      { endpoint: body.endpoint },
    ];
    for (const input of bad) {
      expect((await rejection((await member.call()).push.register(input as typeof body))).code).toBe('BAD_REQUEST');
    }
    expect((await rejection((await member.call()).push.unregister({ endpoint: 'nope' }))).code).toBe('BAD_REQUEST');
    expect(await registrationsOf(member.user.id)).toEqual([]);
  });

  it('takes a plain-http loopback endpoint (the local stand-in) outside production only', async () => {
    const user = await createUser(h.db);
    const { body } = browserSubscription();
    const local = { ...body, endpoint: 'http://127.0.0.1:9/push/1' };
    const production = { ...h.deps, env: testEnv({ NODE_ENV: 'production', POSTMARK_TOKEN: 'x' }) };
    await expect(registerPush(production, user.id, local)).rejects.toMatchObject({ code: 'BAD_REQUEST', message: PUSH_MESSAGES.invalidEndpoint });
    await registerPush(h.deps, user.id, local);
    expect(await registrationsOf(user.id)).toMatchObject([{ endpoint: local.endpoint }]);
  });

  it('keeps a user’s newest registrations only', async () => {
    const member = await signedInUser(h);
    for (let i = 0; i <= PUSH_REGISTRATIONS_PER_USER_MAX; i += 1) await (await member.call()).push.register(browserSubscription().body);
    expect(await registrationsOf(member.user.id)).toHaveLength(PUSH_REGISTRATIONS_PER_USER_MAX);
  });

  it('hands out the VAPID public key in the public config', async () => {
    expect((await (await h.client().call()).system.config()).pushPublicKey).toBe(vapid.publicKey);
  });
});

describe('notifyUser and push', () => {
  it('queues a push when the key’s push switch is on, and none when it is off (directMessage, eventJoined)', async () => {
    const { user } = await registered();
    expect((await notify(directMessage(user.id))).pushQueued).toBe(true);
    expect((await notify({ ...directMessage(user.id, 'eventJoined'), type: 'eventJoined' })).pushQueued).toBe(true);
    expect(await pushJobsFor(user.id, 'directMessage')).toHaveLength(1);

    await saveNotificationSettings(h.db, user.id, { directMessage: { email: true, push: false }, eventJoined: { email: true, push: false } });
    expect((await notify(directMessage(user.id))).pushQueued).toBe(false);
    expect((await notify({ ...directMessage(user.id, 'eventJoined'), type: 'eventJoined' })).pushQueued).toBe(false);
    expect(await pushJobsFor(user.id, 'directMessage')).toHaveLength(1);
    expect(await pushJobsFor(user.id, 'eventJoined')).toHaveLength(1);
  });

  it('queues nothing without the VAPID keys, nor for a user with no browser registered', async () => {
    const { user } = await registered();
    const withoutKeys = { ...h.deps, env: testEnv(), push: null };
    expect((await notify(directMessage(user.id), withoutKeys)).pushQueued).toBe(false);
    expect(await pushJobsFor(user.id, 'directMessage')).toEqual([]);
    const keyless = createCaller(await createInnerContext(withoutKeys, { cookies: memoryCookieJar(), ip: '203.0.113.9', userAgent: 'vitest' }));
    expect((await keyless.system.config()).pushPublicKey).toBeNull();

    const unregistered = await createUser(h.db);
    expect((await notify(directMessage(unregistered.id))).pushQueued).toBe(false);
  });
});

describe('the push.deliver job', () => {
  it('pushes the notice’s title, body and deep link, signed with VAPID, to each of the user’s browsers', async () => {
    const { user, subscriber, body } = await registered();
    const laptop = browserSubscription();
    await h.db
      .insertInto('pushRegistrations')
      .values({ userId: user.id, ...laptop.body })
      .execute();
    const { notificationId } = await notify(directMessage(user.id));

    expect(await deliverPush(h.deps, notificationId)).toEqual({ sent: 2, gone: 0 });
    const received = pushInbox.find((push) => push.endpoint === body.endpoint)!;
    expect(received.authorization).toMatch(new RegExp(`^vapid t=.+, k=${vapid.publicKey}$`));
    expect(subscriber.decrypt(received.body)).toEqual({
      title: 'New message from Alice',
      body: 'Game on?',
      url: `${TEST_ORIGIN}/messages?conversation=2f1c6a0e-6b1d-4c3e-9a57-0d3f4b1e2a77`,
      tag: 'directMessage:/messages?conversation=2f1c6a0e-6b1d-4c3e-9a57-0d3f4b1e2a77',
      icon: `${TEST_ORIGIN}/favicon.svg`,
    });
    expect(laptop.subscriber.decrypt(pushInbox.find((push) => push.endpoint === laptop.body.endpoint)!.body)).toMatchObject({
      title: 'New message from Alice',
    });
    expect((await registrationsOf(user.id)).every((row) => row.lastSuccessAt !== null)).toBe(true);
  });

  it('does not push twice when the job runs again', async () => {
    const { user } = await registered();
    const { notificationId } = await notify(directMessage(user.id));
    await deliverPush(h.deps, notificationId);
    expect(await deliverPush(h.deps, notificationId)).toEqual({ sent: 0, gone: 0 });
    expect(pushInbox).toHaveLength(1);
  });

  it.each([410, 404])('deletes a registration the push service answers %i for', async (status) => {
    const { user, body } = await registered();
    const { notificationId } = await notify(directMessage(user.id));
    pushAnswerOnce.set(body.endpoint, status);
    expect(await deliverPush(h.deps, notificationId)).toEqual({ sent: 0, gone: 1 });
    expect(await registrationsOf(user.id)).toEqual([]);
  });

  it('fails on a 500 so pg-boss retries, and the retry pushes only to the browser still owed', async () => {
    const { user, body } = await registered();
    const phone = browserSubscription();
    await h.db
      .insertInto('pushRegistrations')
      .values({ userId: user.id, ...phone.body })
      .execute();
    const { notificationId } = await notify(directMessage(user.id));
    pushAnswerOnce.set(phone.body.endpoint, 500);

    await expect(deliverPush(h.deps, notificationId)).rejects.toBeInstanceOf(PushRetryError);
    expect(pushInbox.map((push) => push.endpoint)).toEqual([body.endpoint]);
    expect(JOB_KINDS['push.deliver'].retryLimit).toBeGreaterThan(0);
    expect(await registrationsOf(user.id)).toHaveLength(2);

    expect(await deliverPush(h.deps, notificationId)).toEqual({ sent: 1, gone: 0 });
    expect(pushInbox.map((push) => push.endpoint)).toEqual([body.endpoint, phone.body.endpoint]);
  });
});
