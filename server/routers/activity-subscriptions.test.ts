import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendSubscriptionConfirmation } from '../domains/activity-subscriptions/confirmation.ts';
import { saveActivitySubscription } from '../domains/activity-subscriptions/subscriptions.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { Logger } from '../logger.ts';
import { createInnerContext } from '../trpc/context.ts';
import { createHarness, type Harness } from '../../tests/harness.ts';
import { latestMail } from '../../tests/factories.ts';
import { signedInUser } from '../../tests/sign-in.ts';
import { ACTIVITY_SUBSCRIPTION_MESSAGES } from '../../shared/activity-subscriptions/messages.ts';
import { SETTINGS_MESSAGES } from '../../shared/settings/messages.ts';
import type { ActivitySubscriptionInput } from '../../shared/activity-subscriptions/schemas.ts';
import { ACTIVITY_SUBSCRIPTIONS_PER_USER } from '../../shared/limits/limits.ts';
import { createCaller as createAppCaller } from './index.ts';
import { rejection } from '../../tests/expect-rejection.ts';

const createCaller = (context: Parameters<typeof createAppCaller>[0]) => createAppCaller(context).activitySubscriptions;

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

async function subscriber(overrides: Parameters<typeof signedInUser>[1] = {}) {
  const signedIn = await signedInUser(h, overrides);
  const call = async () => createCaller(await createInnerContext(h.deps, { cookies: signedIn.browser.cookies, ip: '198.51.100.20', userAgent: 'vitest' }));
  return { user: signedIn.user, call };
}

const austin = { lat: 30.2672, lng: -97.7431, description: 'Austin, TX', name: 'Austin' };
const subscription = (overrides: Partial<ActivitySubscriptionInput> = {}): ActivitySubscriptionInput => ({
  address: austin,
  activities: ['Tennis', 'Basketball'],
  startDate: null,
  endDate: null,
  ...overrides,
});

const confirmJobs = (subscriptionId: string) => h.boss.findJobs('activity-subscription.confirm', { data: { subscriptionId } });
const mailsTo = (email: string, template: string) =>
  h.db.selectFrom('mailOutbox').selectAll().where('toAddress', '=', email).where('template', '=', template).execute();

describe('activity subscriptions', () => {
  it('starts empty, creates with the default 15-mile radius, edits into a temporary one, and lists it', async () => {
    const { call } = await subscriber();
    expect(await (await call()).list()).toEqual([]);

    const { name: _name, ...withoutName } = austin;
    const created = await (await call()).save(subscription({ address: withoutName }));
    // The name falls back to the description's first part; activities keep the picker's order.
    expect(created).toMatchObject({ address: austin, radius: 15, activities: ['Basketball', 'Tennis'], startDate: null, endDate: null });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.createdAt).toBeInstanceOf(Date);

    const startDate = new Date('2026-12-01T10:00:00Z');
    const endDate = new Date('2026-12-08T22:00:00Z');
    const edited = await (await call()).save(subscription({ id: created.id, radius: 50, activities: ['Pickleball'], startDate, endDate }));
    expect(edited).toEqual({ ...created, radius: 50, activities: ['Pickleball'], startDate, endDate });

    const second = await (await call()).save(subscription({ address: { lat: 39.7392, lng: -104.9903, description: 'Denver, CO', name: 'Denver' }, radius: 1 }));
    expect(await (await call()).list()).toEqual([edited, second]);
    const row = await h.db.selectFrom('activitySubscriptions').select(['lat', 'lng', 'radiusMiles']).where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ lat: austin.lat, lng: austin.lng, radiusMiles: 50 });
  });

  it('enforces the spec rules: invalidLocation, radius 1-50 in whole miles, at least one activity, and dates in order', async () => {
    const { call } = await subscriber();
    const caller = await call();
    const bad: [unknown, string][] = [
      [{ address: null }, ACTIVITY_SUBSCRIPTION_MESSAGES.invalidLocation],
      [{ address: { lat: '30.2', lng: -97.7, description: 'Austin, TX' } }, ACTIVITY_SUBSCRIPTION_MESSAGES.invalidLocation],
      [{ address: { lat: 30.2, lng: -97.7 } }, ACTIVITY_SUBSCRIPTION_MESSAGES.invalidLocation],
      [{ address: { lat: 30.2, lng: -97.7, description: '  ' } }, ACTIVITY_SUBSCRIPTION_MESSAGES.invalidLocation],
      [{ address: { lat: 95, lng: -97.7, description: 'Nowhere' } }, ACTIVITY_SUBSCRIPTION_MESSAGES.invalidLocation],
      [{ radius: 0 }, 'Radius must be 1-50 miles'],
      [{ radius: 51 }, 'Radius must be 1-50 miles'],
      [{ radius: 2.5 }, 'radius'],
      [{ activities: [] }, SETTINGS_MESSAGES.pickAtLeastOne],
      [{ activities: ['Tennis', 'Tennis'] }, ACTIVITY_SUBSCRIPTION_MESSAGES.unknownActivity],
      [{ startDate: new Date('2026-12-09T00:00:00Z'), endDate: new Date('2026-12-08T00:00:00Z') }, ACTIVITY_SUBSCRIPTION_MESSAGES.endBeforeStart],
    ];
    for (const [change, message] of bad) {
      const error = await rejection(caller.save({ ...subscription(), ...(change as object) } as ActivitySubscriptionInput));
      expect(error.code, JSON.stringify(change)).toBe('BAD_REQUEST');
      expect(JSON.stringify(error.cause), JSON.stringify(change)).toContain(message);
    }
    // Only game types, and neither 'Any' nor 'Other' (spec section 3).
    for (const activities of [['Quidditch'], ['Any'], ['Other'], ['Tennis', 'Other']]) {
      const error = await rejection(caller.save(subscription({ activities })));
      expect(error.code).toBe('BAD_REQUEST');
      expect(error.message).toContain(ACTIVITY_SUBSCRIPTION_MESSAGES.unknownActivity);
    }
    expect(await caller.list()).toEqual([]);
  });

  it('caps the subscriptions per user', async () => {
    const { user, call } = await subscriber();
    await h.db
      .insertInto('activitySubscriptions')
      .values(
        Array.from({ length: ACTIVITY_SUBSCRIPTIONS_PER_USER }, () => ({
          userId: user.id,
          address: JSON.stringify(austin),
          radiusMiles: 15,
          activities: ['Tennis'],
        })),
      )
      .execute();
    const error = await rejection((await call()).save(subscription()));
    expect(error).toMatchObject({ code: 'BAD_REQUEST', message: ACTIVITY_SUBSCRIPTION_MESSAGES.tooMany });
  });

  it('deletes only the caller’s own: a stranger gets NOT_FOUND for edit and delete, and the subscription stays', async () => {
    const owner = await subscriber();
    const stranger = await subscriber();
    const mine = await (await owner.call()).save(subscription());

    const edit = await rejection((await stranger.call()).save(subscription({ id: mine.id, radius: 2 })));
    expect(edit).toMatchObject({ code: 'NOT_FOUND', message: ACTIVITY_SUBSCRIPTION_MESSAGES.notFound });
    const remove = await rejection((await stranger.call()).delete({ id: mine.id }));
    expect(remove).toMatchObject({ code: 'NOT_FOUND', message: ACTIVITY_SUBSCRIPTION_MESSAGES.notFound });
    expect(await (await stranger.call()).list()).toEqual([]);
    expect(await (await owner.call()).list()).toEqual([mine]);
    // The stranger's failed edit queued no mail for anyone.
    expect(await confirmJobs(mine.id)).toHaveLength(1);

    expect(await (await owner.call()).delete({ id: mine.id })).toEqual({ ok: true });
    expect(await (await owner.call()).list()).toEqual([]);
    expect((await rejection((await owner.call()).delete({ id: mine.id }))).code).toBe('NOT_FOUND');
  });

  it('refuses every procedure to a signed-out caller', async () => {
    const caller = createCaller(await createInnerContext(h.deps, { cookies: h.client().cookies, ip: '198.51.100.21', userAgent: 'vitest' }));
    const attempts = [() => caller.list(), () => caller.save(subscription()), () => caller.delete({ id: '00000000-0000-4000-8000-000000000000' })];
    for (const attempt of attempts) expect((await rejection(attempt())).code).toBe('UNAUTHORIZED');
  });
});

describe('confirmation mail', () => {
  it('queues the job with the save; the job mails firstName, activitiesList, city and radius once however often it runs', async () => {
    const { user, call } = await subscriber();
    await h.db.updateTable('users').set({ fullName: 'Dana Scully' }).where('id', '=', user.id).execute();
    const saved = await (await call()).save(subscription({ radius: 20 }));
    expect(await confirmJobs(saved.id)).toHaveLength(1);
    expect(await latestMail(h.db, user.email)).toBeNull();

    expect(await sendSubscriptionConfirmation(h.deps, saved.id)).toBe('queued');
    expect(await sendSubscriptionConfirmation(h.deps, saved.id)).toBe('skipped');
    const mails = await mailsTo(user.email, 'activity-subscription-confirmation');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      subject: "You're subscribed to activity near Austin, TX",
      data: { firstName: 'Dana', activitiesList: 'Basketball, Tennis', city: 'Austin, TX', radius: 20 },
    });
    expect(await h.boss.findJobs('mail.deliver', { data: { outboxId: mails[0]!.id } })).toHaveLength(1);

    // An edit asks for a fresh confirmation with the new details.
    await (await call()).save(subscription({ id: saved.id, activities: ['Yoga'] }));
    expect(await confirmJobs(saved.id)).toHaveLength(2);
    expect(await sendSubscriptionConfirmation(h.deps, saved.id)).toBe('queued');
    expect((await latestMail(h.db, user.email, 'activity-subscription-confirmation'))?.data).toMatchObject({ activitiesList: 'Yoga', radius: 15 });
  });

  it('greets by display name without a full name, and skips a subscription deleted before the job ran', async () => {
    const { user, call } = await subscriber({ displayName: 'Hoopster' });
    const saved = await (await call()).save(subscription());
    expect(await sendSubscriptionConfirmation(h.deps, saved.id)).toBe('queued');
    expect((await latestMail(h.db, user.email, 'activity-subscription-confirmation'))?.data).toMatchObject({ firstName: 'Hoopster' });

    const gone = await (await call()).save(subscription());
    await (await call()).delete({ id: gone.id });
    expect(await sendSubscriptionConfirmation(h.deps, gone.id)).toBe('skipped');
    expect(await mailsTo(user.email, 'activity-subscription-confirmation')).toHaveLength(1);
  });

  it('a failing confirmation job never fails the save, and pg-boss retries it until the mail is queued', async () => {
    // The queue's own policy backs off from 10 s; this test's database retries at once.
    await h.boss.updateQueue('activity-subscription.confirm', { retryDelay: 0, retryBackoff: false });
    const { user, call } = await subscriber();
    const saved = await (await call()).save(subscription());
    expect(await (await call()).list()).toEqual([saved]);

    let failures = 0;
    await h.boss.work<{ subscriptionId: string }>('activity-subscription.confirm', { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      if (job!.data.subscriptionId === saved.id && failures === 0) {
        failures += 1;
        throw new Error('mail service hiccup');
      }
      await sendSubscriptionConfirmation(h.deps, job!.data.subscriptionId);
    });
    try {
      await vi.waitFor(async () => expect(await mailsTo(user.email, 'activity-subscription-confirmation')).toHaveLength(1), { timeout: 15_000, interval: 250 });
    } finally {
      await h.boss.offWork('activity-subscription.confirm');
    }
    expect(failures).toBe(1);
    const [job] = await confirmJobs(saved.id);
    expect(job).toMatchObject({ state: 'completed', retryCount: 1 });
    expect(await (await call()).list()).toEqual([saved]);
  });

  it('keeps the save when even queueing the confirmation fails, and says so in the log', async () => {
    const { user } = await subscriber();
    // A queue whose insert fails inside the save's transaction, as a broken job table would.
    const brokenJobs: JobQueue = {
      async send(_name, _payload, options) {
        await sql`select 1 / 0`.execute(options!.db!);
      },
      async sendMany(_name, _jobs, options) {
        await sql`select 1 / 0`.execute(options!.db!);
      },
    };
    const warn = vi.fn();
    const log = { warn } as unknown as Logger;
    const saved = await saveActivitySubscription({ db: h.db, jobs: brokenJobs, log }, user.id, { ...subscription(), radius: 15 });
    expect(await h.db.selectFrom('activitySubscriptions').select('id').where('userId', '=', user.id).execute()).toEqual([{ id: saved.id }]);
    expect(await confirmJobs(saved.id)).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ subscriptionId: saved.id }), expect.any(String));
  });
});
