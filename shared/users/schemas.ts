/* eslint-disable no-restricted-syntax -- an output: what the server sends, never read from a request */
import * as z from 'zod/mini';
import { UNIT_SYSTEMS } from '../common/units.ts';

/** What the client may know about the signed-in user. */
export const currentUserOutput = z.nullable(
  z.object({
    id: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    displayName: z.nullable(z.string()),
    fullName: z.nullable(z.string()),
    photoUrl: z.nullable(z.string()),
    role: z.string(),
    hasPassword: z.boolean(),
    hasAdditionalInfo: z.boolean(),
    unitSystem: z.enum(UNIT_SYSTEMS),
  }),
);

export type CurrentUser = NonNullable<z.infer<typeof currentUserOutput>>;
