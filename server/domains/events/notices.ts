import type { Deps } from '../../deps.ts';
import { notifyUser, type NotifyRecipient } from '../notifications/notify-user.ts';
import { EVENT_NOTICE_KEY } from './constants.ts';
import { describeWhen } from '../../time/event-time.ts';

export interface NoticeEvent {
  id: string;
  title: string;
  startsAt: Date;
  timezone: string;
  locationName: string;
}

export interface EventNotice {
  userId: string;
  event: NoticeEvent;
  /** The notification's type, for the client to pick its icon and link. */
  type: string;
  heading: string;
  message: string;
  /**
   * Recorded in event_deliveries: a notice whose kind was already delivered to this user about
   * this event is not sent again (jobs may run twice).
   */
  deliveryKind?: string;
  /** The notification-settings key deciding the e-mail; eventJoined unless told otherwise. */
  key?: string;
  /** The user's e-mail and stored settings, when read already in this transaction (see notifyUser). */
  recipient?: NotifyRecipient;
}

export function eventUrl(appOrigin: string, eventId: string): string {
  return `${appOrigin}/evt/${encodeURIComponent(eventId)}`;
}

/**
 * Tells one user about an event: in-app always, by e-mail per their notification settings. Calendar
 * apps poll feeds only every 12-24 hours, so every change a player must not miss comes through here.
 * Returns false when the notice had been delivered before.
 */
export async function tellUser(deps: Deps<'db' | 'jobs' | 'env'>, notice: EventNotice): Promise<boolean> {
  const { db: trx } = deps;
  if (notice.deliveryKind) {
    const recorded = await trx
      .insertInto('eventDeliveries')
      .values({ eventId: notice.event.id, userId: notice.userId, kind: notice.deliveryKind })
      .onConflict((oc) => oc.columns(['eventId', 'userId', 'kind']).doNothing())
      .returning('userId')
      .executeTakeFirst();
    if (!recorded) return false;
  }
  const url = eventUrl(deps.env.APP_ORIGIN, notice.event.id);
  await notifyUser(deps, {
    userId: notice.userId,
    key: notice.key ?? EVENT_NOTICE_KEY,
    type: notice.type,
    title: notice.heading,
    message: notice.message,
    data: { eventId: notice.event.id, url: `/evt/${notice.event.id}` },
    ...(notice.recipient ? { recipient: notice.recipient } : {}),
    email: {
      template: 'event-notice',
      data: {
        heading: notice.heading,
        message: notice.message,
        eventTitle: notice.event.title,
        when: describeWhen(notice.event.startsAt, notice.event.timezone),
        place: notice.event.locationName,
        actionUrl: url,
      },
    },
  });
  return true;
}
