import { sql } from 'kysely';
import type { Deps } from '../../deps.ts';
import { EVENT_MESSAGES } from '../../../shared/events/messages.ts';
import { cancelEvent } from './cancel-event.ts';
import { loadEvent } from './event-access.ts';

/**
 * The 'event.minimum-check' job, at the cut-off: an event with fewer players going (guests count)
 * than its minimum is cancelled, everyone who joined is told, and paid spots are refunded. A job
 * for a start the event no longer has does nothing (the move scheduled a new one).
 */
export async function checkMinimumNeeded(
  deps: Deps<'db' | 'jobs' | 'env' | 'stripe' | 'clock'>,
  eventId: string,
  startsAtIso: string,
): Promise<{ outcome: 'cancelled' | 'enough' | 'skipped'; going?: number }> {
  const event = await loadEvent(deps.db, eventId);
  if (!event || event.cancelled || !event.hasMinimumNeeded || !event.minimumNeeded) return { outcome: 'skipped' };
  if (event.startsAt.toISOString() !== new Date(startsAtIso).toISOString()) return { outcome: 'skipped' };
  const { going } = await deps.db
    .selectFrom('eventJoiners')
    .select(sql<number>`coalesce(sum(1 + guests), 0)::int`.as('going'))
    .where('eventId', '=', eventId)
    .where('status', '=', 'going')
    .executeTakeFirstOrThrow();
  if (going >= event.minimumNeeded) return { outcome: 'enough', going };
  await cancelEvent(deps, eventId, 'occurrence', EVENT_MESSAGES.noticeMinimumNotReached, { message: EVENT_MESSAGES.noticeMinimumNotReached });
  return { outcome: 'cancelled', going };
}
