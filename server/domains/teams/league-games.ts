import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { requireTeamPermission, teamAccess, type TeamAccess } from './access.ts';
import { allows, isActive } from '../../../shared/access/access.ts';
import { TEAM_MESSAGES } from '../../../shared/teams/messages.ts';

/**
 * A league game (issue 34) is one event hosted by the home team; the away team plays it too, found
 * through the games row (a division's game naming it as the away team). Its schedule lists the
 * event and its members answer it, as for the events it hosts.
 */
export const awayLeagueEventIds = (db: Database, teamId: string) =>
  db.selectFrom('games as lg').select('lg.eventId').where('lg.awayTeamId', '=', teamId).where('lg.divisionId', 'is not', null);

/** The teams that play an event: its hosting team, then the away teams of its league games. */
export async function eventTeamIds(db: Database, event: { id: string; hostingTeamId: string }): Promise<string[]> {
  const away = await db
    .selectFrom('games')
    .select('awayTeamId')
    .distinct()
    .where('eventId', '=', event.id)
    .where('divisionId', 'is not', null)
    .where('awayTeamId', 'is not', null)
    .execute();
  return [event.hostingTeamId, ...away.map((row) => row.awayTeamId!).filter((teamId) => teamId !== event.hostingTeamId)];
}

/** The first team playing the event in which the user is an active member; the hosting team when none (its refusal is the one to give). */
export async function playingTeamOf(db: Database, event: { id: string; hostingTeamId: string }, userId: string): Promise<string> {
  for (const teamId of await eventTeamIds(db, event)) {
    const access = await teamAccess(db, teamId, userId).catch(() => null);
    if (isActive(access?.membership)) return teamId;
  }
  return event.hostingTeamId;
}

/** The other side's name of the league game the event `e` holds, as the team `teamId` sees it. */
export const leagueOpponentName = (teamId: string) =>
  sql<string | null>`(select case when lg.home_team_id = ${teamId} then lg.away_name else lg.home_name end
                        from games lg where lg.event_id = e.id and lg.division_id is not null limit 1)`;

/**
 * The team playing the event whose schedule the user manages: `teamId` when named (one of the
 * event's teams), else the first they manage. A league game's away team sees and nudges its own
 * players as the home team does its own. Refused as the hosting team would refuse.
 */
export async function managingTeamOf(db: Database, event: { id: string; hostingTeamId: string }, userId: string, teamId?: string): Promise<TeamAccess> {
  const teams = await eventTeamIds(db, event);
  if (teamId !== undefined) {
    if (!teams.includes(teamId)) throw new AppError('NOT_FOUND', TEAM_MESSAGES.notTeamEvent);
    return requireTeamPermission(db, teamId, userId, 'manageSchedule');
  }
  for (const candidate of teams) {
    const access = await teamAccess(db, candidate, userId).catch(() => null);
    if (access && allows(access.membership, 'manageSchedule')) return access;
  }
  return requireTeamPermission(db, event.hostingTeamId, userId, 'manageSchedule');
}
