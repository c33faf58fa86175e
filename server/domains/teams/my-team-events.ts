import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { RsvpAnswer } from '../../../shared/teams/teams.ts';
import { dependentName } from './dependents.ts';

/** What a row shows of the event, its team and opponent: the same for the user's own rows and their children's. */
const EVENT_COLUMNS = [
  'e.id as eventId',
  'e.title',
  'e.startsAt',
  'e.timezone',
  'e.locationName',
  'e.cancelled',
  't.id as teamId',
  't.name as teamName',
  'opponent.name as opponentName',
] as const;

/**
 * The upcoming events of the teams the user plays on, and of the teams their children (dependents
 * they are the guardian of) are on, one row per person expected there with the answer given for
 * them. Team events are answered, not joined, so the joined-events list (events.mine) never held
 * them. Only active members: an invitee has not joined yet, and a removed member's row is gone (and
 * their dependents with it, dropGuardianDependents), so they no longer see the team's calendar.
 */
export async function listMyTeamEvents(db: Database, userId: string, limit: number, now: Date) {
  const own = await db
    .selectFrom('events as e')
    .innerJoin('teams as t', 't.id', 'e.hostingTeamId')
    .innerJoin('teamMembers as m', (join) => join.onRef('m.teamId', '=', 't.id').on('m.userId', '=', userId))
    .leftJoin('teamEventRsvps as r', (join) => join.onRef('r.eventId', '=', 'e.id').on('r.userId', '=', userId))
    .leftJoin('externalTeams as opponent', 'opponent.id', 'e.opponentId')
    .select([
      ...EVENT_COLUMNS,
      sql<RsvpAnswer | null>`r.answer`.as('answer'),
      sql<string | null>`null::uuid`.as('familyMemberId'),
      sql<string | null>`null::text`.as('forName'),
    ])
    .where('m.state', '=', 'active')
    .where('t.deletedAt', 'is', null)
    .where('e.startsAt', '>', now)
    .orderBy('e.startsAt')
    .orderBy('e.id')
    .limit(limit)
    .execute();
  // League games the user's teams play away: hosted by the home team, found through the games row.
  const away = await db
    .selectFrom('games as lg')
    .innerJoin('events as e', 'e.id', 'lg.eventId')
    .innerJoin('teams as t', 't.id', 'lg.awayTeamId')
    .innerJoin('teamMembers as m', (join) => join.onRef('m.teamId', '=', 't.id').on('m.userId', '=', userId))
    .leftJoin('teamEventRsvps as r', (join) => join.onRef('r.eventId', '=', 'e.id').on('r.userId', '=', userId))
    .select([
      'e.id as eventId',
      'e.title',
      'e.startsAt',
      'e.timezone',
      'e.locationName',
      'e.cancelled',
      't.id as teamId',
      't.name as teamName',
      'lg.homeName as opponentName',
      sql<RsvpAnswer | null>`r.answer`.as('answer'),
      sql<string | null>`null::uuid`.as('familyMemberId'),
      sql<string | null>`null::text`.as('forName'),
    ])
    .where('lg.divisionId', 'is not', null)
    .where('m.state', '=', 'active')
    .where('t.deletedAt', 'is', null)
    .where('e.startsAt', '>', now)
    .orderBy('e.startsAt')
    .orderBy('e.id')
    .limit(limit)
    .execute();
  const children = await db
    .selectFrom('teamDependents as d')
    .innerJoin('familyMembers as f', 'f.id', 'd.familyMemberId')
    .innerJoin('teams as t', 't.id', 'd.teamId')
    // The guardian answers for the child only while they are an active member themself.
    .innerJoin('teamMembers as m', (join) => join.onRef('m.teamId', '=', 'd.teamId').onRef('m.userId', '=', 'd.guardianId'))
    .innerJoin('events as e', 'e.hostingTeamId', 'd.teamId')
    .leftJoin('teamEventDependentRsvps as r', (join) => join.onRef('r.eventId', '=', 'e.id').onRef('r.familyMemberId', '=', 'd.familyMemberId'))
    .leftJoin('externalTeams as opponent', 'opponent.id', 'e.opponentId')
    .select([
      ...EVENT_COLUMNS,
      sql<RsvpAnswer | null>`r.answer`.as('answer'),
      sql<string | null>`d.family_member_id`.as('familyMemberId'),
      sql<string | null>`${dependentName}`.as('forName'),
    ])
    .where('d.guardianId', '=', userId)
    .where('m.state', '=', 'active')
    .where('t.deletedAt', 'is', null)
    .where('e.startsAt', '>', now)
    .orderBy('e.startsAt')
    .orderBy('e.id')
    .orderBy('f.firstName')
    .limit(limit)
    .execute();
  // Soonest first; at one event the user's own row before their children's.
  return [...own, ...away, ...children]
    .sort(
      (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.eventId.localeCompare(b.eventId) || Number(a.forName !== null) - Number(b.forName !== null),
    )
    .slice(0, limit);
}
