import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { SITE_MESSAGES as M } from '../../../shared/sites/messages.ts';
import { siteData, type SiteData } from '../../../shared/sites/schemas.ts';
import { canManageSite, loadWebsite, requireSiteManager } from './site-access.ts';
import { summarize } from './manage-site.ts';

/** Stored JSON read back through the schema, so a row written by an older builder still renders. */
export function readSiteData(json: unknown): SiteData {
  const parsed = siteData.safeParse(json);
  if (!parsed.success) throw new AppError('CONFLICT', M.createFailed);
  return parsed.data;
}

/**
 * site/build/{id} (spec sections 4 and 5): the site's draft when it has one; otherwise a draft
 * made from the published site, which only its creator (or, through the permission core, the
 * team's or club's owners and admins) may do. No id: 'No website ID found'; someone else: 'User
 * does not own this website'; nothing published to start from: 'Error creating website'.
 */
export async function openDraft(db: Database, userId: string, websiteId: string | null | undefined) {
  if (!websiteId) throw new AppError('BAD_REQUEST', M.noWebsiteId);
  return db.transaction().execute(async (trx) => {
    const website = await loadWebsite(trx, websiteId, true);
    if (!(await canManageSite(trx, userId, website))) throw new AppError('FORBIDDEN', M.notOwner);
    let draft = await trx.selectFrom('websiteDrafts').select(['data', 'revision', 'updatedAt']).where('websiteId', '=', website.id).executeTakeFirst();
    if (!draft) {
      const published = website.publishedVersion
        ? await trx
            .selectFrom('websiteVersions')
            .select('data')
            .where('websiteId', '=', website.id)
            .where('version', '=', website.publishedVersion)
            .executeTakeFirst()
        : undefined;
      if (!published) throw new AppError('CONFLICT', M.createFailed);
      draft = await trx
        .insertInto('websiteDrafts')
        .values({ websiteId: website.id, data: JSON.stringify(published.data), updatedBy: userId })
        .returning(['data', 'revision', 'updatedAt'])
        .executeTakeFirst();
      if (!draft) throw new AppError('CONFLICT', M.createFailed);
    }
    return { website: await summarize(trx, userId, website), revision: draft.revision, data: readSiteData(draft.data), updatedAt: draft.updatedAt };
  });
}

/**
 * The builder's autosave: the whole draft over the revision its editor last saw. A newer revision
 * means another window saved first; that save is refused rather than silently overwritten.
 */
export async function saveDraft(db: Database, userId: string, input: { id: string; revision: number; data: SiteData }) {
  return db.transaction().execute(async (trx) => {
    await requireSiteManager(trx, userId, input.id, { lock: true });
    const draft = await trx.selectFrom('websiteDrafts').select('revision').where('websiteId', '=', input.id).forUpdate().executeTakeFirst();
    if (!draft) throw new AppError('NOT_FOUND', M.notFound);
    if (draft.revision !== input.revision) throw new AppError('CONFLICT', M.staleDraft);
    const now = new Date();
    await trx
      .updateTable('websiteDrafts')
      .set({ data: JSON.stringify(input.data), revision: draft.revision + 1, updatedBy: userId, updatedAt: now })
      .where('websiteId', '=', input.id)
      .execute();
    return { revision: draft.revision + 1, updatedAt: now };
  });
}
