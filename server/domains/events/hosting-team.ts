import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { SEASON_MESSAGES } from '../../../shared/seasons/messages.ts';
import { TEAM_MESSAGES } from '../../../shared/teams/messages.ts';
import { requireTeamPermission } from '../teams/access.ts';

/**
 * An event hosted by a team appears on that team's schedule and asks its members to answer: only
 * those whose role may manage the schedule (shared/teams/teams.ts) can host for it. Returns the team's
 * name, which the event shows as its hosting team.
 */
export async function requireHostingTeam(db: Database, userId: string, teamId: string | null): Promise<string | null> {
  if (!teamId) return null;
  const { team } = await requireTeamPermission(db, teamId, userId, 'manageSchedule');
  return team.name;
}

/** A season session must belong to one of the hosting team's seasons. */
export async function requireSeasonSession(db: Database, teamId: string | null, sessionId: string | null): Promise<void> {
  if (!sessionId || !teamId) return;
  const session = await db
    .selectFrom('seasonSessions as ss')
    .innerJoin('seasons as s', 's.id', 'ss.seasonId')
    .select('ss.id')
    .where('ss.id', '=', sessionId)
    .where('s.teamId', '=', teamId)
    .executeTakeFirst();
  if (!session) throw new AppError('BAD_REQUEST', SEASON_MESSAGES.sessionNotFound);
}

/** An opponent must be one of the hosting team's external teams (external-teams). */
export async function requireOpponent(db: Database, teamId: string | null, opponentId: string | null): Promise<void> {
  if (!opponentId || !teamId) return;
  const opponent = await db.selectFrom('externalTeams').select('id').where('id', '=', opponentId).where('teamId', '=', teamId).executeTakeFirst();
  if (!opponent) throw new AppError('BAD_REQUEST', TEAM_MESSAGES.opponentNotFound);
}
