import { sql } from 'kysely';
import type { Deps } from '../../deps.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { notifyUser } from '../notifications/notify-user.ts';
import { TEAM_MESSAGES } from '../../../shared/messages.ts';
import { RSVP_NUDGE_INTERVAL_HOURS, type RsvpAnswer } from '../../../shared/teams.ts';
import { describeWhen } from '../events/event-time.ts';
import { requireTeamMember, requireTeamPermission } from './access.ts';
import { teamPath } from './invitations.ts';
import { rsvpLinks } from './rsvp-links.ts';

const SCHEDULE_LIMIT = 50;

/**
 * The team's schedule: its upcoming events (those it hosts), each with the viewer's answer and the
 * team's counts. Members only: a team's calendar says where its players will be.
 */
export async function teamSchedule(db: Database, userId: string, teamId: string, now: Date) {
  await requireTeamMember(db, teamId, userId);
  return db
    .selectFrom('events as e')
    .leftJoin('teamEventRsvps as mine', (join) => join.onRef('mine.eventId', '=', 'e.id').on('mine.userId', '=', userId))
    .select([
      'e.id',
      'e.title',
      'e.startsAt',
      'e.timezone',
      'e.locationName',
      'e.cancelled',
      'mine.answer',
      sql<number>`(select count(*)::int from team_event_rsvps r where r.event_id = e.id and r.answer = 'going')`.as('going'),
      sql<number>`(select count(*)::int from team_event_rsvps r where r.event_id = e.id and r.answer = 'maybe')`.as('maybe'),
      sql<number>`(select count(*)::int from team_event_rsvps r where r.event_id = e.id and r.answer = 'not-going')`.as('notGoing'),
    ])
    .where('e.hostingTeamId', '=', teamId)
    .where('e.startsAt', '>', now)
    .orderBy('e.startsAt')
    .limit(SCHEDULE_LIMIT)
    .execute();
}

async function teamEvent(db: Database, eventId: string) {
  const event = await db.selectFrom('events').select(['id', 'title', 'startsAt', 'timezone', 'locationName', 'cancelled', 'hostingTeamId']).where('id', '=', eventId).executeTakeFirst();
  if (!event?.hostingTeamId) throw new AppError('NOT_FOUND', TEAM_MESSAGES.notTeamEvent);
  return { ...event, hostingTeamId: event.hostingTeamId };
}

/** A member's Going / Maybe / Not going, changeable until the event starts. */
export async function answerRsvp(db: Database, userId: string, eventId: string, answer: RsvpAnswer, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const event = await teamEvent(trx, eventId);
    await requireTeamMember(trx, event.hostingTeamId, userId);
    if (event.cancelled || event.startsAt <= now) throw new AppError('CONFLICT', TEAM_MESSAGES.rsvpClosed);
    await trx
      .insertInto('teamEventRsvps')
      .values({ eventId, userId, answer, answeredBy: userId })
      .onConflict((oc) => oc.columns(['eventId', 'userId']).doUpdateSet({ answer, answeredBy: userId, updatedAt: now }))
      .execute();
  });
}

/** Who answered what, and who has not answered: for the roles that manage the schedule. */
export async function rsvpRoster(db: Database, userId: string, eventId: string) {
  const event = await teamEvent(db, eventId);
  await requireTeamPermission(db, event.hostingTeamId, userId, 'manageSchedule');
  return db
    .selectFrom('teamMembers as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .leftJoin('teamEventRsvps as r', (join) => join.onRef('r.userId', '=', 'm.userId').on('r.eventId', '=', eventId))
    .select(['u.id as userId', sql<string>`coalesce(u.display_name, u.full_name, 'Unnamed Player')`.as('name'), 'm.role', 'r.answer'])
    .where('m.teamId', '=', event.hostingTeamId)
    .where('m.role', 'not like', 'pending-%')
    .orderBy(sql`r.answer is null`, 'desc')
    .orderBy('u.displayName')
    .execute();
}

/**
 * Reminds every member who has not answered, in-app and by e-mail per their 'announcements'
 * switch; at most once every RSVP_NUDGE_INTERVAL_HOURS per event, so a nudge cannot become spam.
 */
export async function nudgeNonResponders(deps: Deps<'db' | 'jobs' | 'env' | 'clock'>, userId: string, eventId: string): Promise<{ nudged: number }> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const event = await teamEvent(trx, eventId);
    const { team } = await requireTeamPermission(trx, event.hostingTeamId, userId, 'manageSchedule');
    if (event.cancelled || event.startsAt <= now) throw new AppError('CONFLICT', TEAM_MESSAGES.rsvpClosed);
    const since = new Date(now.getTime() - RSVP_NUDGE_INTERVAL_HOURS * 3_600_000);
    const recorded = await trx
      .insertInto('teamEventNudges')
      .values({ eventId, nudgedAt: now })
      .onConflict((oc) => oc.column('eventId').doUpdateSet({ nudgedAt: now }).where('teamEventNudges.nudgedAt', '<', since))
      .returning('eventId')
      .executeTakeFirst();
    if (!recorded) throw new AppError('TOO_MANY_REQUESTS', TEAM_MESSAGES.nudgedRecently(RSVP_NUDGE_INTERVAL_HOURS));
    const silent = await trx
      .selectFrom('teamMembers as m')
      .select('m.userId')
      .where('m.teamId', '=', event.hostingTeamId)
      .where('m.role', 'not like', 'pending-%')
      .where('m.userId', '!=', userId)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('teamEventRsvps as r').select('r.userId').whereRef('r.userId', '=', 'm.userId').where('r.eventId', '=', eventId))))
      .execute();
    for (const { userId: memberId } of silent) {
      await notifyUser(
        { ...deps, db: trx },
        {
          userId: memberId,
          key: 'announcements',
          type: 'teamRsvpNudge',
          title: TEAM_MESSAGES.nudgeTitle(team.name),
          message: TEAM_MESSAGES.nudgeMessage(event.title),
          data: { teamId: team.id, eventId, url: teamPath(team.id) },
          email: {
            template: 'team-event-rsvp',
            data: {
              heading: TEAM_MESSAGES.nudgeTitle(team.name),
              teamName: team.name,
              eventTitle: event.title,
              when: describeWhen(event.startsAt, event.timezone),
              place: event.locationName,
              ...(await rsvpLinks(trx, deps.env.APP_ORIGIN, event, memberId)),
              actionUrl: `${deps.env.APP_ORIGIN}${teamPath(team.id)}`,
            },
          },
        },
      );
    }
    return { nudged: silent.length };
  });
}
