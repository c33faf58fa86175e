import type { Database } from '../../db/database.ts';
import { eventVisibleTo } from '../events/visibility.ts';
import { PROFILE_UPCOMING_GAMES_MAX } from '../../../shared/users/badges.ts';

/**
 * The public events a user is going to, soonest first, for their profile. Only events anyone may
 * see (not private, not invite-only), and among those only what the viewer may see (an organiser
 * in a block relation with the viewer is left out), so a profile never reveals a private plan.
 */
export async function upcomingGames(db: Database, viewerId: string | null, userId: string, now: Date = new Date()) {
  let query = db
    .selectFrom('eventJoiners as j')
    .innerJoin('events as e', 'e.id', 'j.eventId')
    .select(['e.id', 'e.title', 'e.gameType', 'e.startsAt', 'e.timezone', 'e.locationName'])
    .where('j.userId', '=', userId)
    .where('j.status', '=', 'going')
    .where('e.cancelled', '=', false)
    .where('e.startsAt', '>', now)
    .where(eventVisibleTo(null, now));
  if (viewerId) query = query.where(eventVisibleTo(viewerId, now));
  return query.orderBy('e.startsAt').orderBy('e.id').limit(PROFILE_UPCOMING_GAMES_MAX).execute();
}
