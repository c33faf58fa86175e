import * as z from 'zod/mini';
import { text } from '../common/text.ts';
import { FAMILY_ROWS_MAX, LIMITS } from '../limits/limits.ts';
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { FAMILY_MESSAGES } from './messages.ts';
import { SETTINGS_MESSAGES } from '../settings/messages.ts';

/** Relations of spec section 3. In a row, the relation is what the person in the row is to the user. */
export const FAMILY_RELATIONS = ['parent', 'child', 'spouse', 'sibling', 'guardian', 'other'] as const;
export type FamilyRelation = (typeof FAMILY_RELATIONS)[number];
export const FAMILY_RELATION_LABELS: Record<FamilyRelation, string> = {
  parent: 'Parent',
  child: 'Child',
  spouse: 'Spouse',
  sibling: 'Sibling',
  guardian: 'Guardian',
  other: 'Other',
};

export const familyRelationSchema = z.enum(FAMILY_RELATIONS, FAMILY_MESSAGES.chooseRelation);

const nameSchema = (required: string) => text(LIMITS.lastName.max, { trim: true, min: 1, minMessage: required });

export const familyAgeSchema = z
  .number(FAMILY_MESSAGES.ageRange)
  .check(
    z.int(FAMILY_MESSAGES.ageRange),
    z.gte(LIMITS.familyMemberAge.min, FAMILY_MESSAGES.ageRange),
    z.lte(LIMITS.familyMemberAge.max, FAMILY_MESSAGES.ageRange),
  );

const familyPhoneSchema = text(40, { trim: true, min: 1, minMessage: FAMILY_MESSAGES.phoneRequired }).check(
  z.refine((value) => value === '' || isValidPhoneNumber(value, 'US'), SETTINGS_MESSAGES.invalidPhone),
);

/** A person without an account: first and last name, age 1-120 and a phone, all required. */
const nonUserFields = {
  firstName: nameSchema(FAMILY_MESSAGES.firstNameRequired),
  lastName: nameSchema(FAMILY_MESSAGES.lastNameRequired),
  age: familyAgeSchema,
  phoneNumber: familyPhoneSchema,
};

/** A new row of the family members section; each needs a relation and the app-user choice. */
export const appUserRowInput = z.object({
  relation: familyRelationSchema,
  isGthUser: z.literal(true),
  userId: z.uuid(FAMILY_MESSAGES.searchAndSelect),
});
export const nonUserRowInput = z.object({ relation: familyRelationSchema, isGthUser: z.literal(false), ...nonUserFields });
export const familyRowInput = z.discriminatedUnion('isGthUser', [appUserRowInput, nonUserRowInput]);
export type FamilyRowInput = z.infer<typeof familyRowInput>;

/** An edit of a saved row of someone without an account (ages change; app users answer for themselves). */
export const familyMemberUpdateInput = z.object({ connectionId: z.uuid(), relation: familyRelationSchema, ...nonUserFields });
export type FamilyMemberUpdateInput = z.infer<typeof familyMemberUpdateInput>;

/** The section's save: new rows and edited saved rows, in one transaction. */
export const familySaveInput = z.object({
  add: z.array(familyRowInput).check(z.maxLength(FAMILY_ROWS_MAX)),
  update: z.array(familyMemberUpdateInput).check(z.maxLength(FAMILY_ROWS_MAX)),
});
export type FamilySaveInput = z.infer<typeof familySaveInput>;

export const familyConnectionInput = z.object({ connectionId: z.uuid() });
export const familyRespondInput = z.object({ connectionId: z.uuid(), response: z.enum(['accept', 'reject']) });
export type FamilyResponse = z.infer<typeof familyRespondInput>['response'];
