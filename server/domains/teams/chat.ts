import { sql } from 'kysely';
import type { Deps } from '../../deps.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { publish } from '../../realtime/publish.ts';
import { TOPICS } from '../../realtime/topics.ts';
import { notifyUser } from '../notifications/notify-user.ts';
import { TEAM_MESSAGES } from '../../../shared/teams/messages.ts';
import { can } from '../../../shared/teams/teams.ts';
import { TEAM_LIMITS } from '../../../shared/limits/limits.ts';
import { requireTeamMember } from './access.ts';
import { teamPath } from './invitations.ts';

export const teamMessages = (db: Database, teamId: string) =>
  db
    .selectFrom('teamMessages as m')
    .leftJoin('users as u', 'u.id', 'm.senderId')
    .select([
      'm.id',
      'm.senderId',
      'm.body',
      'm.isAnnouncement',
      'm.createdAt',
      'm.pinnedUntil',
      // Pinned now: an expiry that has passed unpins it without a job.
      sql<boolean>`(m.pinned_at is not null and (m.pinned_until is null or m.pinned_until > now()))`.as('pinned'),
      sql<string>`coalesce(u.display_name, u.full_name, 'Former member')`.as('senderName'),
    ])
    .where('m.teamId', '=', teamId);

/** The newest page of the team's thread, oldest first for reading. Members only. */
export async function listTeamMessages(db: Database, userId: string, teamId: string) {
  await requireTeamMember(db, teamId, userId);
  const rows = await teamMessages(db, teamId).orderBy('m.createdAt', 'desc').orderBy('m.id', 'desc').limit(TEAM_LIMITS.chatPageSize).execute();
  return rows.reverse();
}

/**
 * A message as every open chat of the team receives it, and who receives it: its active members.
 * Read once per process for all of them (liveSubscription's `shared`); each subscriber then checks
 * itself against the set, and only one not in it (an organisation admin, a member just removed)
 * goes through the full access check.
 */
export async function teamMessageDelivery(db: Database, teamId: string, messageId: string) {
  const [item, members] = await Promise.all([
    teamMessages(db, teamId).where('m.id', '=', messageId).executeTakeFirst(),
    db
      .selectFrom('teamMembers as tm')
      .innerJoin('teams as t', 't.id', 'tm.teamId')
      .select('tm.userId')
      .where('tm.teamId', '=', teamId)
      .where('tm.state', '=', 'active')
      .where('t.deletedAt', 'is', null)
      .execute(),
  ]);
  return { item, memberIds: new Set(members.map((member) => member.userId)) };
}

/**
 * Posts to the team's thread; every member's open chat gets it live. An announcement (roles in
 * shared/teams/teams.ts) also reaches each member as a notification, by e-mail per their
 * 'announcements' switch. Chat messages are not notified one by one: a busy thread would bury
 * everything else in the bell.
 */
export async function postTeamMessage(
  deps: Deps<'db' | 'jobs' | 'env'>,
  userId: string,
  input: { teamId: string; body: string; announcement: boolean },
): Promise<{ id: string }> {
  return deps.db.transaction().execute(async (trx) => {
    const { team, role } = await requireTeamMember(trx, input.teamId, userId);
    if (input.announcement && !can(role, 'postAnnouncement')) throw new AppError('FORBIDDEN', TEAM_MESSAGES.notAllowed);
    const message = await trx
      .insertInto('teamMessages')
      .values({ teamId: team.id, senderId: userId, body: input.body, isAnnouncement: input.announcement })
      .returning('id')
      .executeTakeFirstOrThrow();
    await publish(trx, TOPICS.teamChat(team.id), { messageId: message.id });
    if (input.announcement) {
      const members = await trx
        .selectFrom('teamMembers')
        .select('userId')
        .where('teamId', '=', team.id)
        .where('state', '=', 'active')
        .where('userId', '!=', userId)
        .execute();
      for (const member of members) {
        await notifyUser(
          { ...deps, db: trx },
          {
            userId: member.userId,
            key: 'announcements',
            type: 'teamAnnouncement',
            title: TEAM_MESSAGES.announcementTitle(team.name),
            message: Array.from(input.body).slice(0, 140).join(''),
            data: { teamId: team.id, teamName: team.name, url: teamPath(team.id) },
            email: {
              template: 'event-notice',
              data: {
                heading: TEAM_MESSAGES.announcementTitle(team.name),
                message: input.body,
                eventTitle: team.name,
                when: '',
                place: '',
                actionUrl: `${deps.env.APP_ORIGIN}${teamPath(team.id)}`,
              },
            },
          },
        );
      }
    }
    return message;
  });
}
