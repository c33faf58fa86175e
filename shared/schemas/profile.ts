import * as z from 'zod/mini';
import { subYears, format, parseISO, isValid } from 'date-fns';
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { LIMITS } from '../constants.ts';
import { SETTINGS_MESSAGES } from '../messages.ts';
import { JOIN_REASONS, PRONOUNS } from '../settings.ts';
import { citySchema } from './common.ts';
import { emailSchema } from './auth.ts';

const looksLikeEmail = (value: string) => /\S+@\S+\.\S+/.test(value);
const noOuterSpaces = (value: string) => value === value.trim();

/** The display name's extra check: letters, digits, spaces and . _ -; no outer spaces; not an e-mail. */
export const displayNameSchema = z.string().check(
  z.minLength(LIMITS.displayName.min, `Display name must be at least ${LIMITS.displayName.min} characters`),
  z.maxLength(LIMITS.displayName.max, `Display name must be at most ${LIMITS.displayName.max} characters`),
  z.refine((v) => noOuterSpaces(v) && /^[\p{L}\p{N} ._-]+$/u.test(v) && !looksLikeEmail(v), SETTINGS_MESSAGES.displayNameRule),
);

export const fullNameSchema = z.string().check(
  z.minLength(LIMITS.fullName.min, `Full name must be at least ${LIMITS.fullName.min} characters`),
  z.maxLength(LIMITS.fullName.max, `Full name must be at most ${LIMITS.fullName.max} characters`),
  z.refine((v) => noOuterSpaces(v) && /^[\p{L}\p{M} .'’-]+$/u.test(v) && !looksLikeEmail(v), SETTINGS_MESSAGES.fullNameRule),
);

/** Birthdate window of spec section 9: latest 13 years ago, earliest 120 years ago. */
export function birthdateBounds(today = new Date()) {
  return { min: format(subYears(today, 120), 'yyyy-MM-dd'), max: format(subYears(today, 13), 'yyyy-MM-dd') };
}

const birthdateSchema = z.string().check(
  z.refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !isValid(parseISO(value))) return false;
    const { min, max } = birthdateBounds();
    return value >= min && value <= max;
  }, SETTINGS_MESSAGES.birthdateRange),
);

/** Any format a person types; the server stores it as E.164. US numbers need no country code. */
export const phoneSchema = z.string().check(z.maxLength(40), z.refine((value) => isValidPhoneNumber(value, 'US'), SETTINGS_MESSAGES.invalidPhone));

export const profileInput = z.object({
  displayName: displayNameSchema,
  fullName: fullNameSchema,
  lastName: z.optional(z.string().check(z.trim(), z.minLength(LIMITS.lastName.min), z.maxLength(LIMITS.lastName.max))),
  email: emailSchema,
  city: citySchema,
  sports: z.array(z.string().check(z.minLength(1), z.maxLength(60))).check(z.minLength(1, SETTINGS_MESSAGES.pickAtLeastOne), z.maxLength(40)),
  joinReason: z.optional(z.enum(JOIN_REASONS)),
  gender: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
  pronoun: z.optional(z.enum(PRONOUNS)),
  birthdate: z.optional(birthdateSchema),
  phoneNumber: z.optional(phoneSchema),
});
export type ProfileInput = z.infer<typeof profileInput>;

export const sportToggleInput = z.object({ sport: z.string().check(z.minLength(1), z.maxLength(60)), enabled: z.boolean() });
