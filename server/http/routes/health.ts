import { sql } from 'kysely';
import { Router } from 'express';
import type { Database } from '../../db/database.ts';

export function healthRoutes(db: Database): Router {
  const routes = Router();
  routes.get('/healthz', async (_req, res) => {
    const started = performance.now();
    try {
      await sql`select 1`.execute(db);
      res.json({ status: 'ok', database: { status: 'up', latencyMs: Math.round(performance.now() - started) } });
    } catch {
      res.status(503).json({ status: 'degraded', database: { status: 'down' } });
    }
  });
  return routes;
}
