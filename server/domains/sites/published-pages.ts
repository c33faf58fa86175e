import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { SITE_MESSAGES as M } from '../../../shared/sites/messages.ts';
import { SITE_CSS } from '../../../shared/sites/site-blocks.tsx';
import { publishedPath } from '../../../shared/sites/paths.ts';
import type { PublicWebsite } from './outputs.ts';

export interface PublishedPage {
  website: { id: string; title: string; teamId: string | null; organizationId: string | null };
  slug: string;
  title: string;
  seoDescription: string;
  imageUrl: string | null;
  html: string;
  /** The page's position: 0 is the site's home page. */
  position: number;
}

/**
 * The team-site guard's lookup (spec section 2): a published site whose team (with a creator) or
 * club still exists. Null sends the visitor to the root. `slug` missing means the home page; an
 * unknown slug finds nothing either, and the caller sends the visitor to the site's home.
 */
export async function publishedSite(db: Database, websiteId: string) {
  const row = await db
    .selectFrom('websites as w')
    .leftJoin('teams as t', (join) => join.onRef('t.id', '=', 'w.teamId').on('t.deletedAt', 'is', null).on('t.creatorId', 'is not', null))
    .leftJoin('organizations as o', (join) => join.onRef('o.id', '=', 'w.organizationId').on('o.deletedAt', 'is', null))
    .select(['w.id', 'w.title', 'w.teamId', 'w.organizationId', 'w.creatorId', 'w.settings', 't.id as liveTeamId', 'o.id as liveOrganizationId'])
    .where('w.id', '=', websiteId)
    .where('w.publishedVersion', 'is not', null)
    .executeTakeFirst();
  if (!row || !(row.liveTeamId || row.liveOrganizationId)) return null;
  return row;
}

export async function publishedPage(db: Database, websiteId: string, slug: string | null): Promise<PublishedPage | null> {
  const site = await publishedSite(db, websiteId);
  if (!site) return null;
  let query = db
    .selectFrom('websitePagesRendered')
    .select(['slug', 'title', 'seoDescription', 'imageUrl', 'html', 'position'])
    .where('websiteId', '=', site.id);
  query = slug ? query.where('slug', '=', slug) : query.orderBy('position').limit(1);
  const page = await query.executeTakeFirst();
  if (!page) return null;
  return { website: { id: site.id, title: site.title, teamId: site.teamId, organizationId: site.organizationId }, ...page };
}

/** Spec section 3's website (id, title, pages, settings.logos, creator), for the guard and the builder's links. */
export async function publicWebsite(db: Database, websiteId: string): Promise<PublicWebsite> {
  const site = await publishedSite(db, websiteId);
  if (!site) throw new AppError('NOT_FOUND', M.notFound);
  const pages = await db
    .selectFrom('websitePagesRendered')
    .select(['slug', 'title', 'seoDescription'])
    .where('websiteId', '=', site.id)
    .orderBy('position')
    .execute();
  const logos = (site.settings as { logos?: { primary?: string | null; secondary?: string | null } } | null)?.logos;
  return {
    id: site.id,
    title: site.title,
    teamId: site.teamId,
    organizationId: site.organizationId,
    pages,
    settings: { logos: { primary: logos?.primary ?? null, secondary: logos?.secondary ?? null } },
    creator: site.creatorId,
    path: publishedPath(site),
  };
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * A published page as a whole document: the guard's title, description and image (spec section
 * 2) in the head, the inline stylesheet, and the stored body. No script tag: nothing needs one.
 * `origin` makes the canonical link and og:image absolute; `extraHead` is trusted markup the
 * caller built (a custom domain's structured data).
 */
export function publishedDocument(page: PublishedPage, options: { origin: string; path: string; extraHead?: string }): string {
  const title = page.position === 0 || page.title === page.website.title ? page.website.title : `${page.title} | ${page.website.title}`;
  const description = page.seoDescription || page.website.title;
  const image = page.imageUrl ? new URL(page.imageUrl, options.origin).toString() : null;
  const canonical = new URL(options.path, options.origin).toString();
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    image ? `<meta property="og:image" content="${escapeHtml(image)}">` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    image ? `<link rel="preload" as="image" href="${escapeHtml(page.imageUrl!)}">` : '',
    `<style>${SITE_CSS}</style>`,
    options.extraHead ?? '',
  ].join('');
  return `<!doctype html><html lang="en"><head>${head}</head><body>${page.html}</body></html>`;
}
