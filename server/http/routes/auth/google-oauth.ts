import { parse, serialize } from 'cookie';
import { Router } from 'express';
import { expressCookieJar } from '../../../auth/cookies.ts';
import { constantTimeEqual } from '../../../auth/tokens.ts';
import { signInWithProvider } from '../../../domains/auth/provider-sign-in.ts';
import type { GoogleClient } from '../../../integrations/google.ts';
import { AppError } from '../../../errors/app-error.ts';
import type { AppDeps } from '../../../trpc/context.ts';
import { MESSAGES } from '../../../../shared/common/spec-messages.ts';

const STATE_COOKIE = 'rally_oauth_state';
const VERIFIER_COOKIE = 'rally_oauth_verifier';

/** Google sign-in through arctic: /auth/google starts it, the callback finishes it. */
export function googleOAuthRoutes(deps: AppDeps, google: GoogleClient): Router {
  const routes = Router();
  const secure = !deps.env.isDevelopment;
  const shortCookie = (name: string, value: string) =>
    serialize(name, value, { httpOnly: true, sameSite: 'lax', secure, path: '/auth/google', maxAge: value ? 600 : 0 });
  const fail = (code: string) => `/login?error=${encodeURIComponent(code)}`;

  routes.get('/auth/google', (_req, res) => {
    const { url, state, codeVerifier } = google.start();
    res.appendHeader('Set-Cookie', [shortCookie(STATE_COOKIE, state), shortCookie(VERIFIER_COOKIE, codeVerifier)]);
    res.redirect(302, url.toString());
  });

  routes.get('/auth/google/callback', async (req, res) => {
    const cookies = parse(req.headers.cookie ?? '');
    res.appendHeader('Set-Cookie', [shortCookie(STATE_COOKIE, ''), shortCookie(VERIFIER_COOKIE, '')]);
    const { code, state, error } = req.query as Record<string, string | undefined>;
    if (error === 'access_denied') return res.redirect(302, fail('CancelledByUser'));
    const expected = cookies[STATE_COOKIE];
    const verifier = cookies[VERIFIER_COOKIE];
    if (!code || !state || !expected || !verifier || !constantTimeEqual(state, expected)) {
      return res.redirect(302, fail('Unknown'));
    }
    try {
      const identity = await google.finish(code, verifier);
      const jar = expressCookieJar(req, res, secure);
      const { session } = await signInWithProvider(deps.db, identity, { ip: req.ip ?? 'unknown', userAgent: req.get('user-agent') ?? null, cookies: jar });
      jar.set(session.token, session.expiresAt);
      return res.redirect(302, '/home');
    } catch (err) {
      if (err instanceof AppError && err.message === MESSAGES.noProviderUser) return res.redirect(302, fail('NoProviderUser'));
      deps.log.warn({ err }, 'google sign-in failed');
      return res.redirect(302, fail('Unknown'));
    }
  });
  return routes;
}
