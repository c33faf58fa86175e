import { randomBytes } from 'node:crypto';
import ical, { ICalEventStatus } from 'ical-generator';
import type { Deps } from '../../deps.ts';
import { PRODUCT_NAME } from '../../../shared/common/constants.ts';
import { loadVisibleEvent, type EventRow } from './event-access.ts';
import { eventUrl } from './notices.ts';

type CalendarEvent = Pick<
  EventRow,
  'id' | 'title' | 'description' | 'startsAt' | 'endsAt' | 'timezone' | 'locationName' | 'address' | 'cancelled' | 'createdAt' | 'updatedAt'
>;

/** The feed's URLs: webcal:// subscribes in calendar apps, https:// for copying into web calendars. */
export function feedUrls(appOrigin: string, token: string): { url: string; httpsUrl: string } {
  const httpsUrl = `${appOrigin}/calendar/${token}.ics`;
  return { url: httpsUrl.replace(/^https?:\/\//, 'webcal://'), httpsUrl };
}

/** The user's private feed, created on first use. The token is the feed's only credential. */
export async function getCalendarFeed({ db, env }: Deps<'db' | 'env'>, userId: string) {
  await db
    .insertInto('calendarFeeds')
    .values({ userId, token: randomBytes(24).toString('base64url') })
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute();
  const feed = await db.selectFrom('calendarFeeds').select('token').where('userId', '=', userId).executeTakeFirstOrThrow();
  return feedUrls(env.APP_ORIGIN, feed.token);
}

/** A new token: every calendar subscribed with the old link stops receiving the feed. */
export async function resetCalendarFeed({ db, env }: Deps<'db' | 'env'>, userId: string) {
  const appOrigin = env.APP_ORIGIN;
  const token = randomBytes(24).toString('base64url');
  await db
    .insertInto('calendarFeeds')
    .values({ userId, token })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ token, createdAt: new Date() }))
    .execute();
  return feedUrls(appOrigin, token);
}

function addEvent(calendar: ReturnType<typeof ical>, appOrigin: string, event: CalendarEvent) {
  const url = eventUrl(appOrigin, event.id);
  calendar.createEvent({
    id: `${event.id}@rally`,
    start: event.startsAt,
    end: event.endsAt,
    summary: event.title,
    description: [event.description, url].filter(Boolean).join('\n\n'),
    location: [event.locationName, event.address].filter(Boolean).join(', '),
    url,
    // Calendar apps replace an event when its sequence grows: seconds since creation do.
    sequence: Math.max(0, Math.floor((event.updatedAt.getTime() - event.createdAt.getTime()) / 1000)),
    lastModified: event.updatedAt,
    stamp: event.updatedAt,
    status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
}

const FEED_PAST_DAYS = 60;
const FEED_FUTURE_DAYS = 400;

/**
 * The feed of the user whose token this is, or null for an unknown token. Read from the database
 * on every request, so it shows changes as soon as the calendar app polls; cancelled events stay
 * in it, marked cancelled, so calendars remove them.
 */
export async function renderCalendarFeed({ db, env }: Deps<'db' | 'env'>, token: string, now: Date = new Date()): Promise<string | null> {
  const appOrigin = env.APP_ORIGIN;
  const feed = await db.selectFrom('calendarFeeds').select('userId').where('token', '=', token).executeTakeFirst();
  if (!feed) return null;
  const userId = feed.userId;
  const events = await db
    .selectFrom('events as e')
    .leftJoin('eventJoiners as j', (join) => join.onRef('j.eventId', '=', 'e.id').on('j.userId', '=', userId))
    .select([
      'e.id',
      'e.title',
      'e.description',
      'e.startsAt',
      'e.endsAt',
      'e.timezone',
      'e.locationName',
      'e.address',
      'e.cancelled',
      'e.createdAt',
      'e.updatedAt',
    ])
    .where((eb) =>
      eb.or([
        eb('e.creatorId', '=', userId),
        eb('j.status', 'in', ['going', 'waitlisted', 'pending', 'offered']),
        // A team's events are answered, not joined: its active members, and guardians of children on
        // it, are expected there (as on Home, domains/teams/my-team-events.ts).
        eb.exists(
          eb
            .selectFrom('teamMembers as m')
            .innerJoin('teams as t', 't.id', 'm.teamId')
            .select('m.teamId')
            .whereRef('m.teamId', '=', 'e.hostingTeamId')
            .where('m.userId', '=', userId)
            .where('m.state', '=', 'active')
            .where('t.deletedAt', 'is', null),
        ),
      ]),
    )
    .where('e.startsAt', '>=', new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000))
    .where('e.startsAt', '<=', new Date(now.getTime() + FEED_FUTURE_DAYS * 86_400_000))
    .orderBy('e.startsAt')
    .limit(2000)
    .execute();
  const calendar = ical({ name: `${PRODUCT_NAME} events`, prodId: { company: PRODUCT_NAME, product: 'events', language: 'EN' }, ttl: 3600 });
  for (const event of events) addEvent(calendar, appOrigin, event);
  return calendar.toString();
}

/** One event as an .ics file, for a viewer who may see it. */
export async function renderEventIcs({ db, env }: Deps<'db' | 'env'>, eventId: string, viewerId: string | null): Promise<string> {
  const appOrigin = env.APP_ORIGIN;
  const event = await loadVisibleEvent(db, eventId, viewerId);
  const calendar = ical({ prodId: { company: PRODUCT_NAME, product: 'events', language: 'EN' } });
  addEvent(calendar, appOrigin, event);
  return calendar.toString();
}
