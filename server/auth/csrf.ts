import { TRPCError, type AnyRouter } from '@trpc/server';
import type { NextFunction, Request, Response } from 'express';
import { APP_MESSAGES } from '../../shared/common/app-messages.ts';
import { HTTP_LIMITS } from '../../shared/limits/limits.ts';
import { AppError, ERROR_CODES } from '../errors/app-error.ts';
import { refuseTrpcRequest } from '../errors/trpc-error-response.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The origin this request was addressed to: its own Host header and the socket's scheme. Behind a
 * proxy that Express trusts (TRUST_PROXY), `req.host` and `req.protocol` read X-Forwarded-Host and
 * X-Forwarded-Proto; from anyone else those headers are ignored. Null when the Host is no plain
 * host[:port].
 */
function ownOrigin(req: Request): string | null {
  const host = req.host;
  if (!host || host.length > HTTP_LIMITS.hostMaxLength) return null;
  let url: URL;
  try {
    url = new URL(`${req.protocol}://${host}`);
  } catch {
    return null;
  }
  const plain = !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash;
  return plain && url.origin !== 'null' ? url.origin : null;
}

/**
 * Whether a state-changing request comes from a page of this origin. The browser says so in
 * Sec-Fetch-Site; where it does not send that header (older Safari), the Origin must be one of
 * ours: a configured one (APP_ORIGIN, the Vite dev server) or the request's own scheme, host and
 * port, so the app opened at http://127.0.0.1:3000 while APP_ORIGIN says localhost is still itself.
 * Requests with neither header come from non-browser clients, which carry no ambient cookies.
 */
export function isSameOriginRequest(req: Request, allowedOrigins: ReadonlySet<string>): boolean {
  const site = req.get('sec-fetch-site');
  if (site === 'same-origin') return true;
  // cross-site, and same-site: a sibling subdomain or another port is another origin.
  if (site && site !== 'none') return false;
  const origin = req.get('origin');
  if (origin === undefined) return true;
  return allowedOrigins.has(origin) || origin === ownOrigin(req);
}

export interface CsrfGuardOptions {
  allowedOrigins: string[];
  /** Requests under this prefix are refused in the tRPC wire format, so the client shows the message. */
  trpc?: { prefix: string; router: AnyRouter };
}

/**
 * Refuses state-changing requests that a browser sent from another origin. tRPC v11 accepts
 * multipart/form-data, which a plain cross-origin HTML form can post without a preflight, so the
 * content type protects nothing; the Origin and Sec-Fetch-Site headers that browsers always send do.
 */
export function csrfGuard({ allowedOrigins, trpc }: CsrfGuardOptions) {
  const allowed = new Set(allowedOrigins.map((origin) => origin.replace(/\/$/, '')));
  const message = APP_MESSAGES.forbiddenOrigin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method) || isSameOriginRequest(req, allowed)) return next();
    if (trpc && req.path.startsWith(`${trpc.prefix}/`)) {
      const error = new TRPCError({ code: ERROR_CODES.FORBIDDEN.trpc, message, cause: new AppError('FORBIDDEN', message) });
      return refuseTrpcRequest(res, trpc.router, req, error, trpc.prefix);
    }
    return res.status(ERROR_CODES.FORBIDDEN.http).json({ error: message });
  };
}
