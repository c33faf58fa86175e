import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { LIST_ITEM_COLUMNS } from './event-list-item.ts';

/** The user's part in an event: they organise it, or their joiner status. */
export type MyEventRole = 'organiser' | 'going' | 'waitlisted' | 'pending' | 'offered';

/**
 * The user's events: created, or joined and still in (going, waitlisted, pending or offered).
 * Upcoming ones (not yet ended) soonest first; past ones most recent first.
 */
export async function listMyEvents(db: Kysely<DB>, userId: string, input: { when: 'upcoming' | 'past'; limit: number }, now: Date = new Date()) {
  let query = db
    .selectFrom('events as e')
    .select(LIST_ITEM_COLUMNS)
    .leftJoin('eventJoiners as j', (join) => join.onRef('j.eventId', '=', 'e.id').on('j.userId', '=', userId))
    .select(sql<MyEventRole>`case when e.creator_id = ${userId} then 'organiser' else j.status end`.as('role'))
    .where((eb) => eb.or([eb('e.creatorId', '=', userId), eb('j.status', 'in', ['going', 'waitlisted', 'pending', 'offered'])]));
  query = input.when === 'upcoming' ? query.where('e.endsAt', '>=', now).orderBy('e.startsAt', 'asc') : query.where('e.endsAt', '<', now).orderBy('e.startsAt', 'desc');
  return query.orderBy('e.id').limit(input.limit).execute();
}
