import type { Database } from '../../db/database.ts';
import { membershipThrough } from '../../access/permissions.ts';
import { holdersOf } from '../../access/scopes.ts';
import { teamIdsAllowing } from '../../access/memberships.ts';
import { AppError } from '../../errors/app-error.ts';
import { allows, rolesWith } from '../../../shared/access/access.ts';
import { CUSTOM_DOMAIN_MESSAGES as M } from '../../../shared/custom-domains/custom-domains.ts';

export interface ManagedWebsite {
  id: string;
  teamId: string | null;
  organizationId: string | null;
}

/**
 * The website, if the user may manage its domains: the permission core's 'site' scope (its team's
 * or club's owners and admins, a club's as admins of its teams) with the website's creator as its
 * owner, asked for manageSite. NOT_FOUND for no such website, FORBIDDEN for a stranger or a member
 * whose role does not allow it.
 */
export async function requireSiteManager(db: Database, userId: string, websiteId: string): Promise<ManagedWebsite> {
  const website = await db.selectFrom('websites').select(['id', 'teamId', 'organizationId', 'creatorId']).where('id', '=', websiteId).executeTakeFirst();
  if (!website) throw new AppError('NOT_FOUND', M.websiteNotFound);
  const holders = await holdersOf(db, { kind: 'site', teamId: website.teamId, organizationId: website.organizationId });
  const membership = await membershipThrough(db, { userId }, { ...holders, creatorId: website.creatorId }, 'site');
  if (!allows(membership, 'manageSite')) throw new AppError('FORBIDDEN', M.notAllowed);
  return { id: website.id, teamId: website.teamId, organizationId: website.organizationId };
}

/**
 * The websites whose domains the user may manage, in one query: ones they made, their teams' (by
 * the same roles) and their clubs' (an owner's or admin's).
 */
export function manageableWebsitesQuery(db: Database, userId: string) {
  const roles = [...rolesWith('manageSite')];
  return db
    .selectFrom('websites as w')
    .where((eb) =>
      eb.or([
        eb('w.creatorId', '=', userId),
        eb('w.teamId', 'in', teamIdsAllowing(db, userId, 'manageSite')),
        eb(
          'w.organizationId',
          'in',
          eb
            .selectFrom('organizationMembers as om')
            .select('om.organizationId')
            .where('om.userId', '=', userId)
            .where('om.state', '=', 'active')
            .where('om.role', 'in', roles),
        ),
      ]),
    );
}
