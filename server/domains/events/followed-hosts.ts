import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/database.ts';

/*
 * Event conditions about hosts one follows (issue 32). They live with the events, which read the
 * host_follows table here, so that the follows domain may use the events domain and not the
 * other way round.
 */

/**
 * An upcoming public event of the host aliased `e`: public for everyone (a private event's
 * followers are not its audience), not cancelled, not over, and only a series' next occurrence.
 */
export function upcomingPublicEvent(now: Date): RawBuilder<SqlBool> {
  return sql<SqlBool>`(not e.cancelled and e.ends_at > ${now}
    and (not e.is_private or e.make_public_after <= ${now})
    and (e.series_id is null or not exists (
      select 1 from events s where s.series_id = e.series_id and not s.cancelled and s.ends_at > ${now} and (s.starts_at, s.id) < (e.starts_at, e.id))))`;
}

/**
 * Whether the event aliased `e` is of a host the viewer follows: an organiser's own events, or a
 * public team's events (a team that is not public has no followers' audience).
 */
export function eventOfFollowedHost(viewerId: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(
    e.creator_id in (select hf.host_user_id from host_follows hf where hf.follower_id = ${viewerId} and hf.host_user_id is not null)
    or e.hosting_team_id in (
      select hf.host_team_id from host_follows hf join teams t on t.id = hf.host_team_id
      where hf.follower_id = ${viewerId} and t.privacy = 'public' and t.deleted_at is null))`;
}

/** Whether anyone follows the organiser or the hosting team (the fan-out job checks the team is public). */
export async function hostHasFollowers(db: Database, creatorId: string, hostingTeamId: string | null): Promise<boolean> {
  const row = await db
    .selectFrom('hostFollows')
    .select('id')
    .where((eb) => (hostingTeamId ? eb.or([eb('hostUserId', '=', creatorId), eb('hostTeamId', '=', hostingTeamId)]) : eb('hostUserId', '=', creatorId)))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
