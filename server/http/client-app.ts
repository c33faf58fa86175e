import express, { Router } from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Serves the built client, with index.html for every route the client owns. */
export function clientAppRoutes(distDir: string): Router {
  const routes = Router();
  const indexFile = path.join(distDir, 'index.html');
  routes.use('/assets', express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
  routes.use(express.static(distDir, { index: false }));
  routes.get(/^(?!\/(trpc|webhooks|dev|healthz|uploads|calendar|events)(\/|$)|\/auth\/google(\/|$)).*/, (_req, res) => {
    if (!existsSync(indexFile)) return res.status(503).type('text').send('The client is not built yet: run `npm run build`.');
    res.setHeader('Cache-Control', 'no-cache');
    return res.sendFile(indexFile);
  });
  return routes;
}
