import * as z from 'zod/mini';
import { SETTINGS_MESSAGES } from '../messages.ts';
import { LIMITS } from '../constants.ts';

export const alternateEmailSchema = z.pipe(
  z.string().check(z.trim(), z.toLowerCase(), z.maxLength(LIMITS.email.max, SETTINGS_MESSAGES.invalidEmail)),
  z.email(SETTINGS_MESSAGES.invalidEmail),
);
export const addAlternateEmailInput = z.object({ email: alternateEmailSchema });
export const removeAlternateEmailInput = z.object({ id: z.uuid() });
