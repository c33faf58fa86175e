import { z } from 'zod';
import { listGameTypes, listGenders } from '../domains/users/reference-lists.ts';
import { publicProcedure, router } from '../trpc/trpc.ts';

/** Public client configuration: which optional services have keys, and their public keys. */
export const systemRouter = router({
  /** Game types and genders, 'Any' included; the client filters it out where it does not fit. */
  gameTypes: publicProcedure.output(z.array(z.string())).query(({ ctx }) => listGameTypes(ctx.db)),
  genders: publicProcedure.output(z.array(z.string())).query(({ ctx }) => listGenders(ctx.db)),

  config: publicProcedure
    .output(
      z.object({
        environment: z.enum(['development', 'test', 'production']),
        googleSignIn: z.boolean(),
        mapsApiKey: z.string().nullable(),
        stripePublishableKey: z.string().nullable(),
        posthog: z.object({ key: z.string(), host: z.string() }).nullable(),
      }),
    )
    .query(({ ctx }) => ({
      environment: ctx.env.NODE_ENV,
      googleSignIn: ctx.env.googleEnabled,
      mapsApiKey: ctx.env.GOOGLE_MAPS_API_KEY ?? null,
      stripePublishableKey: ctx.env.STRIPE_PUBLISHABLE_KEY ?? null,
      posthog: ctx.env.POSTHOG_KEY ? { key: ctx.env.POSTHOG_KEY, host: ctx.env.POSTHOG_HOST } : null,
    })),
});
