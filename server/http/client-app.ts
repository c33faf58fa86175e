import compression from 'compression';
import { Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/database.ts';
import { pageHeadFor } from './page-meta.ts';
import { renderPageHtml } from './page-html.ts';

interface ClientAppOptions {
  db: Database;
  appOrigin: string;
}

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
  const template = cachedTemplate(indexFile);
  routes.get(/^(?!\/(trpc|webhooks|dev|healthz|uploads|calendar|events)(\/|$)|\/auth\/google(\/|$)).*/, compression({ threshold: 0 }), async (req, res, next) => {
    try {
      const html = await template();
      if (html === null) return res.status(503).type('text').send('The client is not built yet: run `npm run build`.');
      const head = await pageHeadFor(options.db, req.path);
      res.setHeader('Cache-Control', 'no-cache');
      return res.type('html').send(renderPageHtml(html, head, `${options.appOrigin}${req.path}`));
    } catch (error) {
      return next(error);
    }
  });
  return routes;
}

/** index.html, read again only when a new build replaced it. */
function cachedTemplate(file: string): () => Promise<string | null> {
  let cached: { mtimeMs: number; html: string } | null = null;
  return async () => {
    const info = await stat(file).catch(() => null);
    if (!info) return null;
    if (cached?.mtimeMs !== info.mtimeMs) cached = { mtimeMs: info.mtimeMs, html: await readFile(file, 'utf8') };
    return cached.html;
  };
}
