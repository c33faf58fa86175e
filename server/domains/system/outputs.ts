import { z } from 'zod';

/** A reference list (game types, genders) as labels in display order, 'Any' included. */
export const referenceListOutput = z.array(z.string());

/** Public client configuration: which optional services have keys, and their public keys only. */
export const clientConfigOutput = z.object({
  environment: z.enum(['development', 'test', 'production']),
  googleSignIn: z.boolean(),
  mapsApiKey: z.string().nullable(),
  stripePublishableKey: z.string().nullable(),
  posthog: z.object({ key: z.string(), host: z.string() }).nullable(),
});
