import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { combined } from '../../access/permissions.ts';
import { asMembership, organizationMembership } from '../../access/memberships.ts';
import { TEAM_MESSAGES } from '../../../shared/teams/messages.ts';
import { allows, isActive, wireRole, type Membership, type Permission } from '../../../shared/access/access.ts';

export interface TeamAccess {
  team: { id: string; name: string; privacy: string; creatorId: string | null; subscriptionTier: string };
  /** The viewer's membership (through the permission core: their row, or their organisation's), or null for a stranger. */
  membership: Membership | null;
  /** The role as the API shows it: 'owner', 'pending-player'..., or null for a stranger. */
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
    .select(['t.id', 't.name', 't.privacy', 't.creatorId', 't.subscriptionTier', 't.organizationId', 'tm.role', 'tm.state'])
    .where('t.id', '=', teamId)
    .where('t.deletedAt', 'is', null)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', TEAM_MESSAGES.notFound);
  const { role, state, organizationId, ...team } = row;
  const organization = organizationId && viewerId ? await organizationMembership(db, organizationId, viewerId) : null;
  const membership = combined({ scope: 'team', team: role && state ? asMembership({ role, state }) : null, organization, madeIt: false });
  if (row.privacy === 'private' && !membership) throw new AppError('NOT_FOUND', TEAM_MESSAGES.notFound);
  return { team, membership, role: membership ? wireRole(membership) : null };
}

/** As teamAccess, for an active member whose role grants `permission` (shared/access/access.ts); others are refused. */
export async function requireTeamPermission(db: Database, teamId: string, userId: string, permission: Permission): Promise<TeamAccess> {
  const access = await teamAccess(db, teamId, userId);
  if (!allows(access.membership, permission)) throw new AppError('FORBIDDEN', TEAM_MESSAGES.notAllowed);
  return access;
}

/** As teamAccess, for any active member (not a pending invitee). */
export async function requireTeamMember(db: Database, teamId: string, userId: string): Promise<TeamAccess & { membership: Membership }> {
  const access = await teamAccess(db, teamId, userId);
  if (!isActive(access.membership)) throw new AppError('FORBIDDEN', TEAM_MESSAGES.membersOnly);
  return access as TeamAccess & { membership: Membership };
}
