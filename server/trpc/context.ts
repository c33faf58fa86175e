import type { Request, Response } from 'express';
import type { SessionCookieJar } from '../auth/cookies.ts';
import { expressCookieJar } from '../auth/cookies.ts';
import { authenticateRequest } from '../auth/authenticate-request.ts';
import type { ValidatedSession } from '../auth/session.ts';
import type { DomainDeps } from '../deps.ts';

/** Long-lived things every request shares: the domain's deps, and what only the transport needs. */
export interface AppDeps extends DomainDeps {
  /** For the one dedicated LISTEN connection per process (live notification counts). */
  databaseUrl: string;
}

export interface Context extends AppDeps {
  cookies: SessionCookieJar;
  ip: string;
  userAgent: string | null;
  /** The request's id (X-Request-Id), so an error logged by the formatter can be found beside its request line. */
  requestId: string | null;
  /** The Accept-Language header, for a guest's unit system (shared/common/units.ts bounds it before reading). */
  acceptLanguage: string | null;
  auth: ValidatedSession | null;
}

/**
 * Builds a context without an HTTP request: used by createCaller in tests and by createContext.
 * The session is resolved here, once, so a batch of procedures shares one lookup.
 */
export async function createInnerContext(
  deps: AppDeps,
  request: { cookies: SessionCookieJar; ip: string; userAgent: string | null; requestId?: string; acceptLanguage?: string | null },
): Promise<Context> {
  const auth = await authenticateRequest(deps.db, request.cookies);
  return { ...deps, ...request, requestId: request.requestId ?? null, acceptLanguage: request.acceptLanguage ?? null, auth };
}

export function contextFactory(deps: AppDeps) {
  const secure = !deps.env.isDevelopment;
  return ({ req, res }: { req: Request; res: Response }) =>
    createInnerContext(deps, {
      cookies: expressCookieJar(req, res, secure),
      ip: req.ip ?? 'unknown',
      userAgent: req.get('user-agent') ?? null,
      requestId: req.id,
      acceptLanguage: req.get('accept-language') ?? null,
    });
}
