import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { TEAM_MESSAGES } from '../../../shared/messages.ts';
import { can, isPendingRole, type TeamPermission } from '../../../shared/teams.ts';

export interface TeamAccess {
  team: { id: string; name: string; privacy: string; creatorId: string | null; subscriptionTier: string };
  /** The viewer's stored role: 'owner', 'pending-player'..., or null for a stranger. */
  role: string | null;
}

/**
 * The team and the viewer's role on it. A deleted team, and a private team seen by anyone who is
 * neither a member nor invited, are 'Team not found' (spec section 8): a stranger learns nothing,
 * not even that it exists.
 */
export async function teamAccess(db: Database, teamId: string, viewerId: string | null): Promise<TeamAccess> {
  const row = await db
    .selectFrom('teams as t')
    .leftJoin('teamMembers as tm', (join) => join.onRef('tm.teamId', '=', 't.id').on('tm.userId', '=', viewerId ?? '00000000-0000-0000-0000-000000000000'))
    .select(['t.id', 't.name', 't.privacy', 't.creatorId', 't.subscriptionTier', 'tm.role'])
    .where('t.id', '=', teamId)
    .where('t.deletedAt', 'is', null)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', TEAM_MESSAGES.notFound);
  if (row.privacy === 'private' && !row.role) throw new AppError('NOT_FOUND', TEAM_MESSAGES.notFound);
  const { role, ...team } = row;
  return { team, role: role ?? null };
}

/** As teamAccess, for an active member whose role grants `permission` (shared/teams.ts); others are refused. */
export async function requireTeamPermission(db: Database, teamId: string, userId: string, permission: TeamPermission): Promise<TeamAccess> {
  const access = await teamAccess(db, teamId, userId);
  if (!can(access.role, permission)) throw new AppError('FORBIDDEN', TEAM_MESSAGES.notAllowed);
  return access;
}

/** As teamAccess, for any active member (not a pending invitee). */
export async function requireTeamMember(db: Database, teamId: string, userId: string): Promise<TeamAccess> {
  const access = await teamAccess(db, teamId, userId);
  if (isPendingRole(access.role)) throw new AppError('FORBIDDEN', TEAM_MESSAGES.membersOnly);
  return access;
}
