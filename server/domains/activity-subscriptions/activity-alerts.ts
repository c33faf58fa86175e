import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { Deps } from '../../deps.ts';
import type { ActivityAlertMailEvent } from '../../mail/templates.ts';
import { notifyUser } from '../notifications/notify-user.ts';
import { firstNameOf } from './first-name.ts';
import { matchSubscribersForEvent } from './match-subscribers.ts';
import { ACTIVITY_ALERT_DIGEST_MINUTES } from '../../../shared/settings/settings.ts';

export interface NewEvent {
  id: string;
  title: string;
  gameType: string;
  startsAt: Date;
  lat: number;
  lng: number;
  /** Where it happens, as the alert names it (venue or city). */
  place: string;
  creatorId?: string | null;
}

/** The notification-settings key whose switches decide the channels of an activity alert. */
export const ACTIVITY_ALERT_KEY = 'eventCreatedJoin';

/**
 * Records an alert for every subscriber the new event matches and schedules each one's digest.
 * Run it in the transaction that creates the event, so alerts exist exactly when the event does.
 *
 * The digest job is keyed by user on a 'short' queue: the first match schedules it one window
 * ahead, and events matching while it waits are simply recorded, so they go out together in one
 * alert. Recording is idempotent per user and event.
 */
export async function queueActivityAlerts(deps: Deps<'db' | 'jobs' | 'env'>, event: NewEvent, now: Date = new Date()): Promise<{ userIds: string[] }> {
  const { db: trx, jobs } = deps;
  const appOrigin = deps.env.APP_ORIGIN;
  const matches = await matchSubscribersForEvent(trx, event, now);
  if (matches.length === 0) return { userIds: [] };
  const inserted = await trx
    .insertInto('activityAlerts')
    .values(
      matches.map((match) => ({
        userId: match.userId,
        subscriptionId: match.subscriptionId,
        eventId: event.id,
        eventTitle: event.title,
        gameType: event.gameType,
        startsAt: event.startsAt,
        place: event.place,
        // The spec's game view; share links redirect there too.
        eventUrl: `${appOrigin}/evt/${encodeURIComponent(event.id)}`,
        distanceMiles: match.distanceMiles,
      })),
    )
    .onConflict((oc) => oc.columns(['userId', 'eventId']).doNothing())
    .returning('userId')
    .execute();
  const startAfter = new Date(now.getTime() + ACTIVITY_ALERT_DIGEST_MINUTES * 60_000);
  for (const { userId } of inserted) {
    await jobs.send('activity-alert.digest', { userId }, { db: trx, singletonKey: userId, startAfter });
  }
  return { userIds: inserted.map((row) => row.userId) };
}

/**
 * Withdraws the alerts of an event that has not gone out yet (for when the event is cancelled or
 * deleted before its subscribers' digests run).
 */
export async function withdrawActivityAlerts(db: Kysely<DB>, eventId: string): Promise<number> {
  const result = await db.deleteFrom('activityAlerts').where('eventId', '=', eventId).where('sentAt', 'is', null).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The 'activity-alert.digest' job: one alert for all of the user's waiting events, in-app always
 * and by e-mail when the user's eventCreatedJoin e-mail switch is on (notifyUser decides). Events
 * that have started, or whose subscription has ended (alerts stop after the end date), are dropped.
 * Idempotent: the rows are locked and marked in the transaction that sends, so a second run finds
 * nothing waiting.
 */
export async function sendActivityAlertDigest(
  deps: Deps<'db' | 'jobs' | 'env' | 'clock'>,
  userId: string,
  now: Date = deps.clock.now(),
): Promise<{ sent: number; dropped: number; emailQueued: boolean }> {
  return deps.db.transaction().execute(async (trx) => {
    const waiting = await trx
      .selectFrom('activityAlerts as a')
      .innerJoin('activitySubscriptions as s', 's.id', 'a.subscriptionId')
      .select(['a.id', 'a.eventId', 'a.eventTitle', 'a.gameType', 'a.startsAt', 'a.place', 'a.eventUrl', 'a.distanceMiles', 's.endDate'])
      .where('a.userId', '=', userId)
      .where('a.sentAt', 'is', null)
      .orderBy('a.startsAt')
      .orderBy('a.id')
      .forUpdate('a')
      .execute();
    if (waiting.length === 0) return { sent: 0, dropped: 0, emailQueued: false };

    const live = waiting.filter((row) => row.startsAt > now && (row.endDate === null || row.endDate >= now));
    let notificationId: string | null = null;
    let emailQueued = false;
    if (live.length > 0) {
      const user = await trx.selectFrom('users').select(['fullName', 'displayName']).where('id', '=', userId).executeTakeFirstOrThrow();
      const events: ActivityAlertMailEvent[] = live.map((row) => ({
        title: row.eventTitle,
        gameType: row.gameType,
        startsAt: row.startsAt.toISOString(),
        place: row.place,
        distanceMiles: Math.round(row.distanceMiles * 10) / 10,
        url: row.eventUrl,
      }));
      const first = live[0]!;
      // The links were built against the app's origin when the alerts were recorded.
      const appOrigin = new URL(first.eventUrl).origin;
      const result = await notifyUser(
        { ...deps, db: trx },
        {
          userId,
          key: ACTIVITY_ALERT_KEY,
          type: 'activityAlert',
          title: live.length === 1 ? `New ${first.gameType} event near ${first.place}` : `${live.length} new events near you`,
          message: live.map((row) => row.eventTitle).join(', '),
          // Each event with its title, so the notice lists them as links to their pages.
          data: { eventIds: live.map((row) => row.eventId), events: live.map((row) => ({ id: row.eventId, title: row.eventTitle })) },
          email: {
            template: 'activity-alert-digest',
            data: {
              firstName: firstNameOf(user),
              eventCount: live.length,
              events,
              settingsUrl: `${appOrigin}/settings?tab=activities-subscription`,
            },
          },
        },
      );
      notificationId = result.notificationId;
      emailQueued = result.emailQueued;
    }

    const liveIds = live.map((row) => row.id);
    const droppedIds = waiting.filter((row) => !live.includes(row)).map((row) => row.id);
    if (liveIds.length) await trx.updateTable('activityAlerts').set({ sentAt: now, notificationId }).where('id', 'in', liveIds).execute();
    if (droppedIds.length) await trx.updateTable('activityAlerts').set({ sentAt: now }).where('id', 'in', droppedIds).execute();
    return { sent: live.length, dropped: waiting.length - live.length, emailQueued };
  });
}
