import compression from 'compression';
import { Router, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import path from 'node:path';
import type { Database } from '../../../db/database.ts';
import type { Context } from '../../../trpc/context.ts';
import { pageHeadFor, type PageHead } from './page-meta.ts';
import { staticPageMeta } from '../../../../shared/pages/page-meta.ts';
import { renderPageHtml, withServerRendered } from './page-html.ts';
import { cachedFile } from './cached-file.ts';
import { pageRoutesPreloads, withPreloads } from './page-preloads.ts';
import { paintFirst } from './paint-first.ts';
import { isSignInPath, SIGN_IN_ALIASES } from '../../../../shared/auth/sign-in-pages.ts';
import { isServerRendered, renderOnServer, warmServerRender, type ServerRendered } from './server-render.ts';

/** Addresses people guess for a page that lives under another (the spec's own paths stay as they are). */
const PAGE_ALIASES: Readonly<Record<string, string>> = { '/pricing': '/organizer/pricing', '/plans': '/organizer/pricing' };

interface ClientAppOptions {
  db: Database;
  appOrigin: string;
  /** The visitor's tRPC context; with it, public pages are rendered on the server first. */
  createContext?: (opts: { req: Request; res: Response }) => Promise<Context>;
}

/** A render (once the client's modules are loaded) slower than this is abandoned for the plain shell: the browser renders it instead. */
const SERVER_RENDER_BUDGET_MS = 2_000;

/**
 * Serves the built client. Scripts, styles and other text files go out precompressed at build
 * (brotli, else gzip, with Vary: Accept-Encoding); hashed assets are immutable. Every route the
 * client owns gets index.html with its own title and description (and Open Graph tags for events,
 * places and teams), never cached, compressed on the way out.
 */
export function clientAppRoutes(distDir: string, options: ClientAppOptions): Router {
  const routes = Router();
  const indexFile = path.join(distDir, 'index.html');
  const precompressed = (dir: string, serveStatic: NonNullable<Parameters<typeof expressStaticGzip>[1]>['serveStatic']) =>
    expressStaticGzip(dir, { enableBrotli: true, orderPreference: ['br', 'gz'], index: false, serveStatic });
  routes.use('/assets', precompressed(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  routes.use(precompressed(distDir, { index: false, maxAge: '1h' }));
  // index.html, read again only when a new build replaced it.
  const template = cachedFile(indexFile, (html) => html);
  const preloads = pageRoutesPreloads(distDir);
  if (options.createContext) warmServerRender();
  const aliases: Record<string, string> = {
    ...Object.fromEntries(Object.entries(SIGN_IN_ALIASES).map(([alias, page]) => [alias, `/${page}`])),
    ...PAGE_ALIASES,
  };
  routes.get(Object.keys(aliases), (req, res) => {
    const search = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    // Express matched it case-blind and with or without a trailing slash; the table's keys are neither.
    res.redirect(301, `${aliases[req.path.toLowerCase().replace(/\/$/, '')] ?? '/login'}${search}`);
  });
  routes.get(
    /^(?!\/(trpc|webhooks|dev|healthz|uploads|calendar|events|forms)(\/|$)|\/auth\/google(\/|$)).*/,
    compression({ threshold: 0 }),
    async (req, res, next) => {
      try {
        const html = await template();
        if (html === null) return res.status(503).type('text').send('The client is not built yet: run `npm run build`.');
        // The request's context (its session), looked up once, for whichever of the two below needs it.
        let context: Promise<Context> | null = null;
        const contextOf = (create: NonNullable<ClientAppOptions['createContext']>) => (context ??= create({ req, res }));
        // One canonical address per page: "/features/" is "/features".
        const canonicalPath = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
        const pageUrl = `${options.appOrigin}${canonicalPath}`;
        const [signedOutHead, rendered] = await Promise.all([pageHeadFor(options.db, req.path, null, req.query, pageUrl), serverRender(req, contextOf)]);
        const preloadTags = await preloads(req.path, rendered?.parts);
        // Not there for a guest: perhaps there for this signed-in viewer (their private event or team).
        const head = signedOutHead.found ? signedOutHead : await headForViewer(req, contextOf, signedOutHead);
        // A rendered page carries the visitor's own data (their session's answers): never a shared cache's.
        res.setHeader('Cache-Control', rendered ? 'private, no-cache' : 'no-cache');
        // The app still comes with it: the browser shows the not-found page (or, to a visitor who may
        // see a private event, the event).
        if (!head.found) res.status(404);
        const page = withPreloads(renderPageHtml(html, head, pageUrl), preloadTags);
        // A rendered page is painted before its scripts start (paint-first.ts); the plain app needs them to show anything.
        // Not a sign-in page: its whole code is the entry's two files, which then load beside the HTML as before
        // (bench:web, /login on a phone: 96-98 as it was, 90 when painted first, the entry's evaluation then counted as blocking).
        return res.type('html').send(rendered ? withServerRendered(isSignInPath(req.path) ? page : paintFirst(page), rendered) : page);
      } catch (error) {
        return next(error);
      }
    },
  );
  return routes;

  type ContextOf = (create: NonNullable<ClientAppOptions['createContext']>) => Promise<Context>;

  async function headForViewer(req: Request, contextOf: ContextOf, signedOut: PageHead): Promise<PageHead> {
    // Only a path the app knows (an event, team) can be there for someone; an unknown one is not.
    if (!options.createContext || !req.headers.cookie || !staticPageMeta(req.path)) return signedOut;
    const ctx = await contextOf(options.createContext);
    return ctx.auth ? pageHeadFor(options.db, req.path, ctx.auth.user.id, req.query) : signedOut;
  }

  async function serverRender(req: Request, contextOf: ContextOf): Promise<ServerRendered | null> {
    // A session cookie may make a member page one to render: only then is the session looked up here.
    if (!options.createContext || !isServerRendered(req.path, !!req.headers.cookie)) return null;
    try {
      const ctx = await contextOf(options.createContext);
      if (!isServerRendered(req.path, !!ctx.auth)) return null;
      const search = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?') + 1) : '';
      return await renderOnServer(ctx, req.path, search, SERVER_RENDER_BUDGET_MS);
    } catch (error) {
      // The browser renders the page as it always could: a failed first render costs speed, not the page.
      req.log?.warn({ err: error }, 'server render failed');
      return null;
    }
  }
}
