import { z } from 'zod';

/** What the client may know about the signed-in user. */
export const currentUserOutput = z
  .object({
    id: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    displayName: z.string().nullable(),
    fullName: z.string().nullable(),
    photoUrl: z.string().nullable(),
    role: z.string(),
    hasPassword: z.boolean(),
  })
  .nullable();

export type CurrentUser = NonNullable<z.infer<typeof currentUserOutput>>;
