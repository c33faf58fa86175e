import * as z from 'zod/mini';
import { calendarDate, text } from '../common/text.ts';
import { subYears, format } from 'date-fns';
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { LIMITS } from '../limits/limits.ts';
import { SETTINGS_MESSAGES } from './messages.ts';
import { JOIN_REASONS, PRONOUNS } from './settings.ts';
import { citySchema } from '../common/schemas.ts';
import { emailSchema } from '../auth/schemas.ts';

const noOuterSpaces = (value: string) => value === value.trim();

/**
 * The display name's extra check: letters (with their accents), digits, spaces and . _ - ' (Zoë
 * O'Brien); no outer spaces. The character class has no '@', so no e-mail address passes; one
 * linear pattern, run only on bounded input.
 */
export const displayNameSchema = text(LIMITS.displayName.max, {
  min: LIMITS.displayName.min,
  minMessage: `Display name must be at least ${LIMITS.displayName.min} characters`,
  maxMessage: `Display name must be at most ${LIMITS.displayName.max} characters`,
}).check(z.refine((v) => noOuterSpaces(v) && /^[\p{L}\p{M}\p{N} ._'’-]+$/u.test(v), SETTINGS_MESSAGES.displayNameRule));

/** Letters, marks, spaces and . ' - only (so never an e-mail address); no outer spaces. */
export const fullNameSchema = text(LIMITS.fullName.max, {
  min: LIMITS.fullName.min,
  minMessage: `Full name must be at least ${LIMITS.fullName.min} characters`,
  maxMessage: `Full name must be at most ${LIMITS.fullName.max} characters`,
}).check(z.refine((v) => noOuterSpaces(v) && /^[\p{L}\p{M} .'’-]+$/u.test(v), SETTINGS_MESSAGES.fullNameRule));

/** Birthdate window of spec section 9: latest 13 years ago, earliest 120 years ago. */
export function birthdateBounds(today = new Date()) {
  return { min: format(subYears(today, 120), 'yyyy-MM-dd'), max: format(subYears(today, 13), 'yyyy-MM-dd') };
}

const birthdateSchema = calendarDate(SETTINGS_MESSAGES.birthdateRange).check(
  z.refine((value) => {
    const { min, max } = birthdateBounds();
    return value >= min && value <= max;
  }, SETTINGS_MESSAGES.birthdateRange),
);

/** Any format a person types; the server stores it as E.164. US numbers need no country code. */
export const phoneSchema = text(40).check(z.refine((value) => isValidPhoneNumber(value, 'US'), SETTINGS_MESSAGES.invalidPhone));

export const profileInput = z.object({
  displayName: displayNameSchema,
  fullName: fullNameSchema,
  lastName: z.optional(text(LIMITS.lastName.max, { trim: true, min: LIMITS.lastName.min })),
  email: emailSchema,
  city: citySchema,
  sports: z.array(text(60, { min: 1 })).check(z.minLength(1, SETTINGS_MESSAGES.pickAtLeastOne), z.maxLength(40)),
  joinReason: z.optional(z.enum(JOIN_REASONS)),
  gender: z.optional(text(40, { min: 1 })),
  pronoun: z.optional(z.enum(PRONOUNS)),
  birthdate: z.optional(birthdateSchema),
  phoneNumber: z.optional(phoneSchema),
});
export type ProfileInput = z.infer<typeof profileInput>;

/** The one thing asked before an invitee answers (issue 31): the rest of the profile waits on Home. */
export const displayNameInput = z.object({ displayName: displayNameSchema });

export const sportToggleInput = z.object({ sport: text(60, { min: 1 }), enabled: z.boolean() });
