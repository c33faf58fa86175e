import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { SITE_MESSAGES as M } from '../../../shared/sites/messages.ts';
import { SITE_LIMITS as L } from '../../../shared/sites/blocks.ts';
import { publishedPath } from '../../../shared/sites/paths.ts';
import type { SiteData } from '../../../shared/sites/schemas.ts';
import { requireSiteManager, type WebsiteRow } from './site-access.ts';
import { readSiteData } from './drafts.ts';
import { renderPublishedSite } from './render-site.tsx';

/** Lands `data` as the site's next version, keeps the newest 20, and renders every page: inside the caller's transaction. */
async function landVersion(trx: Database, userId: string, website: WebsiteRow, data: SiteData, now: Date) {
  if (!data.pages.length) throw new AppError('BAD_REQUEST', M.nothingToPublish);
  const latest = await trx
    .selectFrom('websiteVersions')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('websiteId', '=', website.id)
    .executeTakeFirst();
  const version = Number(latest?.version ?? 0) + 1;
  await trx
    .insertInto('websiteVersions')
    .values({ websiteId: website.id, version, data: JSON.stringify(data), publishedBy: userId, publishedAt: now })
    .execute();
  await trx
    .deleteFrom('websiteVersions')
    .where('websiteId', '=', website.id)
    .where('version', '<=', version - L.versionsKept)
    .execute();
  await trx
    .updateTable('websites')
    .set({
      title: data.title,
      settings: JSON.stringify({
        logos: { primary: data.settings.logos.primary?.url ?? null, secondary: data.settings.logos.secondary?.url ?? null },
        colors: data.settings.colors,
      }),
      publishedVersion: version,
      publishedAt: now,
      updatedAt: now,
    })
    .where('id', '=', website.id)
    .execute();
  await renderPublishedSite(trx, website.id, now);
  return { version, path: publishedPath(website) };
}

/** Publishing is explicit (issue 35): the draft becomes the next version and every page is rendered to static HTML. */
export async function publishSite(db: Database, userId: string, websiteId: string, now: Date) {
  return db.transaction().execute(async (trx) => {
    const website = await requireSiteManager(trx, userId, websiteId, { lock: true });
    const draft = await trx.selectFrom('websiteDrafts').select('data').where('websiteId', '=', website.id).executeTakeFirst();
    if (!draft) throw new AppError('BAD_REQUEST', M.nothingToPublish);
    return landVersion(trx, userId, website, readSiteData(draft.data), now);
  });
}

/** One of the last 20 versions back: it becomes the draft and is published again as the newest version. */
export async function restoreVersion(db: Database, userId: string, websiteId: string, version: number, now: Date) {
  return db.transaction().execute(async (trx) => {
    const website = await requireSiteManager(trx, userId, websiteId, { lock: true });
    const row = await trx.selectFrom('websiteVersions').select('data').where('websiteId', '=', website.id).where('version', '=', version).executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', M.versionNotFound);
    const data = readSiteData(row.data);
    const draft = await trx.selectFrom('websiteDrafts').select('revision').where('websiteId', '=', website.id).forUpdate().executeTakeFirst();
    if (draft)
      await trx
        .updateTable('websiteDrafts')
        .set({ data: JSON.stringify(data), revision: draft.revision + 1, updatedBy: userId, updatedAt: now })
        .where('websiteId', '=', website.id)
        .execute();
    else
      await trx
        .insertInto('websiteDrafts')
        .values({ websiteId: website.id, data: JSON.stringify(data), updatedBy: userId })
        .execute();
    return landVersion(trx, userId, website, data, now);
  });
}

/** The kept versions, newest first. */
export async function listVersions(db: Database, userId: string, websiteId: string) {
  const website = await requireSiteManager(db, userId, websiteId);
  const rows = await db
    .selectFrom('websiteVersions as v')
    .leftJoin('users as u', 'u.id', 'v.publishedBy')
    .select(['v.version', 'v.data', 'v.publishedAt', 'u.displayName', 'u.fullName'])
    .where('v.websiteId', '=', website.id)
    .orderBy('v.version', 'desc')
    .limit(L.versionsKept)
    .execute();
  return rows.map((row) => ({
    version: row.version,
    title: (row.data as { title?: string } | null)?.title ?? website.title,
    publishedAt: row.publishedAt,
    publishedByName: row.displayName || row.fullName || null,
    current: row.version === website.publishedVersion,
  }));
}
