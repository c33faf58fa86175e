import helmet from 'helmet';
import type { Env } from '../env.ts';

/** Helmet with a CSP that allows exactly the third parties whose keys are configured. */
export function securityHeaders(env: Env) {
  const scripts = ["'self'"];
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
  return helmet({
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
  });
}
