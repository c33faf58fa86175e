import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../tests/factories.ts';
import { createHarness, TEST_ORIGIN, type Harness } from '../../../tests/harness.ts';
import { saveNotificationSettings } from '../notifications/settings.ts';
import { queueActivityAlerts, sendActivityAlertDigest, withdrawActivityAlerts, type NewEvent } from './activity-alerts.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const NOW = new Date('2026-11-22T12:00:00Z');
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

async function subscriber(city: { lat: number; lng: number; description: string }, options: { activities?: string[]; endDate?: Date | null } = {}) {
  const user = await createUser(h.db, { displayName: 'Court Regular' });
  await h.db.updateTable('users').set({ fullName: 'Robin Fields' }).where('id', '=', user.id).execute();
  const subscription = await h.db
    .insertInto('activitySubscriptions')
    .values({
      userId: user.id,
      address: JSON.stringify({ ...city, name: city.description.split(',')[0] }),
      radiusMiles: 15,
      activities: options.activities ?? ['Basketball', 'Volleyball'],
      startDate: options.endDate ? minutes(-60) : null,
      endDate: options.endDate ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { user, subscriptionId: subscription.id };
}

let eventCount = 0;
const event = (city: { lat: number; lng: number }, overrides: Partial<NewEvent> = {}): NewEvent => ({
  id: randomUUID(),
  title: `Pickup game ${++eventCount}`,
  gameType: 'Basketball',
  startsAt: minutes(24 * 60),
  lat: city.lat,
  lng: city.lng,
  place: 'Central Park',
  creatorId: null,
  ...overrides,
});

const createEvent = (input: NewEvent, now = NOW) => h.db.transaction().execute((trx) => queueActivityAlerts({ ...h.deps, db: trx }, input, now));
const digestJobs = (userId: string) => h.boss.findJobs<{ userId: string }>('activity-alert.digest', { data: { userId } });
const digestMails = (email: string) =>
  h.db.selectFrom('mailOutbox').selectAll().where('toAddress', '=', email).where('template', '=', 'activity-alert-digest').execute();
const alertNotifications = (userId: string) =>
  h.db.selectFrom('notifications').selectAll().where('userId', '=', userId).where('type', '=', 'activityAlert').execute();

describe('activity alerts', () => {
  it('batches three events matching within the hour into one digest: one job, one notification, one mail', async () => {
    const denver = { lat: 39.7392, lng: -104.9903, description: 'Denver, CO' };
    const { user } = await subscriber(denver);
    const events = [
      event(denver, { startsAt: minutes(48 * 60) }),
      event(denver, { gameType: 'Volleyball', startsAt: minutes(24 * 60) }),
      event(denver, { startsAt: minutes(72 * 60) }),
    ];
    expect(await createEvent(events[0]!)).toEqual({ userIds: [user.id] });
    await createEvent(events[1]!, minutes(20));
    await createEvent(events[2]!, minutes(45));
    // An event the user cannot play, and one recorded twice, add nothing.
    expect(await createEvent(event(denver, { gameType: 'Tennis' }), minutes(50))).toEqual({ userIds: [] });
    expect(await createEvent(events[2]!, minutes(50))).toEqual({ userIds: [] });

    const jobs = await digestJobs(user.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ state: 'created', singletonKey: user.id, startAfter: minutes(60) });
    expect(await digestMails(user.email)).toEqual([]);

    expect(await sendActivityAlertDigest(h.deps, user.id, minutes(60))).toEqual({ sent: 3, dropped: 0, emailQueued: true });
    const mails = await digestMails(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      subject: '3 new events near you on Rally',
      data: {
        firstName: 'Robin',
        eventCount: 3,
        settingsUrl: `${TEST_ORIGIN}/settings?tab=activities-subscription`,
        // Soonest first.
        events: [events[1], events[0], events[2]].map((e) => ({
          title: e!.title,
          gameType: e!.gameType,
          startsAt: e!.startsAt.toISOString(),
          place: 'Central Park',
          distanceMiles: 0,
          url: `${TEST_ORIGIN}/evt/${e!.id}`,
        })),
      },
    });
    const notifications = await alertNotifications(user.id);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      title: '3 new events near you',
      data: {
        eventIds: [events[1]!.id, events[0]!.id, events[2]!.id],
        events: [events[1]!, events[0]!, events[2]!].map((e) => ({ id: e.id, title: e.title })),
      },
    });
    expect(await h.boss.findJobs('mail.deliver', { data: { outboxId: mails[0]!.id } })).toHaveLength(1);
  });

  it('sends one mail when the digest job runs twice', async () => {
    const austin = { lat: 30.2672, lng: -97.7431, description: 'Austin, TX' };
    const { user } = await subscriber(austin);
    const only = event(austin, { title: 'Sunday hoops' });
    await createEvent(only);
    expect(await sendActivityAlertDigest(h.deps, user.id, minutes(60))).toEqual({ sent: 1, dropped: 0, emailQueued: true });
    expect(await sendActivityAlertDigest(h.deps, user.id, minutes(61))).toEqual({ sent: 0, dropped: 0, emailQueued: false });
    const mails = await digestMails(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('New Basketball event near you: Sunday hoops');
    expect(await alertNotifications(user.id)).toEqual([expect.objectContaining({ title: 'New Basketball event near Central Park', message: 'Sunday hoops' })]);
  });

  it('runs through pg-boss: the waiting job carries the batch, and a match after it ran schedules the next digest', async () => {
    const portland = { lat: 45.5152, lng: -122.6784, description: 'Portland, OR' };
    const { user } = await subscriber(portland);
    await createEvent(event(portland));
    await createEvent(event(portland), minutes(10));

    // What a worker does once the window has passed (earlier tests' digests are due too).
    const fetched = await h.boss.fetch<{ userId: string }>('activity-alert.digest', { batchSize: 50, ignoreStartAfter: true });
    expect(fetched.filter((job) => job.data.userId === user.id)).toHaveLength(1);
    for (const job of fetched) {
      await sendActivityAlertDigest(h.deps, job.data.userId, minutes(60));
      await h.boss.complete('activity-alert.digest', job.id);
    }
    expect((await digestMails(user.email)).map((mail) => mail.data)).toEqual([expect.objectContaining({ eventCount: 2 })]);

    await createEvent(event(portland), minutes(90));
    expect((await digestJobs(user.id)).map((job) => job.state).sort()).toEqual(['completed', 'created']);
    expect(await sendActivityAlertDigest(h.deps, user.id, minutes(150))).toMatchObject({ sent: 1 });
    expect(await digestMails(user.email)).toHaveLength(2);
  });

  it('honours the eventCreatedJoin e-mail switch: the in-app alert only', async () => {
    const seattle = { lat: 47.6062, lng: -122.3321, description: 'Seattle, WA' };
    const { user } = await subscriber(seattle);
    await saveNotificationSettings(h.db, user.id, { eventCreatedJoin: { email: false, push: true } });
    await createEvent(event(seattle));
    expect(await sendActivityAlertDigest(h.deps, user.id, minutes(60))).toEqual({ sent: 1, dropped: 0, emailQueued: false });
    expect(await digestMails(user.email)).toEqual([]);
    expect(await alertNotifications(user.id)).toHaveLength(1);
  });

  it('drops alerts whose subscription ended or whose event started before the digest ran', async () => {
    const boston = { lat: 42.3601, lng: -71.0589, description: 'Boston, MA' };
    const ending = await subscriber(boston, { endDate: minutes(30) });
    await createEvent(event(boston));
    expect(await sendActivityAlertDigest(h.deps, ending.user.id, minutes(60))).toEqual({ sent: 0, dropped: 1, emailQueued: false });

    const soon = await subscriber({ lat: 41.8781, lng: -87.6298, description: 'Chicago, IL' });
    await createEvent(event({ lat: 41.8781, lng: -87.6298 }, { startsAt: minutes(45), title: 'Lunch run' }));
    await createEvent(event({ lat: 41.8781, lng: -87.6298 }, { startsAt: minutes(600), title: 'Evening run' }));
    expect(await sendActivityAlertDigest(h.deps, soon.user.id, minutes(60))).toEqual({ sent: 1, dropped: 1, emailQueued: true });
    expect((await digestMails(soon.user.email))[0]!.data).toMatchObject({ eventCount: 1, events: [expect.objectContaining({ title: 'Evening run' })] });
    expect(await alertNotifications(ending.user.id)).toEqual([]);
  });

  it('withdraws waiting alerts when the event is withdrawn or the subscription deleted', async () => {
    const miami = { lat: 25.7617, lng: -80.1918, description: 'Miami, FL' };
    const first = await subscriber(miami);
    const second = await subscriber(miami);
    const cancelled = event(miami);
    await createEvent(cancelled);
    expect(await withdrawActivityAlerts(h.db, cancelled.id)).toBe(2);
    await createEvent(event(miami));
    await h.db.deleteFrom('activitySubscriptions').where('id', '=', second.subscriptionId).execute();
    expect(await sendActivityAlertDigest(h.deps, first.user.id, minutes(60))).toMatchObject({ sent: 1 });
    expect(await sendActivityAlertDigest(h.deps, second.user.id, minutes(60))).toEqual({ sent: 0, dropped: 0, emailQueued: false });
    expect(await digestMails(second.user.email)).toEqual([]);
  });

  it('rolls back with the transaction that created the event: no alert, no job', async () => {
    const phoenix = { lat: 33.4484, lng: -112.074, description: 'Phoenix, AZ' };
    const { user } = await subscriber(phoenix);
    await expect(
      h.db.transaction().execute(async (trx) => {
        await queueActivityAlerts({ ...h.deps, db: trx }, event(phoenix), NOW);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await h.db.selectFrom('activityAlerts').select('id').where('userId', '=', user.id).execute()).toEqual([]);
    expect(await digestJobs(user.id)).toEqual([]);
  });
});
