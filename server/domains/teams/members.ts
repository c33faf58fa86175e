import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { TEAM_MESSAGES } from '../../../shared/teams/messages.ts';
import { isActive, isOwner } from '../../../shared/access/access.ts';
import type { AssignableTeamRole } from '../../../shared/teams/teams.ts';
import { asMembership } from '../../access/memberships.ts';
import { requireTeamMember, requireTeamPermission } from './access.ts';
import { dropGuardianDependents } from './dependents.ts';
import { requireRosterRoom } from './roster-room.ts';

/**
 * Puts the user on the roster as a player, taking a place the plan allows; a member stays as they
 * are, and an invitee takes the role they were invited to.
 */
async function joinAsPlayer(trx: Database, teamId: string, userId: string): Promise<void> {
  const onRoster = await trx.selectFrom('teamMembers').select('role').where('teamId', '=', teamId).where('userId', '=', userId).executeTakeFirst();
  if (!onRoster) await requireRosterRoom(trx, teamId);
  await trx
    .insertInto('teamMembers')
    .values({ teamId, userId, role: 'player' })
    .onConflict((oc) => oc.columns(['teamId', 'userId']).doUpdateSet({ state: 'active' }).where('teamMembers.state', '=', 'invited'))
    .execute();
}

async function lockedMember(trx: Database, teamId: string, userId: string) {
  const row = await trx
    .selectFrom('teamMembers')
    .select(['role', 'state'])
    .where('teamId', '=', teamId)
    .where('userId', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  const member = asMembership(row);
  if (!isActive(member)) throw new AppError('NOT_FOUND', TEAM_MESSAGES.memberNotFound);
  return member;
}

/** Admins and the owner set roles; the owner's own role moves only by transfer. */
export async function changeRole(db: Database, actorId: string, teamId: string, userId: string, role: AssignableTeamRole): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await requireTeamPermission(trx, teamId, actorId, 'changeRoles');
    const member = await lockedMember(trx, teamId, userId);
    if (isOwner(member)) throw new AppError('FORBIDDEN', TEAM_MESSAGES.ownerRoleByTransfer);
    await trx.updateTable('teamMembers').set({ role }).where('teamId', '=', teamId).where('userId', '=', userId).execute();
  });
}

export async function removeMember(db: Database, actorId: string, teamId: string, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await requireTeamPermission(trx, teamId, actorId, 'removeMembers');
    const member = await lockedMember(trx, teamId, userId);
    if (isOwner(member)) throw new AppError('FORBIDDEN', TEAM_MESSAGES.ownerCannotBeRemoved);
    await trx.deleteFrom('teamMembers').where('teamId', '=', teamId).where('userId', '=', userId).execute();
    await dropGuardianDependents(trx, teamId, userId);
  });
}

/** Anyone leaves, taking their children without accounts with them, except the owner: a team always has an owner, so the owner transfers first. */
export async function leaveTeam(db: Database, userId: string, teamId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await requireTeamMember(trx, teamId, userId);
    const member = await lockedMember(trx, teamId, userId);
    if (isOwner(member)) throw new AppError('FORBIDDEN', TEAM_MESSAGES.lastOwnerCannotLeave);
    await trx.deleteFrom('teamMembers').where('teamId', '=', teamId).where('userId', '=', userId).execute();
    await dropGuardianDependents(trx, teamId, userId);
  });
}

/** The owner hands the team to another active member, and becomes an admin. */
export async function transferOwnership(db: Database, ownerId: string, teamId: string, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // The owner's check first: to anyone else, "you already own this team" would be a wrong answer.
    await requireTeamPermission(trx, teamId, ownerId, 'transferOwnership');
    if (ownerId === userId) throw new AppError('BAD_REQUEST', TEAM_MESSAGES.alreadyOwner);
    await lockedMember(trx, teamId, ownerId);
    await lockedMember(trx, teamId, userId);
    // Demote first: one owner per team is a unique index.
    await trx.updateTable('teamMembers').set({ role: 'admin' }).where('teamId', '=', teamId).where('userId', '=', ownerId).execute();
    await trx.updateTable('teamMembers').set({ role: 'owner' }).where('teamId', '=', teamId).where('userId', '=', userId).execute();
  });
}

/**
 * The share link (any privacy: holding it is an invitation in itself): its holder joins as a
 * player. A member who follows it stays as they are.
 */
export async function joinByCode(db: Database, userId: string, code: string): Promise<{ teamId: string }> {
  return db.transaction().execute(async (trx) => {
    const team = await trx.selectFrom('teams').select('id').where('shareCode', '=', code).where('deletedAt', 'is', null).executeTakeFirst();
    if (!team) throw new AppError('NOT_FOUND', TEAM_MESSAGES.invalidShareLink);
    await joinAsPlayer(trx, team.id, userId);
    return { teamId: team.id };
  });
}

/** A public team is joined directly, as a player; invite-only and private teams need an invitation or the link. */
export async function joinPublicTeam(db: Database, userId: string, teamId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const team = await trx.selectFrom('teams').select('privacy').where('id', '=', teamId).where('deletedAt', 'is', null).executeTakeFirst();
    if (!team || team.privacy === 'private') throw new AppError('NOT_FOUND', TEAM_MESSAGES.notFound);
    if (team.privacy !== 'public') throw new AppError('FORBIDDEN', TEAM_MESSAGES.inviteOnly);
    await joinAsPlayer(trx, teamId, userId);
  });
}
