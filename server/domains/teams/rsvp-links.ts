import type { Deps } from '../../deps.ts';
import type { Database } from '../../db/database.ts';
import { generateToken, hashToken } from '../../auth/tokens.ts';
import { AppError } from '../../errors/app-error.ts';
import { describeWhen } from '../../time/event-time.ts';
import { notifyUser } from '../notifications/notify-user.ts';
import { TEAM_MESSAGES } from '../../../shared/teams/messages.ts';
import { teamNotificationKeys } from '../../../shared/settings/settings.ts';
import type { RsvpAnswer } from '../../../shared/teams/teams.ts';
import { requireGuardianOf, teamDependents } from './dependents.ts';
import { teamPath } from './invitations.ts';
import { saveAnswer } from './rsvp-answers.ts';

interface TeamEvent {
  id: string;
  title: string;
  startsAt: Date;
  timezone: string;
  locationName: string;
}

/**
 * One-tap answer links for one member (or one of their children) and one event: a fresh random
 * token per mail (stored hashed), single-purpose (this answer to this event) and expiring when the
 * event starts. Any of the three links can be followed again later to change the answer.
 */
export async function rsvpLinks(trx: Database, appOrigin: string, event: TeamEvent, userId: string, familyMemberId: string | null = null) {
  const token = generateToken();
  await trx
    .insertInto('teamRsvpLinks')
    .values({ tokenHash: hashToken(token), eventId: event.id, userId, familyMemberId, expiresAt: event.startsAt })
    .execute();
  const url = (answer: RsvpAnswer) => `${appOrigin}/rsvp/${token}?answer=${answer}`;
  return { goingUrl: url('going'), maybeUrl: url('maybe'), notGoingUrl: url('not-going') };
}

interface AnswerRequest {
  userId: string;
  key: string;
  type: string;
  title: string;
  message: string;
  /** Asks the guardian to answer for this child rather than for themself. */
  child?: { familyMemberId: string; name: string };
}

/** A notice, and a mail per the recipient's switch with the one-tap links, asking for an answer to a team event. */
export async function askForAnswer(
  deps: Deps<'db' | 'jobs' | 'env'>,
  team: { id: string; name: string },
  event: TeamEvent,
  request: AnswerRequest,
): Promise<void> {
  const title = request.child ? `${TEAM_MESSAGES.answerFor(request.child.name)}: ${request.title}` : request.title;
  await notifyUser(deps, {
    userId: request.userId,
    key: request.key,
    type: request.type,
    title,
    message: request.message,
    // teamName lets the inbox show the team's current name (inbox.ts); familyMemberId lets an
    // answer for the child mark this request read (rsvp-answers.ts).
    data: { teamId: team.id, teamName: team.name, eventId: event.id, familyMemberId: request.child?.familyMemberId ?? null, url: teamPath(team.id) },
    email: {
      template: 'team-event-rsvp',
      data: {
        heading: title,
        teamName: team.name,
        eventTitle: event.title,
        when: describeWhen(event.startsAt, event.timezone),
        place: event.locationName,
        ...(await rsvpLinks(deps.db, deps.env.APP_ORIGIN, event, request.userId, request.child?.familyMemberId ?? null)),
        actionUrl: `${deps.env.APP_ORIGIN}${teamPath(team.id)}`,
      },
    },
  });
}

/**
 * Asks a team's members to answer a new team event, and guardians to answer for their children:
 * in-app, and by e-mail with the one-tap links per their switch for this team (spec section 3: a
 * notification key per team). Run in the transaction that created the event.
 */
export async function askTeamToAnswer(deps: Deps<'db' | 'jobs' | 'env'>, creatorId: string, teamId: string, event: TeamEvent): Promise<number> {
  const { db: trx } = deps;
  const team = await trx.selectFrom('teams').select(['id', 'name']).where('id', '=', teamId).executeTakeFirstOrThrow();
  const members = await trx
    .selectFrom('teamMembers')
    .select('userId')
    .where('teamId', '=', teamId)
    .where('state', '=', 'active')
    .where('userId', '!=', creatorId)
    .execute();
  const [topicKey] = teamNotificationKeys(teamId);
  const ask = {
    key: topicKey!,
    type: 'teamEvent',
    title: TEAM_MESSAGES.newTeamEventTitle(team.name, event.title),
    message: describeWhen(event.startsAt, event.timezone),
  };
  let asked = 0;
  for (const member of members) {
    await askForAnswer(deps, team, event, { ...ask, userId: member.userId });
    asked += 1;
  }
  for (const child of await teamDependents(trx, teamId).execute()) {
    if (child.guardianId === creatorId) continue;
    await askForAnswer(deps, team, event, { ...ask, userId: child.guardianId, child });
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
      .select([
        'l.userId',
        'l.familyMemberId',
        'e.id as eventId',
        'e.title as eventTitle',
        'e.startsAt',
        'e.cancelled',
        't.id as teamId',
        't.name as teamName',
        'm.state',
      ])
      .where('l.tokenHash', '=', hashToken(token))
      .where('l.expiresAt', '>', now)
      .where('t.deletedAt', 'is', null)
      .executeTakeFirst();
    if (link?.state !== 'active') throw new AppError('NOT_FOUND', TEAM_MESSAGES.rsvpLinkInvalid);
    // A child's link holds only while the member who got it is still their guardian on the team.
    const child = link.familyMemberId ? await requireGuardianOf(trx, link.teamId, link.userId, link.familyMemberId).catch(() => null) : null;
    if (link.familyMemberId && !child) throw new AppError('NOT_FOUND', TEAM_MESSAGES.rsvpLinkInvalid);
    if (link.cancelled || link.startsAt <= now) throw new AppError('CONFLICT', TEAM_MESSAGES.rsvpClosed);
    await saveAnswer(trx, { eventId: link.eventId, userId: link.userId, familyMemberId: link.familyMemberId, answer, answeredBy: link.userId, now });
    return { eventId: link.eventId, eventTitle: link.eventTitle, teamId: link.teamId, teamName: link.teamName, answer, forName: child?.name ?? null };
  });
}
