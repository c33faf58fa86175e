import type { Response } from 'express';
import type { SitemapEntry } from '../../../domains/sites/sitemap.ts';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const HEADER = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A <urlset> of addresses on `origin` (https://rally.example, or a custom domain's own). */
export function urlsetXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) => `  <url><loc>${escapeXml(origin + entry.path)}</loc>${entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : ''}</url>`,
  );
  return [HEADER, `<urlset xmlns="${NAMESPACE}">`, ...urls, '</urlset>', ''].join('\n');
}

/** A <sitemapindex> of child sitemaps' paths on `origin`. */
export function sitemapIndexXml(origin: string, paths: readonly string[]): string {
  const sitemaps = paths.map((path) => `  <sitemap><loc>${escapeXml(origin + path)}</loc></sitemap>`);
  return [HEADER, `<sitemapindex xmlns="${NAMESPACE}">`, ...sitemaps, '</sitemapindex>', ''].join('\n');
}

/** robots.txt: what a crawler may skip, and where the sitemap is. */
export function robotsTxt(origin: string, disallowed: readonly string[]): string {
  return [
    'User-agent: *',
    ...(disallowed.length ? disallowed.map((path) => `Disallow: ${path}`) : ['Allow: /']),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

// Crawlers come back daily at most; ten minutes keeps a new event's listing prompt.
const CACHE = 'public, max-age=600';

export function sendXml(res: Response, body: string) {
  res.setHeader('Cache-Control', CACHE);
  res.type('application/xml; charset=utf-8').send(body);
}

export function sendText(res: Response, body: string) {
  res.setHeader('Cache-Control', CACHE);
  res.type('text/plain; charset=utf-8').send(body);
}
