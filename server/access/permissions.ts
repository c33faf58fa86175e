/**
 * The permission core (ARCHITECTURE.md, convention 14): `can(db, actor, permission, scope)` and
 * `requirePermission(...)` over team, organisation, league, event, form, season and site scopes,
 * with the one role → permission table of shared/access/access.ts. Domains ask here; none compares role
 * strings itself.
 */
import type { Database } from '../db/database.ts';
import { AppError, type AppErrorCode } from '../errors/app-error.ts';
import { allows, type Membership, type Permission } from '../../shared/access/access.ts';
import { inherited, organizationMembership, stronger, teamMembership } from './memberships.ts';
import { holdersOf, type Holders, type Scope } from './scopes.ts';

/** Whoever asks: a signed-in user, or nobody (signed out). */
export type Actor = { userId: string } | null;

/**
 * The actor's strongest membership of the scope: their own row on its team or organisation, an
 * organisation's owner or admin as an admin of what it holds, and the maker of an event or form
 * as its owner. Null for a stranger, for someone signed out, and for a scope that does not exist.
 */
export async function membershipIn(db: Database, actor: Actor, scope: Scope): Promise<Membership | null> {
  if (!actor) return null;
  return membershipThrough(db, actor, await holdersOf(db, scope), scope.kind);
}

/** As membershipIn, for a caller that already read the scope's row and knows its holders (scopes.ts). */
export async function membershipThrough(db: Database, actor: Actor, holders: Holders, kind: Scope['kind']): Promise<Membership | null> {
  if (!actor) return null;
  const [team, organization] = await Promise.all([
    holders.teamId ? teamMembership(db, holders.teamId, actor.userId) : null,
    holders.organizationId ? organizationMembership(db, holders.organizationId, actor.userId) : null,
  ]);
  return combined({ scope: kind, team, organization, madeIt: holders.creatorId === actor.userId });
}

/**
 * One membership from the rows that hold a scope: the team's row, the organisation's (in its own
 * scope as it is, elsewhere as inherited), and ownership of what the actor made.
 */
export function combined(rows: { scope: Scope['kind']; team: Membership | null; organization: Membership | null; madeIt: boolean }): Membership | null {
  const organization = rows.scope === 'organization' ? rows.organization : inherited(rows.organization);
  return stronger(stronger(rows.team, organization), rows.madeIt ? { role: 'owner', state: 'active' } : null);
}

export async function can(db: Database, actor: Actor, permission: Permission, scope: Scope): Promise<boolean> {
  return allows(await membershipIn(db, actor, scope), permission);
}

/**
 * As `can`, refusing with `refusal` (FORBIDDEN unless told: a scope whose existence is private
 * answers NOT_FOUND to those who may not see it). Returns the membership that allowed it.
 */
export async function requirePermission(
  db: Database,
  actor: Actor,
  permission: Permission,
  scope: Scope,
  refusal: { code?: AppErrorCode; message: string },
): Promise<Membership> {
  const membership = await membershipIn(db, actor, scope);
  if (!allows(membership, permission)) throw new AppError(refusal.code ?? 'FORBIDDEN', refusal.message);
  return membership!;
}
