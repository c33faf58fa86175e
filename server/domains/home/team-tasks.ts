import type { Database } from '../../db/database.ts';
import { teamIdsAllowing } from '../../access/memberships.ts';
import { listMyTeamEvents } from '../teams/my-team-events.ts';
import { rsvpRoster } from '../teams/schedule.ts';
import { HOME_MESSAGES, HOME_RSVP_DAYS } from '../../../shared/home/messages.ts';
import { RSVP_NUDGE_INTERVAL_HOURS, TEAM_ROLE_LABELS, type TeamRole } from '../../../shared/teams/teams.ts';
import type { HomeTask } from './outputs.ts';

/** Enough rows to cover a week of a busy family's team events; more would not fit on Home anyway. */
const RSVP_ROWS = 50;

/** Team invitations waiting for an answer, accepted or declined in place (spec section 4: these come first). */
export async function invitationTasks(db: Database, userId: string): Promise<HomeTask[]> {
  const invitations = await db
    .selectFrom('teamMembers as m')
    .innerJoin('teams as t', 't.id', 'm.teamId')
    .select(['t.id', 't.name', 'm.role'])
    .where('m.userId', '=', userId)
    .where('m.state', '=', 'invited')
    .where('t.deletedAt', 'is', null)
    .orderBy('m.createdAt')
    .orderBy('t.id')
    .execute();
  return invitations.map((team) => ({
    id: `invitation:${team.id}`,
    kind: 'teamInvitation',
    title: HOME_MESSAGES.invitationTitle(team.name),
    detail: HOME_MESSAGES.invitationDetail(TEAM_ROLE_LABELS[team.role as TeamRole] ?? team.role),
    href: `/team/${team.id}`,
    action: { type: 'respondToInvite', teamId: team.id },
  }));
}

/** Team events in the next week not yet answered by the user, or for a child of theirs on the roster. */
export async function rsvpTasks(db: Database, userId: string, now: Date): Promise<HomeTask[]> {
  const horizon = now.getTime() + HOME_RSVP_DAYS * 86_400_000;
  const rows = await listMyTeamEvents(db, userId, RSVP_ROWS, now);
  return rows
    .filter((row) => row.answer === null && !row.cancelled && row.startsAt.getTime() <= horizon)
    .map((row) => ({
      id: `rsvp:${row.eventId}:${row.familyMemberId ?? 'me'}`,
      kind: 'answerRsvp',
      title: HOME_MESSAGES.answerRsvpTitle(row.title, row.forName),
      detail: row.teamName,
      href: `/evt/${row.eventId}`,
      action: { type: 'rsvp', eventId: row.eventId, eventTitle: row.title, familyMemberId: row.familyMemberId, forName: row.forName },
    }));
}

/**
 * For each team whose schedule the user manages, its next event when someone has not answered it:
 * the Nudge button reminds them (teams.nudge). Once nudged the task rests for the nudge interval,
 * as the nudge itself does, rather than asking for a nudge the server would refuse.
 */
export async function nudgeTasks(db: Database, userId: string, now: Date): Promise<HomeTask[]> {
  const rested = new Date(now.getTime() - RSVP_NUDGE_INTERVAL_HOURS * 3_600_000);
  const nextEvents = await db
    .selectFrom('events as e')
    .innerJoin('teams as t', 't.id', 'e.hostingTeamId')
    .leftJoin('teamEventNudges as n', (join) => join.onRef('n.eventId', '=', 'e.id').onRef('n.teamId', '=', 'e.hostingTeamId'))
    .select(['e.id', 'e.title', 'e.startsAt', 't.id as teamId', 't.name as teamName', 'n.nudgedAt'])
    .distinctOn('e.hostingTeamId')
    .where('e.hostingTeamId', 'in', teamIdsAllowing(db, userId, 'manageSchedule'))
    .where('e.cancelled', '=', false)
    .where('e.startsAt', '>', now)
    .orderBy('e.hostingTeamId')
    .orderBy('e.startsAt')
    .orderBy('e.id')
    .execute();
  const tasks: HomeTask[] = [];
  for (const event of nextEvents.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())) {
    if (event.nudgedAt && event.nudgedAt > rested) continue;
    const roster = await rsvpRoster(db, userId, event.id, event.teamId);
    // The same people teams.nudge reminds: not the organiser, nor a child they answer for themself.
    const silent = roster.filter((row) => row.answer === null && row.userId !== userId && row.guardianId !== userId).length;
    if (silent === 0) continue;
    tasks.push({
      id: `nudge:${event.id}`,
      kind: 'nudgeMembers',
      title: HOME_MESSAGES.nudgeTitle(silent, event.title),
      detail: HOME_MESSAGES.nudgeDetail(event.teamName),
      href: `/evt/${event.id}`,
      action: { type: 'nudge', eventId: event.id },
    });
  }
  return tasks;
}
