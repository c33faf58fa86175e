import { renderToStaticMarkup } from 'react-dom/server';
import type { Database } from '../../db/database.ts';
import { SitePageView } from '../../../shared/sites/site-blocks.tsx';
import { publishedPath } from '../../../shared/sites/paths.ts';
import type { SiteData, SitePage } from '../../../shared/sites/schemas.ts';
import type { SiteLiveData } from '../../../shared/sites/live.ts';
import { siteLiveData } from './live-data.ts';
import { readSiteData } from './drafts.ts';

/** A page's body as static HTML: the same block components as the builder's preview, with no script. */
export function renderPageBody(site: { id: string; organizationId: string | null }, data: SiteData, page: SitePage, live: SiteLiveData): string {
  return renderToStaticMarkup(
    <SitePageView title={data.title} settings={data.settings} pages={data.pages} page={page} live={live} pathOf={(slug) => publishedPath(site, slug)} />,
  );
}

/** The image a shared link shows: the page's first hero image, else the site's primary logo. */
function pageImage(data: SiteData, page: SitePage): string | null {
  for (const block of page.content) if (block.type === 'Hero' && block.props.image) return block.props.image.url;
  return data.settings.logos.primary?.url ?? null;
}

/**
 * Renders every page of a site's published version into website_pages_rendered, with the live
 * blocks' data as it is now. Idempotent: it replaces what was there, so the sites.rerender job may
 * run twice. Runs in the caller's transaction when given one; a site never published renders nothing.
 */
export async function renderPublishedSite(db: Database, websiteId: string, now: Date): Promise<{ pages: number }> {
  const website = await db
    .selectFrom('websites')
    .select(['id', 'teamId', 'organizationId', 'publishedVersion'])
    .where('id', '=', websiteId)
    .forUpdate()
    .executeTakeFirst();
  if (!website?.publishedVersion) return { pages: 0 };
  const version = await db
    .selectFrom('websiteVersions')
    .select('data')
    .where('websiteId', '=', website.id)
    .where('version', '=', website.publishedVersion)
    .executeTakeFirst();
  if (!version) return { pages: 0 };
  const data = readSiteData(version.data);
  const live = await siteLiveData(db, website, now);
  const rows = data.pages.map((page, position) => ({
    websiteId: website.id,
    slug: page.slug,
    position,
    version: website.publishedVersion!,
    title: page.title,
    seoDescription: page.seoDescription,
    imageUrl: pageImage(data, page),
    html: renderPageBody(website, data, page, live),
    renderedAt: now,
  }));
  await db.deleteFrom('websitePagesRendered').where('websiteId', '=', website.id).execute();
  if (rows.length) await db.insertInto('websitePagesRendered').values(rows).execute();
  await db.updateTable('websites').set({ renderedAt: now }).where('id', '=', website.id).execute();
  return { pages: rows.length };
}
