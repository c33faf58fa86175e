import type { Request, Response } from 'express';
import type { Database } from '../db/database.ts';
import { expressCookieJar, type SessionCookieJar } from './cookies.ts';
import { validateSessionToken, type ValidatedSession } from './session.ts';

/**
 * The one way a request is authenticated, whatever the route (tRPC, uploads, calendar):
 * read the session cookie, look the session up, clear a cookie that names no live session,
 * and send the cookie again when the sliding expiry moved.
 */
export async function authenticateRequest(db: Database, cookies: SessionCookieJar): Promise<ValidatedSession | null> {
  const token = cookies.read();
  if (!token) return null;
  const auth = await validateSessionToken(db, token);
  if (!auth) cookies.clear();
  else if (auth.renewed) cookies.set(token, auth.session.expiresAt);
  return auth;
}

/** The same for a plain Express route, with the cookie settings of this deployment. */
export function authenticateExpressRequest(db: Database, req: Request, res: Response, secureCookies: boolean): Promise<ValidatedSession | null> {
  return authenticateRequest(db, expressCookieJar(req, res, secureCookies));
}
