import type { Deps } from '../../deps.ts';
import type { Database } from '../../db/database.ts';
import { generateToken, hashToken } from '../../auth/tokens.ts';
import { AppError } from '../../errors/app-error.ts';
import { describeWhen } from '../events/event-time.ts';
import { notifyUser } from '../notifications/notify-user.ts';
import { TEAM_MESSAGES } from '../../../shared/messages.ts';
import { teamNotificationKeys } from '../../../shared/settings.ts';
import { isPendingRole, type RsvpAnswer } from '../../../shared/teams.ts';
import { teamPath } from './invitations.ts';

interface TeamEvent {
  id: string;
  title: string;
  startsAt: Date;
  timezone: string;
  locationName: string;
}

/**
 * One-tap answer links for one member and one event: a fresh random token per mail (stored
 * hashed), single-purpose (this member's answer to this event) and expiring when the event starts.
 * Any of the three links can be followed again later to change the answer.
 */
export async function rsvpLinks(trx: Database, appOrigin: string, event: TeamEvent, userId: string) {
  const token = generateToken();
  await trx.insertInto('teamRsvpLinks').values({ tokenHash: hashToken(token), eventId: event.id, userId, expiresAt: event.startsAt }).execute();
  const url = (answer: RsvpAnswer) => `${appOrigin}/rsvp/${token}?answer=${answer}`;
  return { goingUrl: url('going'), maybeUrl: url('maybe'), notGoingUrl: url('not-going') };
}

/**
 * Asks a team's members to answer a new team event: in-app, and by e-mail with the one-tap links
 * per their switch for this team (spec section 3: a notification key per team). Run in the
 * transaction that created the event.
 */
export async function askTeamToAnswer(deps: Deps<'db' | 'jobs' | 'env'>, creatorId: string, teamId: string, event: TeamEvent): Promise<number> {
  const { db: trx } = deps;
  const team = await trx.selectFrom('teams').select(['id', 'name']).where('id', '=', teamId).executeTakeFirstOrThrow();
  const members = await trx.selectFrom('teamMembers').select(['userId', 'role']).where('teamId', '=', teamId).where('userId', '!=', creatorId).execute();
  const [topicKey] = teamNotificationKeys(teamId);
  let asked = 0;
  for (const member of members) {
    if (isPendingRole(member.role)) continue;
    const heading = TEAM_MESSAGES.newTeamEventTitle(team.name, event.title);
    await notifyUser(deps, {
      userId: member.userId,
      key: topicKey!,
      type: 'teamEvent',
      title: heading,
      message: describeWhen(event.startsAt, event.timezone),
      data: { teamId, eventId: event.id, url: teamPath(teamId) },
      email: {
        template: 'team-event-rsvp',
        data: {
          heading,
          teamName: team.name,
          eventTitle: event.title,
          when: describeWhen(event.startsAt, event.timezone),
          place: event.locationName,
          ...(await rsvpLinks(trx, deps.env.APP_ORIGIN, event, member.userId)),
          actionUrl: `${deps.env.APP_ORIGIN}${teamPath(teamId)}`,
        },
      },
    });
    asked += 1;
  }
  return asked;
}

/** Follows a one-tap link: no session needed, the token is the proof. */
export async function answerByLink(db: Database, token: string, answer: RsvpAnswer, now: Date) {
  return db.transaction().execute(async (trx) => {
    const link = await trx
      .selectFrom('teamRsvpLinks as l')
      .innerJoin('events as e', 'e.id', 'l.eventId')
      .innerJoin('teams as t', 't.id', 'e.hostingTeamId')
      .innerJoin('teamMembers as m', (join) => join.onRef('m.teamId', '=', 't.id').onRef('m.userId', '=', 'l.userId'))
      .select(['l.userId', 'e.id as eventId', 'e.title as eventTitle', 'e.startsAt', 'e.cancelled', 't.id as teamId', 't.name as teamName', 'm.role'])
      .where('l.tokenHash', '=', hashToken(token))
      .where('l.expiresAt', '>', now)
      .where('t.deletedAt', 'is', null)
      .executeTakeFirst();
    if (!link || isPendingRole(link.role)) throw new AppError('NOT_FOUND', TEAM_MESSAGES.rsvpLinkInvalid);
    if (link.cancelled || link.startsAt <= now) throw new AppError('CONFLICT', TEAM_MESSAGES.rsvpClosed);
    await trx
      .insertInto('teamEventRsvps')
      .values({ eventId: link.eventId, userId: link.userId, answer, answeredBy: link.userId })
      .onConflict((oc) => oc.columns(['eventId', 'userId']).doUpdateSet({ answer, answeredBy: link.userId, updatedAt: now }))
      .execute();
    return { eventId: link.eventId, eventTitle: link.eventTitle, teamId: link.teamId, teamName: link.teamName, answer };
  });
}
