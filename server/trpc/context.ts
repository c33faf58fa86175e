import type { Request, Response } from 'express';
import type { SessionCookieJar } from '../auth/cookies.ts';
import { expressCookieJar } from '../auth/cookies.ts';
import type { RateLimiter } from '../auth/rate-limit.ts';
import { validateSessionToken, type ValidatedSession } from '../auth/session.ts';
import type { Database } from '../db/database.ts';
import type { Env } from '../env.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { Logger } from '../logger.ts';

/** Long-lived things every request shares. */
export interface AppDeps {
  db: Database;
  jobs: JobQueue;
  env: Env;
  log: Logger;
  /** Rate limits: counted in Postgres, with an in-process front that refuses floods cheaply. One per app. */
  rateLimiter: RateLimiter;
  /** For the one dedicated LISTEN connection per process (live notification counts). */
  databaseUrl: string;
}

export interface Context extends AppDeps {
  cookies: SessionCookieJar;
  ip: string;
  userAgent: string | null;
  auth: ValidatedSession | null;
}

/**
 * Builds a context without an HTTP request: used by createCaller in tests and by createContext.
 * The session is resolved here, once, so a batch of procedures shares one lookup.
 */
export async function createInnerContext(
  deps: AppDeps,
  request: { cookies: SessionCookieJar; ip: string; userAgent: string | null },
): Promise<Context> {
  const token = request.cookies.read();
  let auth: ValidatedSession | null = null;
  if (token) {
    auth = await validateSessionToken(deps.db, token);
    if (!auth) request.cookies.clear();
    else if (auth.renewed) request.cookies.set(token, auth.session.expiresAt);
  }
  return { ...deps, ...request, auth };
}

export function contextFactory(deps: AppDeps) {
  const secure = !deps.env.isDevelopment;
  return ({ req, res }: { req: Request; res: Response }) =>
    createInnerContext(deps, {
      cookies: expressCookieJar(req, res, secure),
      ip: req.ip ?? 'unknown',
      userAgent: req.get('user-agent') ?? null,
    });
}
