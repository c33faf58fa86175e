import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateVapidKeys } from '../../integrations/push/web-push.ts';
import { localParts } from '../../time/event-time.ts';
import { createPlace } from '../../../tests/event-factories.ts';
import { createHarness, type Harness } from '../../../tests/harness.ts';
import { PUSH_SERVICE, pushInbox } from '../../../tests/msw/push.ts';
import { pushSubscriber } from '../../../tests/push-subscriber.ts';
import { signedInUser } from '../../../tests/sign-in.ts';
import type { EventFormValues } from '../../../shared/events/schemas.ts';
import { deliverPush } from './push-delivery.ts';

/*
 * "What changed" pushes (issue 33): a player going to an event in the next 24 hours is pushed
 * (and mailed) when it moves, changes place, is cancelled, or a waitlist spot opens for them.
 */
const vapid = generateVapidKeys();
let h: Harness;
let placeId: string;
beforeAll(async () => {
  h = await createHarness({ env: { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'mailto:push@rally.test' } });
  placeId = (await createPlace(h.db)).id;
});
afterAll(() => h.close());

const chicago = 'America/Chicago';
// Tomorrow at this hour give or take: inside the next 24 hours once the clock passes the hour.
const soon = localParts(new Date(Date.now() + 20 * 3600_000), chicago);

function form(overrides: Partial<EventFormValues> = {}): EventFormValues {
  return {
    title: 'Evening Pickleball',
    gameType: 'Pickleball',
    date: soon.date,
    timeStart: soon.time,
    duration: { hours: 1, minutes: 30 },
    location: { placeId },
    ...overrides,
  };
}

/** A signed-in player whose browser is registered for push. */
async function playerWithPush() {
  const player = await signedInUser(h);
  const subscriber = pushSubscriber();
  const endpoint = `${PUSH_SERVICE}/send/${randomUUID()}`;
  await (await player.call()).push.register({ endpoint, p256dh: subscriber.p256dh, auth: subscriber.auth });
  return { ...player, endpoint, subscriber };
}

/** Runs the push jobs queued for the player's notices of this type, and reads what their browser got. */
async function pushedTo(player: Awaited<ReturnType<typeof playerWithPush>>, type: string) {
  const notices = await h.db.selectFrom('notifications').select('id').where('userId', '=', player.user.id).where('type', '=', type).execute();
  const jobs = (await Promise.all(notices.map((notice) => h.boss.findJobs('push.deliver', { data: { notificationId: notice.id } })))).flat();
  for (const job of jobs) await deliverPush(h.deps, (job.data as { notificationId: string }).notificationId);
  return pushInbox.filter((push) => push.endpoint === player.endpoint).map((push) => player.subscriber.decrypt(push.body));
}

async function mailsTo(email: string) {
  return h.db.selectFrom('mailOutbox').select('template').where('toAddress', '=', email).where('template', '=', 'event-notice').execute();
}

describe('what-changed pushes for an event in the next 24 hours', () => {
  it('pushes when the time changes, leading to the event', async () => {
    const organiser = await signedInUser(h);
    const player = await playerWithPush();
    const { id } = await (await organiser.call()).events.create(form());
    await (await player.call()).events.join({ eventId: id });
    await (await organiser.call()).events.update({ eventId: id, scope: 'occurrence', event: form({ timeStart: soon.time === '23:00' ? '22:00' : '23:00' }) });
    expect(await pushedTo(player, 'eventChanged')).toEqual([
      expect.objectContaining({ title: expect.stringContaining('Evening Pickleball'), url: expect.stringMatching(`/evt/${id}$`) }),
    ]);
    expect(await mailsTo(player.user.email)).not.toHaveLength(0);
  });

  it('pushes when the place changes', async () => {
    const organiser = await signedInUser(h);
    const player = await playerWithPush();
    const { id } = await (await organiser.call()).events.create(form());
    await (await player.call()).events.join({ eventId: id });
    await (
      await organiser.call()
    ).events.update({
      eventId: id,
      scope: 'occurrence',
      event: form({ location: { name: 'Butler Park', address: '200 Lee Barton Dr, Austin, TX', lat: 30.2606, lng: -97.7513 } }),
    });
    expect(await pushedTo(player, 'eventChanged')).toHaveLength(1);
  });

  it('pushes when the event is cancelled', async () => {
    const organiser = await signedInUser(h);
    const player = await playerWithPush();
    const { id } = await (await organiser.call()).events.create(form());
    await (await player.call()).events.join({ eventId: id });
    await (await organiser.call()).events.cancel({ eventId: id, reason: 'Rain' });
    expect(await pushedTo(player, 'eventCancelled')).toEqual([expect.objectContaining({ url: expect.stringMatching(`/evt/${id}$`) })]);
    expect(await mailsTo(player.user.email)).not.toHaveLength(0);
  });

  it('pushes when a waitlist spot opens for the player', async () => {
    const organiser = await signedInUser(h);
    const [first, waiting] = [await signedInUser(h), await playerWithPush()];
    const { id } = await (await organiser.call()).events.create(form({ capacity: 1 }));
    await (await first.call()).events.join({ eventId: id });
    expect((await (await waiting.call()).events.join({ eventId: id })).status).toBe('waitlisted');
    await (await first.call()).events.leave({ eventId: id });
    expect(await pushedTo(waiting, 'eventPromoted')).toEqual([expect.objectContaining({ url: expect.stringMatching(`/evt/${id}$`) })]);
    expect(await mailsTo(waiting.user.email)).not.toHaveLength(0);
  });
});
