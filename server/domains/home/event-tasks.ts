import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { HOME_MESSAGES } from '../../../shared/home/messages.ts';
import type { HomeTask } from './outputs.ts';

/**
 * The user's own upcoming events that need their approval to join (creator approval on) with
 * requests waiting: approved or declined on the event's manage page, as events.approve requires
 * its creator. The task leaves when no request is left pending.
 */
export async function joinRequestTasks(db: Database, userId: string, now: Date): Promise<HomeTask[]> {
  const events = await db
    .selectFrom('events as e')
    .innerJoin('eventJoiners as j', 'j.eventId', 'e.id')
    .select(['e.id', 'e.title', sql<number>`count(*)::int`.as('pending')])
    .where('e.creatorId', '=', userId)
    .where('e.cancelled', '=', false)
    .where('e.endsAt', '>', now)
    .where('j.status', '=', 'pending')
    .groupBy(['e.id', 'e.title', 'e.startsAt'])
    .orderBy('e.startsAt')
    .orderBy('e.id')
    .execute();
  return events.map((event) => ({
    id: `join-requests:${event.id}`,
    kind: 'joinRequests',
    title: HOME_MESSAGES.joinRequestsTitle(event.pending, event.title),
    detail: HOME_MESSAGES.joinRequestsDetail,
    href: `/event/${event.id}/manage`,
    action: null,
  }));
}
