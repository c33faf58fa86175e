import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Env } from '../../env.ts';
import { PAINT_FIRST_SCRIPT_SOURCE } from '../routes/pages/paint-first.ts';

/** Helmet with a CSP that allows exactly the third parties whose keys are configured. */
export function securityHeaders(env: Env) {
  // The one inline script: the loader that starts a rendered page's scripts once it is painted.
  const scripts = ["'self'", PAINT_FIRST_SCRIPT_SOURCE];
  const connect = ["'self'"];
  const frames: string[] = [];
  if (env.GOOGLE_MAPS_API_KEY) {
    scripts.push('https://maps.googleapis.com');
    connect.push('https://maps.googleapis.com', 'https://places.googleapis.com');
  }
  if (env.STRIPE_PUBLISHABLE_KEY) {
    scripts.push('https://js.stripe.com');
    connect.push('https://api.stripe.com');
    frames.push('https://js.stripe.com', 'https://hooks.stripe.com');
  }
  if (env.POSTHOG_KEY) {
    const host = new URL(env.POSTHOG_HOST).origin;
    const assets = host.replace('://us.i.', '://us-assets.i.').replace('://eu.i.', '://eu-assets.i.');
    scripts.push(host, assets);
    connect.push(host, assets);
  }
  return staticHeaders(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: scripts,
          // Emotion (Chakra) injects style elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:', 'https://fonts.gstatic.com'],
          connectSrc: connect,
          frameSrc: frames.length ? frames : ["'none'"],
          workerSrc: ["'self'", 'blob:'],
          upgradeInsecureRequests: env.isProduction ? [] : null,
        },
      },
      strictTransportSecurity: env.isProduction,
    }),
  );
}

/**
 * Helmet's headers depend only on configuration, so they are worked out once and copied onto
 * each response instead of recomputed per request.
 */
const API_HEADERS = new Map([
  ['X-Content-Type-Options', 'nosniff'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Referrer-Policy', 'no-referrer'],
  ['Cache-Control', 'no-store'],
]);

function staticHeaders(middleware: RequestHandler): RequestHandler {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  };
  middleware({} as never, recorder as never, () => {});
  return (req, res, next) => {
    // JSON API answers are never rendered as documents: the document policies (CSP and the
    // rest) would only add a kilobyte to every response.
    const entries = req.path.startsWith('/trpc/') ? API_HEADERS : headers;
    for (const [name, value] of entries) res.setHeader(name, value);
    // No removeHeader('X-Powered-By') here (helmet's way): the app never sets it (app.disable in
    // createApp), and deleting from a response's header table on every request slowed every later
    // header operation of it.
    next();
  };
}
