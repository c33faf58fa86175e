import * as z from 'zod/mini';
import { emailSchema } from '../auth/schemas.ts';
import { citySchema } from '../common/schemas.ts';
import { calendarDate, text } from '../common/text.ts';
import type { FormDefinition, FormField } from './definition.ts';
import { FORM_LIMITS } from '../limits/limits.ts';

export type AnswerValue = unknown;
export type Answers = Record<string, AnswerValue>;

export const FORM_ANSWER_MESSAGES = {
  required: 'This field is required',
  invalid: 'Check this answer',
  agree: 'Agree to the waiver to go on',
  signerName: 'Type your full name to sign',
  signature: 'Draw your signature',
} as const;

/** The schema one field's answer must pass, as built from the field (a published version's, never the client's). */
function answerSchema(field: FormField): z.ZodMiniType {
  const required = field.required;
  switch (field.type) {
    case 'shortText':
      return text(FORM_LIMITS.shortTextMax, { trim: true, min: required ? 1 : 0, minMessage: FORM_ANSWER_MESSAGES.required });
    case 'longText':
      return text(FORM_LIMITS.longTextMax, { trim: true, multiline: true, min: required ? 1 : 0, minMessage: FORM_ANSWER_MESSAGES.required });
    case 'number': {
      const checks: z.core.$ZodCheck<number>[] = [];
      if (field.integer) checks.push(z.refine(Number.isInteger, 'Enter a whole number'));
      if (field.min !== undefined) checks.push(z.gte(field.min, `At least ${field.min}`));
      if (field.max !== undefined) checks.push(z.lte(field.max, `At most ${field.max}`));
      return z.number().check(z.refine(Number.isFinite, FORM_ANSWER_MESSAGES.invalid), ...checks);
    }
    case 'date':
      return calendarDate().check(
        z.refine((day: string) => !field.min || day >= field.min, `On or after ${field.min}`),
        z.refine((day: string) => !field.max || day <= field.max, `On or before ${field.max}`),
      );
    case 'singleChoice':
      return z.enum(field.options.map((option) => option.id) as [string, ...string[]]);
    case 'multipleChoice': {
      const ids = field.options.map((option) => option.id) as [string, ...string[]];
      return z.array(z.enum(ids)).check(
        z.maxLength(ids.length),
        z.refine((chosen: string[]) => new Set(chosen).size === chosen.length, FORM_ANSWER_MESSAGES.invalid),
        z.refine((chosen: string[]) => !required || chosen.length > 0, FORM_ANSWER_MESSAGES.required),
      );
    }
    case 'yesNo':
      return z.boolean();
    case 'email':
      return emailSchema;
    case 'phone':
      return text(30, { trim: true }).check(z.regex(/^\+?[0-9 ().-]{6,30}$/, 'Enter a phone number'));
    case 'address':
      return citySchema;
    case 'file':
      // A file already stored by the upload route (type checked by content there), named by its id;
      // the server checks it is the filler's own upload for this form and adds where it lives.
      return z.strictObject({ fileId: z.uuid(), name: text(FORM_LIMITS.fileNameMax, { trim: true, min: 1 }) });
    case 'waiver':
      return z.object({
        agreed: z.literal(true, FORM_ANSWER_MESSAGES.agree),
        signerName: text(FORM_LIMITS.signerNameMax, { trim: true, min: 2, minMessage: FORM_ANSWER_MESSAGES.signerName }),
      });
    case 'signature':
      return text(FORM_LIMITS.signatureMaxChars).check(z.regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, FORM_ANSWER_MESSAGES.signature));
    case 'participant':
      return z.union([z.strictObject({ kind: z.literal('self') }), z.strictObject({ kind: z.literal('family'), familyMemberId: z.uuid() })]);
    case 'priceItem':
      return field.kind === 'fixed' ? z.literal(true) : z.int().check(z.minimum(0), z.maximum(field.maxQuantity));
  }
}

/** What an unanswered required field says, where "This field is required" would not say what to do. */
const EMPTY_MESSAGE: Partial<Record<FormField['type'], string>> = { waiver: FORM_ANSWER_MESSAGES.agree, signature: FORM_ANSWER_MESSAGES.signature };

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** Whether a field is shown, given the answers to the fields above it (a hidden field's answer counts as none). */
export function visibleFieldIds(definition: FormDefinition, answers: Answers): Set<string> {
  const visible = new Set<string>();
  for (const field of definition.fields) {
    const condition = field.showIf;
    if (condition) {
      const answer = visible.has(condition.fieldId) ? answers[condition.fieldId] : undefined;
      const matches = Array.isArray(answer) ? answer.includes(condition.equals) : answer === condition.equals;
      if (!matches) continue;
    }
    visible.add(field.id);
  }
  return visible;
}

/**
 * Checks answers against a definition, whatever the client sent: unknown fields and hidden fields
 * are dropped, each shown field's answer passes its own schema, required ones are present, and a
 * fixed price item is always counted. Returns the clean answers or an error per field.
 */
export function validateAnswers(definition: FormDefinition, raw: unknown): { ok: true; answers: Answers } | { ok: false; errors: Record<string, string> } {
  const input: Answers = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Answers) : {};
  const visible = visibleFieldIds(definition, input);
  const answers: Answers = {};
  const errors: Record<string, string> = {};
  for (const field of definition.fields) {
    if (!visible.has(field.id)) continue;
    const value = field.type === 'priceItem' && field.kind === 'fixed' ? true : Object.hasOwn(input, field.id) ? input[field.id] : undefined;
    if (isEmpty(value)) {
      if (field.required || field.type === 'waiver') errors[field.id] = EMPTY_MESSAGE[field.type] ?? FORM_ANSWER_MESSAGES.required;
      continue;
    }
    const result = z.safeParse(answerSchema(field), value);
    if (result.success) answers[field.id] = result.data;
    else errors[field.id] = result.error.issues[0]?.message ?? FORM_ANSWER_MESSAGES.invalid;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, answers };
}
