// zod/mini: the same schemas run in the browser, where the full zod API would add 25 KiB gzip to
// every page that has a form.
import * as z from 'zod/mini';
import { text } from '../common/text.ts';
import { LIMITS } from '../limits/limits.ts';

export const emailSchema = z.pipe(
  text(LIMITS.email.max, { trim: true, lowercase: true, maxMessage: `E-mail must be at most ${LIMITS.email.max} characters` }),
  z.email('Please enter a valid email address'),
);

export const passwordSchema = text(LIMITS.password.max, {
  min: LIMITS.password.min,
  invisibleCounts: true,
  minMessage: `Password must be at least ${LIMITS.password.min} characters`,
  maxMessage: `Password must be at most ${LIMITS.password.max} characters`,
});

const linkToken = text(200, { min: 16 });

export const signUpInput = z.object({
  email: emailSchema,
  password: passwordSchema,
  /** From a team invitation's link: proves the address, so no verification mail is needed. */
  inviteToken: z.optional(text(200)),
});
export const signInInput = z.object({
  email: emailSchema,
  password: text(LIMITS.password.max, { min: 1, minMessage: 'Enter your password', invisibleCounts: true }),
});
export const tokenInput = z.object({ token: linkToken });
export const requestPasswordResetInput = z.object({ email: emailSchema });
export const resetPasswordInput = z.object({ token: linkToken, password: passwordSchema });
export const requestEmailChangeInput = z.object({
  newEmail: emailSchema,
  password: z.optional(text(LIMITS.password.max)),
});

export type SignUpInput = z.infer<typeof signUpInput>;
export type SignInInput = z.infer<typeof signInInput>;
