import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { requirePermission } from '../../access/permissions.ts';
import { teamIdsAllowing } from '../../access/memberships.ts';
import { rolesWith } from '../../../shared/access/access.ts';
import { SITE_MESSAGES as M } from '../../../shared/sites/messages.ts';
import type { SiteOwner } from '../../../shared/sites/schemas.ts';

/** The teams and clubs a person may make a website for: where they are an active owner or admin (a club's carry into its teams). */
export async function siteOwnersFor(db: Database, userId: string) {
  const roles = rolesWith('manageSite');
  const [teams, organizations] = await Promise.all([
    db
      .selectFrom('teams as t')
      .select(['t.id', 't.name'])
      // The permission core's list of teams where manageSite is allowed (own role, or a club's carried in).
      .where('t.id', 'in', teamIdsAllowing(db, userId, 'manageSite'))
      .orderBy('t.name')
      .limit(200)
      .execute(),
    db
      .selectFrom('organizations as o')
      .innerJoin('organizationMembers as om', 'om.organizationId', 'o.id')
      .select(['o.id', 'o.name'])
      .where('o.deletedAt', 'is', null)
      .where('om.userId', '=', userId)
      .where('om.state', '=', 'active')
      .where('om.role', 'in', roles)
      .orderBy('o.name')
      .limit(200)
      .execute(),
  ]);
  return [
    ...teams.map((team) => ({ teamId: team.id, organizationId: null, name: team.name })),
    ...organizations.map((club) => ({ teamId: null, organizationId: club.id, name: club.name })),
  ];
}

/** Refuses someone who may not make a website for this team or club (a missing one included). */
export async function requireSiteOwner(db: Database, userId: string, owner: SiteOwner): Promise<void> {
  const scope =
    'teamId' in owner
      ? { kind: 'site' as const, teamId: owner.teamId, organizationId: null }
      : { kind: 'site' as const, teamId: null, organizationId: owner.organizationId };
  await requirePermission(db, { userId }, 'manageSite', scope, { message: M.noOwnerToCreateFor });
}

/** The team's or club's name, for lists and the published page. */
export async function ownerName(db: Database, site: { teamId: string | null; organizationId: string | null }): Promise<string> {
  if (site.teamId) return (await db.selectFrom('teams').select('name').where('id', '=', site.teamId).executeTakeFirst())?.name ?? '';
  if (site.organizationId) return (await db.selectFrom('organizations').select('name').where('id', '=', site.organizationId).executeTakeFirst())?.name ?? '';
  throw new AppError('NOT_FOUND', M.notFound);
}
