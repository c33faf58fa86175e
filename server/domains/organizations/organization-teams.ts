import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { requirePermission } from '../../access/permissions.ts';
import { teamColumns } from '../teams/create-team.ts';
import { rolesWith } from '../../../shared/access/access.ts';
import { ORGANIZATION_MESSAGES as M } from '../../../shared/organizations/messages.ts';
import type { TeamDetailsInput } from '../../../shared/teams/schemas.ts';

const clubAdmin = (db: Database, userId: string, organizationId: string) =>
  requirePermission(db, { userId }, 'manageOrganizationTeams', { kind: 'organization', organizationId }, { message: M.notClubAdmin });

/**
 * A club admin makes a team inside the club: they own it (its own roles start with them), and the
 * club's owners and admins act as its admins through the organisation's inherited roles.
 */
export async function createOrganizationTeam(db: Database, userId: string, organizationId: string, details: Required<TeamDetailsInput>) {
  await clubAdmin(db, userId, organizationId);
  return db.transaction().execute(async (trx) => {
    const team = await trx
      .insertInto('teams')
      .values({ ...(await teamColumns(trx, details)), creatorId: userId, organizationId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('teamMembers').values({ teamId: team.id, userId, role: 'owner' }).execute();
    return { id: team.id };
  });
}

/**
 * Consent from both sides: only someone who owns the team and administers the club may move it in
 * or out. The team's own roster is untouched either way. The team's row is locked so two clubs
 * cannot both take it.
 */
export async function attachTeam(db: Database, userId: string, organizationId: string, teamId: string) {
  await clubAdmin(db, userId, organizationId);
  await requirePermission(db, { userId }, 'moveTeamBetweenClubs', { kind: 'team', teamId }, { message: M.notTeamOwner });
  return db.transaction().execute(async (trx) => {
    const team = await trx.selectFrom('teams').select('organizationId').where('id', '=', teamId).forUpdate().executeTakeFirstOrThrow();
    if (team.organizationId === organizationId) return { id: teamId };
    if (team.organizationId) throw new AppError('CONFLICT', M.teamInAnotherClub);
    await trx.updateTable('teams').set({ organizationId }).where('id', '=', teamId).execute();
    return { id: teamId };
  });
}

export async function detachTeam(db: Database, userId: string, organizationId: string, teamId: string) {
  await clubAdmin(db, userId, organizationId);
  await requirePermission(db, { userId }, 'moveTeamBetweenClubs', { kind: 'team', teamId }, { message: M.notTeamOwner });
  const result = await db
    .updateTable('teams')
    .set({ organizationId: null })
    .where('id', '=', teamId)
    .where('organizationId', '=', organizationId)
    .executeTakeFirst();
  if (!result.numUpdatedRows) throw new AppError('BAD_REQUEST', M.teamNotInClub);
  return { id: teamId };
}

/** Teams the user owns that are in no club: what "Add one of your teams" offers. */
export async function attachableTeams(db: Database, userId: string) {
  return db
    .selectFrom('teams as t')
    .innerJoin('teamMembers as tm', 'tm.teamId', 't.id')
    .select(['t.id', 't.name'])
    .where('tm.userId', '=', userId)
    .where('tm.role', 'in', [...rolesWith('moveTeamBetweenClubs')])
    .where('tm.state', '=', 'active')
    .where('t.organizationId', 'is', null)
    .where('t.deletedAt', 'is', null)
    .orderBy('t.name')
    .limit(100)
    .execute();
}
