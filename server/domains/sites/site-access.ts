import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { membershipThrough } from '../../access/permissions.ts';
import { holdersOf } from '../../access/scopes.ts';
import { allows, type Membership } from '../../../shared/access/access.ts';
import { SITE_MESSAGES as M } from '../../../shared/sites/messages.ts';

export interface WebsiteRow {
  id: string;
  teamId: string | null;
  organizationId: string | null;
  creatorId: string | null;
  title: string;
  publishedVersion: number | null;
  publishedAt: Date | null;
}

export const WEBSITE_COLUMNS = ['id', 'teamId', 'organizationId', 'creatorId', 'title', 'publishedVersion', 'publishedAt'] as const;

export async function loadWebsite(db: Database, websiteId: string, lock = false): Promise<WebsiteRow> {
  let query = db.selectFrom('websites').select(WEBSITE_COLUMNS).where('id', '=', websiteId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return row as WebsiteRow;
}

/**
 * The actor's membership of a website's 'site' scope (the permission core): the team's or the
 * club's roster row (a club's owners and admins as admins of its teams), and its creator as owner.
 * A site whose team or club is gone is held by nobody.
 */
export async function siteMembership(db: Database, userId: string, website: WebsiteRow): Promise<Membership | null> {
  const holders = await holdersOf(db, { kind: 'site', teamId: website.teamId, organizationId: website.organizationId });
  if (!holders.teamId && !holders.organizationId) return null;
  return membershipThrough(db, { userId }, { ...holders, creatorId: website.creatorId }, 'site');
}

export async function canManageSite(db: Database, userId: string, website: WebsiteRow): Promise<boolean> {
  return allows(await siteMembership(db, userId, website), 'manageSite');
}

/** The website, for someone who may edit it; others are refused with `message`. */
export async function requireSiteManager(db: Database, userId: string, websiteId: string, options: { lock?: boolean; message?: string } = {}) {
  const website = await loadWebsite(db, websiteId, options.lock);
  if (!(await canManageSite(db, userId, website))) throw new AppError('FORBIDDEN', options.message ?? M.notAllowed);
  return website;
}
