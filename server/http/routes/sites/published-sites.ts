import { Router, type Request, type Response } from 'express';
import type { AppDeps } from '../../../trpc/context.ts';
import { publishedDocument, publishedPage } from '../../../domains/sites/published-pages.ts';
import { websiteStructuredData } from '../../../domains/sites/structured-data.ts';
import { jsonLdScript } from '../../../../shared/seo/structured-data.ts';
import { isUuid } from '../../../../shared/common/uuid.ts';
import { publishedPath, SITE_PATHS } from '../../../../shared/sites/paths.ts';
import { SITE_LIMITS, SLUG_PATTERN } from '../../../../shared/sites/blocks.ts';

/**
 * Published websites (issue 35): site/view/{id} and organization-website/{id}, each with a page
 * slug after it for the other pages, served as static HTML from website_pages_rendered: one
 * lookup, no app JavaScript (the only script element is the site's JSON-LD, which is data). The team-site guard of spec section 2: no id, or a site (or its team)
 * that is missing, redirects to the root; an unknown page goes to the site's home.
 */
export function publishedSiteRoutes(deps: AppDeps): Router {
  const routes = Router();

  async function serve(req: Request, res: Response, kind: 'team' | 'organization') {
    const id = String(req.params.id ?? '');
    const rawSlug = req.params.slug === undefined ? null : String(req.params.slug).toLowerCase();
    if (!isUuid(id)) return res.redirect(302, '/');
    const slug = rawSlug && rawSlug.length <= SITE_LIMITS.slugMax && SLUG_PATTERN.test(rawSlug) ? rawSlug : null;
    const page = await publishedPage(deps.db, id, slug);
    if (!page) {
      if (rawSlug && (await publishedPage(deps.db, id, null)))
        return res.redirect(302, kind === 'team' ? SITE_PATHS.view(id) : SITE_PATHS.organizationView(id));
      return res.redirect(302, '/');
    }
    // Each kind of site answers at its own path; the other one moves there.
    const own = publishedPath(page.website, page.slug);
    if ((kind === 'organization') !== !!page.website.organizationId) return res.redirect(301, own);
    res.set('Content-Type', 'text/html; charset=utf-8');
    // Shared caches may keep a page briefly; a re-render shows within a minute at worst.
    res.set('Cache-Control', 'public, max-age=0, must-revalidate');
    // SportsTeam / SportsOrganization data for search engines: JSON, never run by the browser.
    const structured = await websiteStructuredData(deps.db, page.website, `${deps.env.APP_ORIGIN}${own}`);
    const extraHead = structured ? jsonLdScript(structured) : '';
    return res.status(200).send(publishedDocument(page, { origin: deps.env.APP_ORIGIN, path: own, extraHead }));
  }

  routes.get(['/site/view', '/organization-website'], (_req, res) => res.redirect(302, '/'));
  routes.get(['/site/view/:id', '/site/view/:id/:slug'], (req, res, next) => serve(req, res, 'team').catch(next));
  routes.get(['/organization-website/:id', '/organization-website/:id/:slug'], (req, res, next) => serve(req, res, 'organization').catch(next));
  return routes;
}
