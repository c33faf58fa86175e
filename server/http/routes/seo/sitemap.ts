import { Router } from 'express';
import { sitemapIndex, sitemapPage } from '../../../domains/sites/sitemap.ts';
import type { Deps } from '../../../deps.ts';
import { ROBOTS_DISALLOWED, SITEMAP_PAGE_PATH, SITEMAP_SECTIONS, sitemapPagePath, type SitemapSection } from '../../../../shared/seo/sitemap.ts';
import { robotsTxt, sendText, sendXml, sitemapIndexXml, urlsetXml } from './sitemap-xml.ts';

const isSection = (value: string): value is SitemapSection => (SITEMAP_SECTIONS as readonly string[]).includes(value);

/**
 * robots.txt and the sitemap of the product's own domain (issue 35): /sitemap.xml is an index of
 * paged child sitemaps, one kind of public page each (events, places, teams, clubs, posts, sites
 * and the marketing and help pages). Addresses are on APP_ORIGIN, the one canonical domain. A
 * custom domain's own robots.txt and sitemap are answered before these (host-routing.ts).
 */
export function sitemapRoutes(deps: Deps<'db' | 'env' | 'clock'>): Router {
  const routes = Router();
  const origin = deps.env.APP_ORIGIN;

  routes.get('/robots.txt', (_req, res) => sendText(res, robotsTxt(origin, ROBOTS_DISALLOWED)));

  routes.get('/sitemap.xml', async (_req, res) => {
    const sections = await sitemapIndex(deps.db, deps.clock.now());
    const paths = sections.flatMap(({ section, pages }) => Array.from({ length: pages }, (_, index) => sitemapPagePath(section, index + 1)));
    sendXml(res, sitemapIndexXml(origin, paths));
  });

  routes.get(SITEMAP_PAGE_PATH, async (req, res) => {
    const [, section = '', page = ''] = SITEMAP_PAGE_PATH.exec(req.path) ?? [];
    if (!isSection(section)) return res.status(404).json({ error: 'Not found' });
    const entries = await sitemapPage(deps.db, deps.clock.now(), section, Number(page));
    // A page past the section's end is not there (a crawler holding an old index drops it).
    if (entries.length === 0) return res.status(404).json({ error: 'Not found' });
    return sendXml(res, urlsetXml(origin, entries));
  });
  return routes;
}
