import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Deps } from '../deps.ts';
import { hostnameOf, publishedSitePaths, verifiedDomainSite, type DomainSite } from '../domains/sites/custom-domain-lookup.ts';
import { publishedDocument, publishedPage } from '../domains/sites/published-pages.ts';
import { websiteStructuredData } from '../domains/sites/structured-data.ts';
import { robotsTxt, sendText, sendXml, urlsetXml } from './routes/seo/sitemap-xml.ts';
import { isOwnHost } from '../../shared/custom-domains/custom-domains.ts';
import { SIGN_IN_PAGES } from '../../shared/auth/sign-in-pages.ts';
import { MESSAGES } from '../../shared/common/spec-messages.ts';
import { SITE_LIMITS, SLUG_PATTERN } from '../../shared/sites/blocks.ts';
import { jsonLdScript } from '../../shared/seo/structured-data.ts';

/**
 * Spec section 2, on a custom domain "a reduced table applies: the site at the root plus
 * user-onboarding". What a verified domain answers itself: the site's pages (home at "/", the
 * others at "/{slug}"), its own robots.txt and sitemap.xml, and the site's long addresses sent to
 * the short ones. What it passes to the app: user-onboarding, the sign-in pages onboarding starts
 * from, and what those pages load (the client's files, the API, uploads, Google sign-in).
 * Anything else is not found. An unknown, pending or failed domain is not routed: the request goes
 * on to the app as any other host would (the app also answers at 127.0.0.1 and the like).
 */
const PASSED_TO_APP = new RegExp(
  [
    '^/user-onboarding/?$',
    `^/(auth/)?(${SIGN_IN_PAGES.join('|')})/?$`,
    '^/(assets|trpc|uploads)/',
    '^/auth/google(/|$)',
    '^/[\\w.-]+\\.(svg|png|ico|js|webmanifest)$',
  ].join('|'),
);
const SITE_LONG_PATH = /^\/(?:site\/view|organization-website)\/([0-9a-f-]{36})(?:\/([^/]*))?\/?$/i;
const PAGE_PATH = /^\/([^/]*)\/?$/;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function notFound(res: Response) {
  res
    .status(404)
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Page not found</title></head>` +
        `<body><main><h1>${escapeHtml(MESSAGES.notFoundTitle)}</h1><p>${escapeHtml(MESSAGES.notFoundSubtitle)}</p><p><a href="/">Home</a></p></main></body></html>`,
    );
}

export function customDomainRouting(deps: Deps<'db' | 'env'>): RequestHandler {
  const ownHost = new URL(deps.env.APP_ORIGIN).hostname.toLowerCase();

  async function serveSite(req: Request, res: Response, site: DomainSite, origin: string) {
    if (req.path === '/robots.txt') return sendText(res, robotsTxt(origin, []));
    if (req.path === '/sitemap.xml') return sendXml(res, urlsetXml(origin, await publishedSitePaths(deps.db, site)));
    const long = SITE_LONG_PATH.exec(req.path);
    if (long) {
      if (long[1]!.toLowerCase() !== site.websiteId) return notFound(res);
      return res.redirect(301, `/${long[2] ?? ''}`);
    }
    const slug = PAGE_PATH.exec(req.path)?.[1] ?? null;
    if (slug === null || (slug !== '' && (slug.length > SITE_LIMITS.slugMax || !SLUG_PATTERN.test(slug)))) return notFound(res);
    const page = await publishedPage(deps.db, site.websiteId, slug || null);
    if (!page) return notFound(res);
    // The home page (the first) is at the root; the others at their slug.
    const path = page.position === 0 ? '/' : `/${page.slug}`;
    const structured = await websiteStructuredData(deps.db, site, `${origin}${path}`);
    res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
    return res.type('html').send(publishedDocument(page, { origin, path, extraHead: structured ? jsonLdScript(structured) : '' }));
  }

  return async (req: Request, res: Response, next: NextFunction) => {
    const hostname = hostnameOf(req.hostname);
    if (hostname === null || isOwnHost(hostname, ownHost)) return next();
    const site = await verifiedDomainSite(deps.db, hostname);
    if (!site || PASSED_TO_APP.test(req.path)) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') return notFound(res);
    return serveSite(req, res, site, `${req.protocol}://${req.host}`);
  };
}
