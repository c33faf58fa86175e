import { sql, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../db/database.ts';
import { fromWireRole, INHERITED_ROLES, ROLE_ORDER, rolesWith, type AnyRole, type Membership, type Permission, type Role } from '../../shared/access/access.ts';

/** A roster row as stored: one of the six roles, and whether the invitation was answered. */
export const asMembership = (row: { role: string; state: string } | null | undefined): Membership | null =>
  row && (ROLE_ORDER as readonly string[]).includes(row.role) ? { role: row.role as AnyRole, state: row.state === 'active' ? 'active' : 'invited' } : null;

/** The stronger of two memberships: an active one over an invitation, then the earlier role in ROLE_ORDER. */
export function stronger(a: Membership | null, b: Membership | null): Membership | null {
  if (!a || !b) return a ?? b;
  if (a.state !== b.state) return a.state === 'active' ? a : b;
  return ROLE_ORDER.indexOf(a.role) <= ROLE_ORDER.indexOf(b.role) ? a : b;
}

/** An organisation's role as it carries into the organisation's teams and leagues. */
export function inherited(membership: Membership | null): Membership | null {
  const role = membership?.state === 'active' ? INHERITED_ROLES[membership.role] : undefined;
  return role ? { role, state: 'active' } : null;
}

export async function teamMembership(db: Database, teamId: string, userId: string): Promise<Membership | null> {
  const row = await db.selectFrom('teamMembers').select(['role', 'state']).where('teamId', '=', teamId).where('userId', '=', userId).executeTakeFirst();
  return asMembership(row);
}

export async function organizationMembership(db: Database, organizationId: string, userId: string): Promise<Membership | null> {
  const row = await db
    .selectFrom('organizationMembers')
    .select(['role', 'state'])
    .where('organizationId', '=', organizationId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return asMembership(row);
}

/** The role text the API shows for a roster row of `alias` ('pending-<role>' for an invitation). */
export const wireRoleOf = (alias: string) =>
  sql<string>`case when ${sql.ref(`${alias}.state`)} = 'invited' then 'pending-' || ${sql.ref(`${alias}.role`)} else ${sql.ref(`${alias}.role`)} end`;

/** A roster row of `alias` is an unanswered invitation. */
export const isInvitedMember = (alias: string): Expression<SqlBool> => sql<SqlBool>`${sql.ref(`${alias}.state`)} = 'invited'`;

/** The stored row for an API role text: 'pending-coach' is an invited coach. */
export function storedMembership(role: string): Membership {
  const membership = fromWireRole(role);
  if (!membership) throw new Error(`not a role: ${role}`);
  return membership;
}

/** Roster order: active members by role (owner first, as ROLE_ORDER lists them), then invitations. */
export const rosterOrder = (alias: string) =>
  sql<number>`(case when ${sql.ref(`${alias}.state`)} = 'invited' then 100 else 0 end) + array_position(${sql.lit(`{${ROLE_ORDER.join(',')}}`)}::text[], ${sql.ref(`${alias}.role`)})`;

/**
 * The ids of the teams where the user's membership allows `permission`: their own active row, or
 * their organisation's role as it carries into its teams. For lists ("the forms I manage"), where
 * asking `can` team by team would be a query per row.
 */
export function teamIdsAllowing(db: Database, userId: string, permission: Permission) {
  const roles = [...rolesWith(permission)];
  const carried = (Object.entries(INHERITED_ROLES) as [AnyRole, Role][]).filter(([, as]) => roles.includes(as)).map(([from]) => from);
  return db
    .selectFrom('teams as allowed')
    .select('allowed.id')
    .where('allowed.deletedAt', 'is', null)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('teamMembers as own')
            .select('own.teamId')
            .whereRef('own.teamId', '=', 'allowed.id')
            .where('own.userId', '=', userId)
            .where('own.state', '=', 'active')
            .where('own.role', 'in', roles),
        ),
        ...(carried.length
          ? [
              eb.exists(
                eb
                  .selectFrom('organizationMembers as org')
                  .select('org.organizationId')
                  .whereRef('org.organizationId', '=', 'allowed.organizationId')
                  .where('org.userId', '=', userId)
                  .where('org.state', '=', 'active')
                  .where('org.role', 'in', carried),
              ),
            ]
          : []),
      ]),
    );
}
