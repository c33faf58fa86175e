import type { Deps } from '../../deps.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { SITE_MESSAGES as M } from '../../../shared/sites/messages.ts';
import { SITE_LIMITS as L } from '../../../shared/sites/blocks.ts';
import { starterSiteData, type CreateSiteInput } from '../../../shared/sites/schemas.ts';
import { canManageSite, WEBSITE_COLUMNS, type WebsiteRow } from './site-access.ts';
import { ownerName, requireSiteOwner, siteOwnersFor } from './site-owners.ts';
import type { WebsiteSummary } from './outputs.ts';

/**
 * site/build with no id (spec section 4): a new website for a team or club the person runs, with
 * its draft, in one transaction. They become its creator.
 */
export async function createSite(deps: Deps<'db' | 'rateLimiter'>, userId: string, input: CreateSiteInput): Promise<{ id: string }> {
  await requireSiteOwner(deps.db, userId, input.owner);
  if (!(await deps.rateLimiter.attempt([{ key: `websites-created:${userId}`, limit: { limit: L.createsPerDay, windowSeconds: 86_400 } }])))
    throw new AppError('TOO_MANY_REQUESTS', M.tooManySites);
  return deps.db.transaction().execute(async (trx) => {
    // Checked again inside: the role could have changed meanwhile.
    await requireSiteOwner(trx, userId, input.owner);
    const website = await trx
      .insertInto('websites')
      .values({
        teamId: 'teamId' in input.owner ? input.owner.teamId : null,
        organizationId: 'organizationId' in input.owner ? input.owner.organizationId : null,
        creatorId: userId,
        title: input.title,
      })
      .returning('id')
      .executeTakeFirst();
    if (!website) throw new AppError('BAD_REQUEST', M.createFailed);
    await trx
      .insertInto('websiteDrafts')
      .values({ websiteId: website.id, data: JSON.stringify(starterSiteData(input.title)), updatedBy: userId })
      .execute();
    return { id: website.id };
  });
}

export async function summarize(db: Database, userId: string, website: WebsiteRow): Promise<WebsiteSummary> {
  return {
    id: website.id,
    title: website.title,
    teamId: website.teamId,
    organizationId: website.organizationId,
    ownerName: await ownerName(db, website),
    creatorId: website.creatorId,
    publishedVersion: website.publishedVersion,
    publishedAt: website.publishedAt,
    canEdit: await canManageSite(db, userId, website),
  };
}

/** The /site list: websites the person may edit (their own, and those of teams and clubs they run), and whom they may make one for. */
export async function mySites(db: Database, userId: string) {
  const owners = await siteOwnersFor(db, userId);
  const teamIds = owners.flatMap((owner) => (owner.teamId ? [owner.teamId] : []));
  const organizationIds = owners.flatMap((owner) => (owner.organizationId ? [owner.organizationId] : []));
  const rows = await db
    .selectFrom('websites')
    .select(WEBSITE_COLUMNS)
    .where((eb) =>
      eb.or([
        eb('creatorId', '=', userId),
        ...(teamIds.length ? [eb('teamId', 'in', teamIds)] : []),
        ...(organizationIds.length ? [eb('organizationId', 'in', organizationIds)] : []),
      ]),
    )
    .orderBy('updatedAt', 'desc')
    .limit(200)
    .execute();
  const sites = await Promise.all(rows.map((row) => summarize(db, userId, row as WebsiteRow)));
  return { sites: sites.filter((site) => site.canEdit), owners };
}
