import type { Database } from '../../db/database.ts';
import { requireTeamPermission } from '../teams/access.ts';

/**
 * An event hosted by a team appears on that team's schedule and asks its members to answer: only
 * those whose role may manage the schedule (shared/teams.ts) can host for it. Returns the team's
 * name, which the event shows as its hosting team.
 */
export async function requireHostingTeam(db: Database, userId: string, teamId: string | null): Promise<string | null> {
  if (!teamId) return null;
  const { team } = await requireTeamPermission(db, teamId, userId, 'manageSchedule');
  return team.name;
}
