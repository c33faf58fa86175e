import { createExpressMiddleware } from '@trpc/server/adapters/express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { csrfGuard } from './auth/csrf.ts';
import { calendarRoutes } from './http/routes/events/calendar.ts';
import { clientAppRoutes } from './http/routes/pages/client-app.ts';
import { devOutboxRoutes } from './http/routes/dev/dev-outbox.ts';
import { devJobRoutes } from './http/routes/dev/dev-jobs.ts';
import { formRecordRoutes } from './http/routes/forms/form-records.ts';
import { formFileRoutes } from './http/routes/forms/form-files.ts';
import { googleOAuthRoutes } from './http/routes/auth/google-oauth.ts';
import { healthRoutes } from './http/routes/health.ts';
import { sitemapRoutes } from './http/routes/seo/sitemap.ts';
import { tlsAskRoutes } from './http/routes/seo/tls-ask.ts';
import { customDomainRouting } from './http/host-routing.ts';
import { placePhotoRoutes } from './http/routes/places/place-photos.ts';
import { postPhotoRoutes } from './http/routes/posts/post-photos.ts';
import { publishedSiteRoutes } from './http/routes/sites/published-sites.ts';
import { siteImageRoutes } from './http/routes/sites/site-images.ts';
import { teamLogoRoutes } from './http/routes/teams/team-logo.ts';
import { clubLogoRoutes } from './http/routes/organizations/club-logo.ts';
import { requestLog } from './http/middleware/request-log.ts';
import { securityHeaders } from './http/middleware/security-headers.ts';
import { stripeWebhookRoutes } from './http/routes/billing/stripe-webhook.ts';
import { trpcQueryFastPath } from './http/middleware/trpc-query-fast-path.ts';
import { trpcBodyCap } from './http/middleware/body-cap.ts';
import { uploadRoutes } from './http/routes/uploads/uploads.ts';
import type { GoogleClient } from './integrations/google.ts';
import { appRouter } from './routers/index.ts';
import type { FileStorage } from './storage/storage.ts';
import { contextFactory, type AppDeps } from './trpc/context.ts';
import { API_LIMITS } from '../shared/limits/limits.ts';
import { APP_MESSAGES } from '../shared/common/app-messages.ts';
import { VALIDATION_MESSAGES } from '../shared/common/validation-messages.ts';

export interface AppOptions {
  google: GoogleClient | null;
  /** Built client to serve; omitted when Vite serves it (npm run dev) or in API-only tests. */
  clientDist?: string;
  /** Origins besides APP_ORIGIN whose requests count as our own (the Vite dev server). */
  extraOrigins?: string[];
  /** Where uploaded avatars go; without it the upload routes are not mounted (API-only tests). */
  storage?: FileStorage;
}

export function createApp(deps: AppDeps, options: AppOptions) {
  const { env, log } = deps;
  const app = express();
  app.disable('x-powered-by');
  if (env.TRUST_PROXY) app.set('trust proxy', /^\d+$/.test(env.TRUST_PROXY) ? Number(env.TRUST_PROXY) : env.TRUST_PROXY);

  app.use(requestLog(log, { ignore: (path) => path === '/healthz' }));
  app.set('etag', false);
  app.use(securityHeaders(env));
  const allowedOrigins = [env.APP_ORIGIN, ...(options.extraOrigins ?? [])];

  // The API is mounted first: none of the routes before the pages answers under /trpc (health, the
  // TLS ask, webhooks, uploads; a custom domain passes /trpc on to the app), so a call skips them
  // all instead of passing through a dozen routers, and a custom domain's API call no longer costs
  // a domain lookup. Its own Origin check comes first, as every state-changing request's does;
  // mounted at /trpc, every path it sees is a procedure path.
  const createContext = contextFactory(deps);
  app.use(
    '/trpc',
    csrfGuard({ allowedOrigins, trpc: { prefix: '', router: appRouter } }),
    trpcBodyCap(appRouter, API_LIMITS.maxBodyBytes),
    trpcQueryFastPath(appRouter, createContext),
    createExpressMiddleware({
      router: appRouter,
      createContext,
      maxBodySize: API_LIMITS.maxBodyBytes,
      maxBatchSize: API_LIMITS.maxBatchSize,
      // The error formatter logs failed calls with their request id; only a context that could
      // not be built (the database unreachable) leaves it without one.
      onError: ({ error, path, ctx }) => {
        if (!ctx && error.code === 'INTERNAL_SERVER_ERROR') log.error({ err: error, path }, 'context failed');
      },
    }),
  );

  app.use(healthRoutes(deps.db));
  app.use(tlsAskRoutes(deps));
  // A verified custom domain answers with its website and the reduced route table (issue 35).
  app.use(customDomainRouting(deps));
  // Raw body for the signature check, and no Origin check: Stripe is not a browser.
  app.use(stripeWebhookRoutes(deps));
  app.use(csrfGuard({ allowedOrigins }));
  // Before the upload routes: they end in the /uploads static folder, which answers every other method with 405.
  if (options.storage) app.use(placePhotoRoutes(deps, options.storage));
  if (options.storage) app.use(postPhotoRoutes(deps, options.storage));
  if (options.storage) app.use(teamLogoRoutes(deps, options.storage));
  if (options.storage) app.use(clubLogoRoutes(deps, options.storage));
  if (options.storage) app.use(siteImageRoutes(deps, options.storage));
  // Form files are kept in private storage (deps.privateFiles), whatever holds the public uploads.
  app.use(formFileRoutes(deps));
  if (options.storage) app.use(uploadRoutes(deps, options.storage, options.storage.localDir ?? null));

  // iCal: a user's private feed (token in the URL) and one event's .ics download.
  app.use(calendarRoutes(deps));
  app.use(sitemapRoutes(deps));
  app.use(formRecordRoutes(deps));
  // Published websites are static HTML of their own, never the app's page.
  app.use(publishedSiteRoutes(deps));
  if (options.google) app.use(googleOAuthRoutes(deps, options.google));
  if (!env.isProduction) app.use(devOutboxRoutes(deps.db, env.APP_ORIGIN));
  if (!env.isProduction) app.use(devJobRoutes(deps));
  if (options.clientDist) app.use(clientAppRoutes(options.clientDist, { db: deps.db, appOrigin: env.APP_ORIGIN, createContext }));

  app.use((_req: Request, res: Response) => res.status(404).json({ error: 'Not found' }));
  // Last resort: a generic body, never a stack trace.
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    req.log?.error({ err }, 'unhandled error');
    if (res.headersSent) return;
    const status = typeof err === 'object' && err && 'status' in err && typeof err.status === 'number' ? err.status : 500;
    res.status(status).json({ error: status >= 500 ? APP_MESSAGES.somethingWentWrong : VALIDATION_MESSAGES.badRequest });
  });
  return app;
}
