import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * Whether the event aliased `e` may be seen by the viewer (null when signed out), in SQL so that
 * hidden rows never leave the database. One rule for the event page and every list:
 * - a private event is seen only by its creator, its joiners (a declined request excepted), its
 *   invitees and, for a team's event, the team's members (not its invitees), until its
 *   makePublicAfter instant;
 * - an event whose creator and the viewer are in a block relation, either way, is never seen.
 *
 * Written with uncorrelated subqueries: the viewer's joined events, invitations and block
 * relations are each read once per query into a hashed set, instead of one lookup per candidate
 * event (a nearest-first discovery scan may look at thousands of candidates).
 */
export function eventVisibleTo(viewerId: string | null, now: Date = new Date()): RawBuilder<SqlBool> {
  const isPublic = sql<SqlBool>`(not e.is_private or e.make_public_after <= ${now})`;
  if (!viewerId) return isPublic;
  return sql<SqlBool>`(
    (${isPublic} or e.creator_id = ${viewerId}
      or e.id in (select j.event_id from event_joiners j where j.user_id = ${viewerId} and j.status <> 'declined')
      or e.id in (select i.event_id from event_invites i where i.user_id = ${viewerId})
      or e.hosting_team_id in (select tm.team_id from team_members tm where tm.user_id = ${viewerId} and tm.state = 'active'))
    and e.creator_id not in (
      select ub.blocked_id from user_blocks ub where ub.blocker_id = ${viewerId}
      union all
      select ub.blocker_id from user_blocks ub where ub.blocked_id = ${viewerId})
  )`;
}

/** True when the user column and the viewer are in a block relation either way. */
export function blockedWith(userColumn: string, viewerId: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (
    select 1 from user_blocks ub
    where (ub.blocker_id = ${sql.ref(userColumn)} and ub.blocked_id = ${viewerId})
       or (ub.blocker_id = ${viewerId} and ub.blocked_id = ${sql.ref(userColumn)}))`;
}
