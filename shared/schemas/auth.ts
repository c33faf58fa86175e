// zod/mini: the same schemas run in the browser, where the full zod API would add 25 KiB gzip to
// every page that has a form.
import * as z from 'zod/mini';
import { LIMITS } from '../constants.ts';

export const emailSchema = z.pipe(
  z.string().check(z.trim(), z.toLowerCase(), z.maxLength(LIMITS.email.max, `E-mail must be at most ${LIMITS.email.max} characters`)),
  z.email('Please enter a valid email address'),
);

export const passwordSchema = z
  .string()
  .check(
    z.minLength(LIMITS.password.min, `Password must be at least ${LIMITS.password.min} characters`),
    z.maxLength(LIMITS.password.max, `Password must be at most ${LIMITS.password.max} characters`),
  );

const linkToken = z.string().check(z.minLength(16), z.maxLength(200));

export const signUpInput = z.object({ email: emailSchema, password: passwordSchema });
export const signInInput = z.object({
  email: emailSchema,
  password: z.string().check(z.minLength(1, 'Enter your password'), z.maxLength(LIMITS.password.max)),
});
export const tokenInput = z.object({ token: linkToken });
export const requestPasswordResetInput = z.object({ email: emailSchema });
export const resetPasswordInput = z.object({ token: linkToken, password: passwordSchema });
export const requestEmailChangeInput = z.object({
  newEmail: emailSchema,
  password: z.optional(z.string().check(z.maxLength(LIMITS.password.max))),
});

export type SignUpInput = z.infer<typeof signUpInput>;
export type SignInInput = z.infer<typeof signInInput>;
