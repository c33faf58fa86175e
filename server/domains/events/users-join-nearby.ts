import { sql } from 'kysely';
import type { Deps } from '../../deps.ts';
import { EVENT_MESSAGES } from '../../../shared/events/messages.ts';
import { JOIN_NEARBY } from './constants.ts';
import { loadEvent, type EventRow } from './event-access.ts';
import { describeWhen } from '../../time/event-time.ts';
import { tellUser } from './notices.ts';

/** Queued whenever someone starts going; the singleton key folds a burst of joins into one run. */
export async function queueUsersJoinNearby({ db: trx, jobs }: Deps<'db' | 'jobs'>, event: Pick<EventRow, 'id'>, now: Date = new Date()): Promise<void> {
  await jobs.send(
    'event.users-join-nearby',
    { eventId: event.id },
    { db: trx, singletonKey: event.id, startAfter: new Date(now.getTime() + JOIN_NEARBY.settleMinutes * 60_000) },
  );
}

/**
 * The 'event.users-join-nearby' job: tells players near a public, upcoming event who play its
 * sport that people are going, in-app and by e-mail per their usersJoinNearby switches. The home
 * location index is walked nearest-first and cut at the recipient budget before the radius
 * filter. Each player hears about an event once (event_deliveries), however often the job runs.
 */
export async function sendUsersJoinNearby(
  deps: Deps<'db' | 'jobs' | 'env' | 'clock'>,
  eventId: string,
  now: Date = deps.clock.now(),
): Promise<{ sent: number; skipped?: string }> {
  return deps.db.transaction().execute(async (trx) => {
    const event = await loadEvent(trx, eventId);
    if (!event) return { sent: 0, skipped: 'missing' };
    if (event.cancelled) return { sent: 0, skipped: 'cancelled' };
    if (event.startsAt <= now) return { sent: 0, skipped: 'started' };
    if (event.isPrivate && !(event.makePublicAfter && event.makePublicAfter <= now)) return { sent: 0, skipped: 'private' };
    const going = await trx
      .selectFrom('eventJoiners')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('eventId', '=', event.id)
      .where('status', '=', 'going')
      .where('userId', '<>', event.creatorId)
      .executeTakeFirstOrThrow();
    const goingCount = Number(going.n);
    if (goingCount === 0) return { sent: 0, skipped: 'nobody-going' };

    const rows = await sql<{ userId: string }>`
      select near.user_id
      from (
        select pl.user_id, earth_distance(ll_to_earth(pl.lat, pl.lng), ll_to_earth(${event.lat}, ${event.lng})) as meters
        from player_locations pl
        where pl.kind = 'home'
        order by ll_to_earth(pl.lat, pl.lng) <-> ll_to_earth(${event.lat}, ${event.lng})
        limit ${JOIN_NEARBY.maxRecipients * 3}
      ) near
      where near.meters <= ${JOIN_NEARBY.radiusKm * 1000}
        and near.user_id <> ${event.creatorId}
        and exists (select 1 from user_sports us where us.user_id = near.user_id and us.sport = ${event.gameType} and us.enabled)
        and not exists (select 1 from event_joiners ej where ej.event_id = ${event.id} and ej.user_id = near.user_id and ej.status <> 'left')
        and not exists (
          select 1 from user_blocks ub
          where (ub.blocker_id = near.user_id and ub.blocked_id = ${event.creatorId})
             or (ub.blocker_id = ${event.creatorId} and ub.blocked_id = near.user_id))
      order by near.meters
      limit ${JOIN_NEARBY.maxRecipients}
    `.execute(trx);

    let sent = 0;
    for (const { userId } of rows.rows) {
      const delivered = await tellUser(
        { ...deps, db: trx },
        {
          userId,
          event,
          key: 'usersJoinNearby',
          type: 'usersJoinNearby',
          heading: EVENT_MESSAGES.noticeJoinNearby(goingCount, event.title),
          message: `${describeWhen(event.startsAt, event.timezone)} at ${event.locationName}`,
          deliveryKind: 'users-join-nearby',
        },
      );
      if (delivered) sent += 1;
    }
    return { sent };
  });
}
