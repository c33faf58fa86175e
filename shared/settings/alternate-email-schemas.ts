import * as z from 'zod/mini';
import { text } from '../common/text.ts';
import { SETTINGS_MESSAGES } from './messages.ts';
import { LIMITS } from '../limits/limits.ts';

export const alternateEmailSchema = z.pipe(
  text(LIMITS.email.max, { trim: true, lowercase: true, maxMessage: SETTINGS_MESSAGES.invalidEmail }),
  z.email(SETTINGS_MESSAGES.invalidEmail),
);
export const addAlternateEmailInput = z.object({ email: alternateEmailSchema });
export const removeAlternateEmailInput = z.object({ id: z.uuid() });
