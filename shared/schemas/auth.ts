import { z } from 'zod';
import { LIMITS } from '../constants.ts';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(LIMITS.email.max, `E-mail must be at most ${LIMITS.email.max} characters`)
  .pipe(z.email('Please enter a valid email address'));

export const passwordSchema = z
  .string()
  .min(LIMITS.password.min, `Password must be at least ${LIMITS.password.min} characters`)
  .max(LIMITS.password.max, `Password must be at most ${LIMITS.password.max} characters`);

export const signUpInput = z.object({ email: emailSchema, password: passwordSchema });
export const signInInput = z.object({ email: emailSchema, password: z.string().min(1, 'Enter your password').max(LIMITS.password.max) });
export const tokenInput = z.object({ token: z.string().min(16).max(200) });
export const requestPasswordResetInput = z.object({ email: emailSchema });
export const resetPasswordInput = z.object({ token: z.string().min(16).max(200), password: passwordSchema });
export const requestEmailChangeInput = z.object({ newEmail: emailSchema, password: z.string().max(LIMITS.password.max).optional() });
export const changePasswordInput = z.object({ currentPassword: z.string().max(LIMITS.password.max).optional(), newPassword: passwordSchema });

export type SignUpInput = z.infer<typeof signUpInput>;
export type SignInInput = z.infer<typeof signInInput>;
