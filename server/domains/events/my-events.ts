import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import { LIST_ITEM_COLUMNS, seriesRuleOf } from './event-list-item.ts';

/** The user's part in an event: they organise it, or their joiner status. */
export type MyEventRole = 'organiser' | 'going' | 'waitlisted' | 'pending' | 'offered' | 'invited';

const IN_STATUSES = ['going', 'waitlisted', 'pending', 'offered'] as const;

/**
 * The user's events: created, or joined and still in (going, waitlisted, pending or offered), and
 * upcoming ones they are invited to and have not answered by joining ('invited'; one the
 * organiser took them off is not listed).
 * Upcoming ones (not yet ended) soonest first, a weekly series once (its next date of theirs,
 * with its rule, so Home reads "Every week on Tuesday, next: ..."); past ones most recent first.
 */
export async function listMyEvents(db: Kysely<DB>, userId: string, input: { when: 'upcoming' | 'past'; limit: number }, now: Date = new Date()) {
  let query = db
    .selectFrom('events as e')
    .select(LIST_ITEM_COLUMNS)
    .leftJoin('eventJoiners as j', (join) => join.onRef('j.eventId', '=', 'e.id').on('j.userId', '=', userId))
    .select(
      sql<MyEventRole>`case when e.creator_id = ${userId} then 'organiser' when j.status in (${sql.join(IN_STATUSES)}) then j.status else 'invited' end`.as(
        'role',
      ),
    )
    .select(seriesRuleOf.as('seriesRule'))
    .where((eb) => {
      const mine = [eb('e.creatorId', '=', userId), eb('j.status', 'in', IN_STATUSES)];
      if (input.when === 'past') return eb.or(mine);
      const invited = eb.and([
        eb.exists(eb.selectFrom('eventInvites as i').select('i.eventId').whereRef('i.eventId', '=', 'e.id').where('i.userId', '=', userId)),
        eb.or([eb('j.status', 'is', null), eb('j.status', '=', 'left')]),
      ]);
      return eb.or([...mine, invited]);
    });
  query =
    input.when === 'upcoming'
      ? query
          .where('e.endsAt', '>=', now)
          .where(
            sql<boolean>`(e.series_id is null or not exists (
              select 1 from events s left join event_joiners sj on sj.event_id = s.id and sj.user_id = ${userId}
              where s.series_id = e.series_id and s.ends_at >= ${now} and (s.starts_at, s.id) < (e.starts_at, e.id)
                and (s.creator_id = ${userId} or sj.status in (${sql.join(IN_STATUSES)}))
            ))`,
          )
          .orderBy('e.startsAt', 'asc')
      : query.where('e.endsAt', '<', now).orderBy('e.startsAt', 'desc');
  return query.orderBy('e.id').limit(input.limit).execute();
}
