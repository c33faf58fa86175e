import { sql } from 'kysely';
import { rosterCount } from './roster-room.ts';
import type { Database } from '../../db/database.ts';
import { isInvitedMember, teamIdsAllowing, wireRoleOf } from '../../access/memberships.ts';

/**
 * my-communities: the teams the user is on or invited to, with their role and the team's next
 * event; invitations first (they need an answer), then by name.
 */
export async function listMyTeams(db: Database, userId: string, now: Date = new Date()) {
  return db
    .selectFrom('teamMembers as m')
    .innerJoin('teams as t', 't.id', 'm.teamId')
    .select([
      't.id',
      't.name',
      't.gameType',
      't.cityName',
      't.logoUrl',
      't.privacy',
      wireRoleOf('m').as('role'),
      rosterCount('t.id').as('memberCount'),
      (eb) =>
        eb
          .selectFrom('events as e')
          // With its own time zone: shown as it is where it happens, as on every other page.
          .select(
            sql<{
              id: string;
              title: string;
              startsAt: string;
              timezone: string;
            }>`json_build_object('id', e.id, 'title', e.title, 'startsAt', e.starts_at, 'timezone', e.timezone)`.as('next'),
          )
          .whereRef('e.hostingTeamId', '=', 't.id')
          .where('e.cancelled', '=', false)
          .where('e.startsAt', '>', now)
          .orderBy('e.startsAt')
          .limit(1)
          .as('nextEvent'),
    ])
    .where('m.userId', '=', userId)
    .where('t.deletedAt', 'is', null)
    .orderBy(sql`${isInvitedMember('m')}`, 'desc')
    .orderBy('t.name')
    .execute();
}

/** The user's teams whose schedule they may add events to (shared/teams/teams.ts 'manageSchedule'). */
export async function listHostableTeams(db: Database, userId: string) {
  return db
    .selectFrom('teams as t')
    .select(['t.id', 't.name', 't.gameType'])
    .where('t.id', 'in', teamIdsAllowing(db, userId, 'manageSchedule'))
    .orderBy('t.name')
    .execute();
}
