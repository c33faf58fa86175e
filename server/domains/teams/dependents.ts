import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { TEAM_MESSAGES } from '../../../shared/teams/messages.ts';
import { allows } from '../../../shared/access/access.ts';
import { requireTeamMember } from './access.ts';
import { requireRosterRoom } from './roster-room.ts';

/**
 * Dependents: family members without an account (a child without an e-mail) on a team's roster.
 * Their guardian is the user who added them to their family list (family_members.created_by), a
 * member of the team, who answers the team's events for them. A guardian who leaves or is removed
 * takes their dependents off the roster with them (dropGuardianDependents).
 */

export const dependentName = sql<string>`f.first_name || ' ' || f.last_name`;

/** The user's family members without an account, each with whether they are on this team. */
export async function myDependents(db: Database, userId: string, teamId: string) {
  await requireTeamMember(db, teamId, userId);
  return db
    .selectFrom('familyMembers as f')
    .leftJoin('teamDependents as d', (join) => join.onRef('d.familyMemberId', '=', 'f.id').on('d.teamId', '=', teamId))
    .select(['f.id as familyMemberId', dependentName.as('name'), 'f.age', sql<boolean>`d.team_id is not null`.as('onTeam')])
    .where('f.createdBy', '=', userId)
    .orderBy('f.firstName')
    .orderBy('f.lastName')
    .execute();
}

/** A member puts one of their own family members without an account on the roster, as a player. */
export async function addDependent(db: Database, userId: string, teamId: string, familyMemberId: string): Promise<{ name: string }> {
  return db.transaction().execute(async (trx) => {
    await requireTeamMember(trx, teamId, userId);
    const member = await trx
      .selectFrom('familyMembers as f')
      .select(dependentName.as('name'))
      .where('f.id', '=', familyMemberId)
      .where('f.createdBy', '=', userId)
      .executeTakeFirst();
    if (!member) throw new AppError('NOT_FOUND', TEAM_MESSAGES.dependentNotFound);
    const onTeam = await trx
      .selectFrom('teamDependents')
      .select('teamId')
      .where('teamId', '=', teamId)
      .where('familyMemberId', '=', familyMemberId)
      .executeTakeFirst();
    if (!onTeam) {
      await requireRosterRoom(trx, teamId);
      await trx
        .insertInto('teamDependents')
        .values({ teamId, familyMemberId, guardianId: userId })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    return member;
  });
}

/** The guardian takes their dependent off the roster; so can whoever may remove members. */
export async function removeDependent(db: Database, actorId: string, teamId: string, familyMemberId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { membership } = await requireTeamMember(trx, teamId, actorId);
    const dependent = await trx
      .selectFrom('teamDependents')
      .select('guardianId')
      .where('teamId', '=', teamId)
      .where('familyMemberId', '=', familyMemberId)
      .forUpdate()
      .executeTakeFirst();
    if (!dependent) throw new AppError('NOT_FOUND', TEAM_MESSAGES.dependentNotOnTeam);
    if (dependent.guardianId !== actorId && !allows(membership, 'removeMembers')) throw new AppError('FORBIDDEN', TEAM_MESSAGES.notAllowed);
    await trx.deleteFrom('teamDependents').where('teamId', '=', teamId).where('familyMemberId', '=', familyMemberId).execute();
  });
}

/** Refuses anyone but the guardian of this dependent on this team. */
export async function requireGuardianOf(db: Database, teamId: string, guardianId: string, familyMemberId: string): Promise<{ name: string }> {
  const dependent = await db
    .selectFrom('teamDependents as d')
    .innerJoin('familyMembers as f', 'f.id', 'd.familyMemberId')
    .select(dependentName.as('name'))
    .where('d.teamId', '=', teamId)
    .where('d.familyMemberId', '=', familyMemberId)
    .where('d.guardianId', '=', guardianId)
    .executeTakeFirst();
  if (!dependent) throw new AppError('NOT_FOUND', TEAM_MESSAGES.dependentNotOnTeam);
  return dependent;
}

/** Run in the transaction that takes a member off the team. */
export async function dropGuardianDependents(trx: Database, teamId: string, guardianId: string): Promise<void> {
  await trx.deleteFrom('teamDependents').where('teamId', '=', teamId).where('guardianId', '=', guardianId).execute();
}

/** The dependents on a team, with their guardians: the roster's and the answers' extra rows. */
export function teamDependents(db: Database, teamId: string) {
  return db
    .selectFrom('teamDependents as d')
    .innerJoin('familyMembers as f', 'f.id', 'd.familyMemberId')
    .innerJoin('users as g', 'g.id', 'd.guardianId')
    .select([
      'd.familyMemberId',
      'd.guardianId',
      dependentName.as('name'),
      sql<string>`coalesce(g.display_name, g.full_name, 'Unnamed Player')`.as('guardianName'),
    ])
    .where('d.teamId', '=', teamId)
    .orderBy('f.firstName');
}
