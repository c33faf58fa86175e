import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { FREE_TEAM_TIER } from '../../../shared/billing/billing.ts';
import { TEAM_MESSAGES } from '../../../shared/teams/messages.ts';
import type { TeamDetailsInput } from '../../../shared/teams/schemas.ts';
import { requireTeamPermission } from './access.ts';
import { teamColumns } from './create-team.ts';

export async function updateTeam(db: Database, userId: string, teamId: string, details: Required<TeamDetailsInput>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await requireTeamPermission(trx, teamId, userId, 'editTeam');
    await trx
      .updateTable('teams')
      .set({ ...(await teamColumns(trx, details)), updatedAt: new Date() })
      .where('id', '=', teamId)
      .execute();
  });
}

/**
 * A soft delete: the row stays, so payments and invoices that name the team keep their record; the
 * roster and open invitations go, so nobody is held on a team that no longer exists (a member of a
 * team cannot delete their account, spec section 5).
 */
export async function deleteTeam(db: Database, userId: string, teamId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { team } = await requireTeamPermission(trx, teamId, userId, 'deleteTeam');
    // A deleted team must not go on being charged: its paid plan is ended first, from the team page.
    if (team.subscriptionTier !== FREE_TEAM_TIER) throw new AppError('CONFLICT', TEAM_MESSAGES.endPlanFirst);
    await trx.updateTable('teams').set({ deletedAt: new Date(), updatedAt: new Date() }).where('id', '=', teamId).execute();
    await trx.deleteFrom('teamMembers').where('teamId', '=', teamId).execute();
    await trx.deleteFrom('teamInvitations').where('teamId', '=', teamId).execute();
  });
}

/** A new share code: the old join link stops working. */
export async function resetShareCode(db: Database, userId: string, teamId: string): Promise<{ code: string }> {
  return db.transaction().execute(async (trx) => {
    await requireTeamPermission(trx, teamId, userId, 'resetShareLink');
    const row = await trx
      .updateTable('teams')
      .set((eb) => ({ shareCode: eb.fn<string>('replace', [eb.cast(eb.fn('gen_random_uuid'), 'text'), eb.val('-'), eb.val('')]) }))
      .where('id', '=', teamId)
      .returning('shareCode')
      .executeTakeFirstOrThrow();
    return { code: row.shareCode };
  });
}
