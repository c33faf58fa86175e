import type { Deps } from '../../deps.ts';
import type { Database } from '../../db/database.ts';
import { rolesWith, type Permission } from '../../../shared/access/access.ts';
import { notifyUser } from '../notifications/notify-user.ts';

/** The notification-settings key of league news (entries decided, games moved). */
export const LEAGUE_NOTIFICATION_KEY = 'leagues';

export const leaguePath = (leagueId: string) => `/leagues/${leagueId}`;

/** Active members of the teams: all of them, or only those whose role grants `permission`. */
async function membersOf(db: Database, teamIds: string[], permission: Permission | null): Promise<string[]> {
  if (teamIds.length === 0) return [];
  let query = db.selectFrom('teamMembers').select('userId').distinct().where('teamId', 'in', teamIds).where('state', '=', 'active');
  if (permission) query = query.where('role', 'in', [...rolesWith(permission)]);
  return (await query.execute()).map((row) => row.userId);
}

/** Tells the teams' members (or those whose role grants `permission`): in the transaction of the change it reports. */
export async function notifyTeams(
  deps: Deps<'db' | 'jobs' | 'env'>,
  teamIds: string[],
  permission: Permission | null,
  note: { type: string; title: string; message: string; data: Record<string, unknown> },
): Promise<number> {
  const users = await membersOf(deps.db, teamIds, permission);
  for (const userId of users) await notifyUser(deps, { userId, key: LEAGUE_NOTIFICATION_KEY, ...note });
  return users.length;
}
