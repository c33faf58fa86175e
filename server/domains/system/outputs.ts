import { z } from 'zod';
import { UNIT_SYSTEMS } from '../../../shared/common/units.ts';

/** A reference list (game types, genders) as labels in display order, 'Any' included. */
export const referenceListOutput = z.array(z.string());

/** Public client configuration: which optional services have keys, and their public keys only. */
export const clientConfigOutput = z.object({
  environment: z.enum(['development', 'test', 'production']),
  googleSignIn: z.boolean(),
  mapsApiKey: z.string().nullable(),
  stripePublishableKey: z.string().nullable(),
  /** Whether this server takes payments (a Stripe secret key is set): paid choices are offered only then. */
  payments: z.boolean(),
  posthog: z.object({ key: z.string(), host: z.string() }).nullable(),
  /** The VAPID public key browsers subscribe with; null when push is not set up on this server. */
  pushPublicKey: z.string().nullable(),
  /** For a visitor who is not signed in: by their browser's language region (a member's comes with auth.me). */
  guestUnitSystem: z.enum(UNIT_SYSTEMS),
});
