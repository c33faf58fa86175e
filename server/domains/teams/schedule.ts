import { sql, type RawBuilder } from 'kysely';
import type { Deps } from '../../deps.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { TEAM_MESSAGES } from '../../../shared/teams/messages.ts';
import { RSVP_NUDGE_INTERVAL_HOURS, type RsvpAnswer } from '../../../shared/teams/teams.ts';
import { requireTeamMember } from './access.ts';
import { dependentName, requireGuardianOf, teamDependents } from './dependents.ts';
import { askForAnswer } from './rsvp-links.ts';
import { saveAnswer } from './rsvp-answers.ts';
import { awayLeagueEventIds, leagueOpponentName, managingTeamOf, playingTeamOf } from './league-games.ts';

const SCHEDULE_LIMIT = 50;

/**
 * The team's schedule: its upcoming events (those it hosts), each with the viewer's answer and the
 * team's counts. Members only: a team's calendar says where its players will be.
 */
export async function teamSchedule(db: Database, userId: string, teamId: string, now: Date) {
  await requireTeamMember(db, teamId, userId);
  const events = await db
    .selectFrom('events as e')
    .leftJoin('teamEventRsvps as mine', (join) => join.onRef('mine.eventId', '=', 'e.id').on('mine.userId', '=', userId))
    .leftJoin('externalTeams as opponent', 'opponent.id', 'e.opponentId')
    .leftJoin('teamEventNudges as nudge', (join) => join.onRef('nudge.eventId', '=', 'e.id').on('nudge.teamId', '=', teamId))
    .select([
      'e.id',
      'e.title',
      'e.startsAt',
      'e.timezone',
      'e.locationName',
      'e.cancelled',
      'mine.answer',
      sql<string | null>`coalesce(opponent.name, ${leagueOpponentName(teamId)})`.as('opponentName'),
      'nudge.nudgedAt as lastNudgedAt',
      answerCount('going', teamId).as('going'),
      answerCount('maybe', teamId).as('maybe'),
      answerCount('not-going', teamId).as('notGoing'),
    ])
    // Its own events, and the league games it plays away (hosted by the home team).
    .where((eb) => eb.or([eb('e.hostingTeamId', '=', teamId), eb('e.id', 'in', awayLeagueEventIds(db, teamId))]))
    .where('e.startsAt', '>', now)
    .orderBy('e.startsAt')
    .limit(SCHEDULE_LIMIT)
    .execute();
  // The viewer answers for their own children on the roster too: one row per child per event.
  const children = await db
    .selectFrom('teamDependents as d')
    .innerJoin('familyMembers as f', 'f.id', 'd.familyMemberId')
    .select(['d.familyMemberId', dependentName.as('name')])
    .where('d.teamId', '=', teamId)
    .where('d.guardianId', '=', userId)
    .orderBy('f.firstName')
    .execute();
  const answers =
    children.length && events.length
      ? await db
          .selectFrom('teamEventDependentRsvps')
          .select(['eventId', 'familyMemberId', 'answer'])
          .where(
            'eventId',
            'in',
            events.map((event) => event.id),
          )
          .where(
            'familyMemberId',
            'in',
            children.map((child) => child.familyMemberId),
          )
          .execute()
      : [];
  const answerOf = new Map(answers.map((row) => [`${row.eventId}:${row.familyMemberId}`, row.answer]));
  return events.map(({ lastNudgedAt, ...event }) => ({
    ...event,
    // Shown to the organiser so the wait between nudges is visible rather than a refusal.
    lastNudgedAt,
    nextNudgeAt: nextNudgeAt(lastNudgedAt, now),
    dependents: children.map((child) => ({ ...child, answer: answerOf.get(`${event.id}:${child.familyMemberId}`) ?? null })),
  }));
}

/** When the event's non-responders may be nudged again: null when they may be now. */
export function nextNudgeAt(lastNudgedAt: Date | null, now: Date): Date | null {
  if (!lastNudgedAt) return null;
  const next = new Date(lastNudgedAt.getTime() + RSVP_NUDGE_INTERVAL_HOURS * 3_600_000);
  return next > now ? next : null;
}

/**
 * Answers of the team's active members and of its players' children together: each child is a
 * player who will be there or not. Of the event `eventId` names (a value, or by default the row `e`
 * of the query). Only the team's own: a league game is played by two teams, each counting its own.
 */
export function answerCount(answer: RsvpAnswer, teamId: string, eventId: string | RawBuilder<unknown> = sql.ref('e.id')) {
  return sql<number>`((select count(*) from team_event_rsvps r
                         where r.event_id = ${eventId} and r.answer = ${answer}
                           and r.user_id in (select m.user_id from team_members m where m.team_id = ${teamId} and m.state = 'active'))
                    + (select count(*) from team_event_dependent_rsvps r
                         where r.event_id = ${eventId} and r.answer = ${answer}
                           and r.family_member_id in (select d.family_member_id from team_dependents d where d.team_id = ${teamId})))::int`;
}

async function teamEvent(db: Database, eventId: string) {
  const event = await db
    .selectFrom('events')
    .select(['id', 'title', 'startsAt', 'timezone', 'locationName', 'cancelled', 'hostingTeamId'])
    .where('id', '=', eventId)
    .executeTakeFirst();
  if (!event?.hostingTeamId) throw new AppError('NOT_FOUND', TEAM_MESSAGES.notTeamEvent);
  return { ...event, hostingTeamId: event.hostingTeamId };
}

/**
 * A member's Going / Maybe / Not going, changeable until the event starts; with familyMemberId,
 * a guardian's answer for their child on the roster.
 */
export async function answerRsvp(db: Database, userId: string, eventId: string, answer: RsvpAnswer, now: Date, familyMemberId?: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const event = await teamEvent(trx, eventId);
    // A league game's away team answers it as its own event.
    const teamId = await playingTeamOf(trx, event, userId);
    await requireTeamMember(trx, teamId, userId);
    if (familyMemberId) await requireGuardianOf(trx, teamId, userId, familyMemberId);
    if (event.cancelled || event.startsAt <= now) throw new AppError('CONFLICT', TEAM_MESSAGES.rsvpClosed);
    await saveAnswer(trx, { eventId, userId, familyMemberId: familyMemberId ?? null, answer, answeredBy: userId, now });
  });
}

/**
 * Who answered what, and who has not answered, children included: for the roles that manage the
 * schedule of a team playing the event (`teamId`, or the first such team), of that team's players.
 */
export async function rsvpRoster(db: Database, userId: string, eventId: string, teamId?: string) {
  const event = await teamEvent(db, eventId);
  const { team } = await managingTeamOf(db, event, userId, teamId);
  return answersTo(db, team.id, eventId);
}

/** Every member and child of the team with their answer to the event, unanswered first. */
async function answersTo(db: Database, teamId: string, eventId: string) {
  const members = await db
    .selectFrom('teamMembers as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .leftJoin('teamEventRsvps as r', (join) => join.onRef('r.userId', '=', 'm.userId').on('r.eventId', '=', eventId))
    .select(['u.id as userId', sql<string>`coalesce(u.display_name, u.full_name, 'Unnamed Player')`.as('name'), 'm.role', 'r.answer'])
    .where('m.teamId', '=', teamId)
    .where('m.state', '=', 'active')
    .execute();
  const children = await teamDependents(db, teamId)
    .leftJoin('teamEventDependentRsvps as r', (join) => join.onRef('r.familyMemberId', '=', 'd.familyMemberId').on('r.eventId', '=', eventId))
    .select('r.answer')
    .execute();
  const rows = [
    ...members.map((member) => ({ ...member, familyMemberId: null, guardianId: null as string | null, guardianName: null })),
    ...children.map((child) => ({
      userId: null,
      familyMemberId: child.familyMemberId,
      name: child.name,
      guardianId: child.guardianId,
      guardianName: child.guardianName,
      role: 'player',
      answer: child.answer,
    })),
  ];
  // Those who have not answered first, then by name.
  return rows.sort((a, b) => Number(a.answer !== null) - Number(b.answer !== null) || a.name.localeCompare(b.name));
}

/**
 * Reminds every member who has not answered, and the guardian of every child not answered for,
 * in-app and by e-mail per their 'announcements' switch; at most once every
 * RSVP_NUDGE_INTERVAL_HOURS per event, so a nudge cannot become spam.
 */
export async function nudgeNonResponders(
  deps: Deps<'db' | 'jobs' | 'env' | 'clock'>,
  userId: string,
  eventId: string,
  teamId?: string,
): Promise<{ nudged: number; nudgedAt: Date; nextNudgeAt: Date }> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const event = await teamEvent(trx, eventId);
    // Each team playing the event nudges its own players, at its own pace.
    const { team } = await managingTeamOf(trx, event, userId, teamId);
    if (event.cancelled || event.startsAt <= now) throw new AppError('CONFLICT', TEAM_MESSAGES.rsvpClosed);
    const since = new Date(now.getTime() - RSVP_NUDGE_INTERVAL_HOURS * 3_600_000);
    const recorded = await trx
      .insertInto('teamEventNudges')
      .values({ eventId, teamId: team.id, nudgedAt: now })
      .onConflict((oc) => oc.columns(['eventId', 'teamId']).doUpdateSet({ nudgedAt: now }).where('teamEventNudges.nudgedAt', '<', since))
      .returning('eventId')
      .executeTakeFirst();
    if (!recorded) throw new AppError('TOO_MANY_REQUESTS', TEAM_MESSAGES.nudgedRecently(RSVP_NUDGE_INTERVAL_HOURS));
    const silent = await answersTo(trx, team.id, eventId);
    const ask = {
      key: 'announcements',
      type: 'teamRsvpNudge',
      title: TEAM_MESSAGES.nudgeTitle(team.name, event.title),
      message: TEAM_MESSAGES.nudgeMessage(event.title),
    };
    let nudged = 0;
    for (const row of silent) {
      if (row.answer) continue;
      if (row.userId && row.userId !== userId) {
        await askForAnswer({ ...deps, db: trx }, team, event, { ...ask, userId: row.userId });
        nudged += 1;
      } else if (row.familyMemberId && row.guardianId !== userId) {
        await askForAnswer({ ...deps, db: trx }, team, event, {
          ...ask,
          userId: row.guardianId!,
          child: { familyMemberId: row.familyMemberId, name: row.name },
        });
        nudged += 1;
      }
    }
    return { nudged, nudgedAt: now, nextNudgeAt: nextNudgeAt(now, now)! };
  });
}
