import { sql } from 'kysely';
import type { Deps } from '../../deps.ts';
import { tellUser } from '../events/notices.ts';
import { FOLLOW_MESSAGES } from '../../../shared/follows/messages.ts';
import { blockedEitherWay } from '../blocks/queries.ts';
import { findHost } from './hosts.ts';

/** The notification-settings key (shared/settings) whose switches decide a follower's channels. */
export const HOST_NEW_EVENT_KEY = 'hostNewEvent';

/**
 * The 'follows.new-event' job: tells the followers of a new public event's host about it, in-app
 * and by e-mail per their hostNewEvent switches. Followers of the organiser and, for a public
 * team's event, of the team; never the organiser, nor anyone in a block relation with them.
 *
 * Queued in the transaction that creates the event, so it runs only after the event is committed
 * and never in the request. Idempotent: each notice is recorded in event_deliveries in the
 * transaction that sends it, so a rerun (or a follower of both team and organiser) gets nothing twice.
 */
export async function notifyFollowersOfNewEvent(deps: Deps<'db' | 'jobs' | 'env' | 'clock'>, eventId: string): Promise<{ notified: number }> {
  const now = deps.clock.now();
  const event = await deps.db
    .selectFrom('events')
    .select(['id', 'title', 'startsAt', 'timezone', 'locationName', 'creatorId', 'hostingTeamId', 'isPrivate', 'cancelled'])
    .where('id', '=', eventId)
    .executeTakeFirst();
  // Gone, cancelled, private or started since it was queued: nothing to announce.
  if (!event || event.cancelled || event.isPrivate || event.startsAt <= now) return { notified: 0 };

  const team = event.hostingTeamId ? await findHost(deps.db, event.hostingTeamId) : null;
  const publicTeam = team?.kind === 'team' && team.isPublic ? team : null;
  const organiser = await findHost(deps.db, event.creatorId);
  const hostName = publicTeam?.name ?? organiser?.name ?? FOLLOW_MESSAGES.organiser;

  const followers = await deps.db
    .selectFrom('hostFollows as hf')
    .select('hf.followerId')
    .distinct()
    .where((eb) =>
      publicTeam ? eb.or([eb('hf.hostUserId', '=', event.creatorId), eb('hf.hostTeamId', '=', publicTeam.id)]) : eb('hf.hostUserId', '=', event.creatorId),
    )
    .where('hf.followerId', '<>', event.creatorId)
    .where(sql<boolean>`not ${blockedEitherWay('hf.follower_id', event.creatorId)}`)
    .orderBy('hf.followerId')
    .execute();

  let notified = 0;
  for (const { followerId } of followers) {
    const sent = await deps.db.transaction().execute((trx) =>
      tellUser(
        { ...deps, db: trx },
        {
          userId: followerId,
          event,
          type: HOST_NEW_EVENT_KEY,
          key: HOST_NEW_EVENT_KEY,
          deliveryKind: HOST_NEW_EVENT_KEY,
          heading: FOLLOW_MESSAGES.newEventHeading(hostName),
          message: FOLLOW_MESSAGES.newEventMessage(hostName, event.title),
        },
      ),
    );
    if (sent) notified += 1;
  }
  return { notified };
}
