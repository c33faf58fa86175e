import { unitSystemOfLanguages } from '../../shared/common/units.ts';
import { clientConfigOutput, referenceListOutput } from '../domains/system/outputs.ts';
import { listGameTypes, listGenders } from '../domains/system/reference-lists.ts';
import { publicProcedure, router } from '../trpc/trpc.ts';

/** Public client configuration: which optional services have keys, and their public keys. */
export const systemRouter = router({
  /** Game types and genders, 'Any' included; the client filters it out where it does not fit. */
  gameTypes: publicProcedure.output(referenceListOutput).query(({ ctx }) => listGameTypes(ctx.db)),
  genders: publicProcedure.output(referenceListOutput).query(({ ctx }) => listGenders(ctx.db)),

  config: publicProcedure.output(clientConfigOutput).query(({ ctx }) => ({
    environment: ctx.env.NODE_ENV,
    googleSignIn: ctx.env.googleEnabled,
    mapsApiKey: ctx.env.GOOGLE_MAPS_API_KEY ?? null,
    stripePublishableKey: ctx.env.STRIPE_PUBLISHABLE_KEY ?? null,
    payments: Boolean(ctx.env.STRIPE_SECRET_KEY),
    pushPublicKey: ctx.env.vapid?.publicKey ?? null,
    posthog: ctx.env.POSTHOG_KEY ? { key: ctx.env.POSTHOG_KEY, host: ctx.env.POSTHOG_HOST } : null,
    guestUnitSystem: unitSystemOfLanguages(ctx.acceptLanguage),
  })),
});
