import type { NextFunction, Request, Response } from 'express';
import { APP_MESSAGES } from '../../shared/messages.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sent from another site. tRPC v11 accepts
 * multipart/form-data, which a plain cross-origin HTML form can post without a preflight, so the
 * content type protects nothing; the Origin and Sec-Fetch-Site headers that browsers always send do.
 * Requests with neither header come from non-browser clients, which carry no ambient cookies to abuse.
 */
export function csrfGuard(allowedOrigins: string[]) {
  const allowed = new Set(allowedOrigins.map((origin) => origin.replace(/\/$/, '')));
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const site = req.get('sec-fetch-site');
    if (site && site !== 'same-origin' && site !== 'none') {
      return res.status(403).json({ error: APP_MESSAGES.forbiddenOrigin });
    }
    const origin = req.get('origin');
    if (origin !== undefined && !allowed.has(origin)) {
      return res.status(403).json({ error: APP_MESSAGES.forbiddenOrigin });
    }
    return next();
  };
}
