import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { BADGES, TEN_GAMES, type BadgeKey } from '../../../shared/users/badges.ts';

/**
 * The badges a user has earned, in BADGES order, computed from what they did (definitions in
 * shared/users/badges.ts). One round trip; each count is bounded by an index on the user.
 */
export async function earnedBadges(db: Database, userId: string, now: Date = new Date()): Promise<BadgeKey[]> {
  const { rows } = await sql<{ games: number; fullEvents: boolean; captain: boolean }>`
    select
      (select count(*)::int from (
        select j.event_id from event_joiners j join events e on e.id = j.event_id
        where j.user_id = ${userId} and j.status = 'going' and not e.cancelled and e.starts_at <= ${now}
        union
        select g.event_id from game_side_players p join games g on g.id = p.game_id join events e on e.id = g.event_id
        where p.user_id = ${userId} and not e.cancelled and e.starts_at <= ${now}
      ) played) as games,
      exists (
        select 1 from events e
        where e.creator_id = ${userId} and not e.cancelled and e.capacity is not null and e.spots_taken >= e.capacity
      ) as "fullEvents",
      exists (
        select 1 from team_members tm join teams t on t.id = tm.team_id
        where tm.user_id = ${userId} and tm.role = 'owner' and tm.state = 'active' and t.deleted_at is null
      ) as captain`.execute(db);
  const row = rows[0]!;
  const earned: Record<BadgeKey, boolean> = {
    'first-game': row.games >= 1,
    'ten-games': row.games >= TEN_GAMES,
    'full-event-organiser': row.fullEvents,
    'team-captain': row.captain,
  };
  return BADGES.map((badge) => badge.key).filter((key) => earned[key]);
}
