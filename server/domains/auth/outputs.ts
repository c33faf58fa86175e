import { z } from 'zod';

export const resendVerificationOutput = z.object({ alreadyVerified: z.boolean() });

/** The address the account signs in with once the change is confirmed. */
export const confirmedEmailChangeOutput = z.object({ email: z.string() });
