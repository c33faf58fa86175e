import * as z from 'zod/mini';
import { FORM_LIMITS } from '../limits/limits.ts';
import { text } from '../common/text.ts';
import { calendarDate } from '../common/text.ts';

/**
 * A form's definition: one JSON document, validated by this schema wherever it is read (builder,
 * renderer, server). A published version is frozen; answers are always checked against the
 * version they were made on (answers.ts).
 */
const fieldId = z.string().check(z.maxLength(40), z.regex(/^[a-z0-9][a-z0-9-]{0,39}$/));
const label = text(FORM_LIMITS.labelMax, { trim: true, min: 1, minMessage: 'Every field needs a label' });
const cents = z.int().check(z.minimum(0), z.maximum(FORM_LIMITS.priceMaxCents));

const choiceOption = z.strictObject({ id: fieldId, label: text(FORM_LIMITS.optionLabelMax, { trim: true, min: 1, minMessage: 'Every choice needs a label' }) });
const choiceOptions = z.array(choiceOption).check(z.minLength(1, 'Give the question at least one choice'), z.maxLength(FORM_LIMITS.optionsMax));

/** Shown only when an earlier field's answer equals this value (a choice's id, or yes/no). */
const showIf = z.strictObject({ fieldId, equals: z.union([z.string().check(z.maxLength(40)), z.boolean()]) });

const base = {
  id: fieldId,
  label,
  help: z.optional(text(FORM_LIMITS.helpMax, { trim: true, multiline: true })),
  required: z.boolean(),
  showIf: z.optional(showIf),
};

// Strict objects throughout: a key a field type does not have is refused, not silently dropped
// (the document is stored as sent, so nothing unchecked may ride along).
export const formField = z.discriminatedUnion('type', [
  z.strictObject({ ...base, type: z.literal('shortText') }),
  z.strictObject({ ...base, type: z.literal('longText') }),
  z.strictObject({ ...base, type: z.literal('number'), min: z.optional(z.number()), max: z.optional(z.number()), integer: z.boolean() }),
  z.strictObject({ ...base, type: z.literal('date'), min: z.optional(calendarDate()), max: z.optional(calendarDate()) }),
  z.strictObject({ ...base, type: z.literal('singleChoice'), options: choiceOptions }),
  z.strictObject({ ...base, type: z.literal('multipleChoice'), options: choiceOptions }),
  z.strictObject({ ...base, type: z.literal('yesNo') }),
  z.strictObject({ ...base, type: z.literal('email') }),
  z.strictObject({ ...base, type: z.literal('phone') }),
  z.strictObject({ ...base, type: z.literal('address') }),
  z.strictObject({ ...base, type: z.literal('file'), accept: z.enum(['image', 'pdf', 'imageOrPdf']) }),
  z.strictObject({
    ...base,
    type: z.literal('waiver'),
    text: text(FORM_LIMITS.waiverTextMax, { trim: true, multiline: true, min: 1, minMessage: 'Write the waiver’s text' }),
    agreement: text(FORM_LIMITS.labelMax, { trim: true, min: 1 }),
  }),
  z.strictObject({ ...base, type: z.literal('signature') }),
  z.strictObject({ ...base, type: z.literal('participant') }),
  z.strictObject({
    ...base,
    type: z.literal('priceItem'),
    /** fixed: always charged when shown; addon: the registrant chooses it (and how many, up to maxQuantity). */
    kind: z.enum(['fixed', 'addon']),
    amountCents: cents,
    maxQuantity: z.int().check(z.minimum(1), z.maximum(FORM_LIMITS.quantityMax)),
  }),
]);
export type FormField = z.output<typeof formField>;

const discountCode = z.strictObject({
  code: z.string().check(z.maxLength(FORM_LIMITS.discountCodeMax), z.regex(/^[A-Z0-9-]{3,30}$/, 'Codes use capital letters, digits and dashes (3 to 30)')),
  percentOff: z.optional(z.int().check(z.minimum(1), z.maximum(100))),
  amountOffCents: z.optional(cents),
});

export const formPricing = z.strictObject({
  currency: z.enum(['usd', 'cad', 'eur', 'gbp', 'aud']),
  discountCodes: z.array(discountCode).check(z.maxLength(FORM_LIMITS.discountCodesMax)),
  /** Off each registration after the first a family makes for the same form. */
  siblingDiscountCents: cents,
  /** A payment plan: this much now, the rest in equal parts on these days. Null: pay in full. */
  plan: z.nullable(
    z.strictObject({ depositCents: cents, balanceDueDates: z.array(calendarDate()).check(z.minLength(1), z.maxLength(FORM_LIMITS.installmentsMax)) }),
  ),
});
export type FormPricing = z.output<typeof formPricing>;

export const formDefinition = z
  .strictObject({
    title: text(FORM_LIMITS.titleMax, { trim: true, min: 2, minMessage: 'Give the form a title' }),
    description: text(FORM_LIMITS.descriptionMax, { trim: true, multiline: true }),
    fields: z.array(formField).check(z.maxLength(FORM_LIMITS.fieldsMax)),
    pricing: z.nullable(formPricing),
  })
  .check(
    z.refine((form) => new Set(form.fields.map((field) => field.id)).size === form.fields.length, { error: 'Two fields share an id', path: ['fields'] }),
    z.refine(
      (form) => form.fields.every((field, index) => !field.showIf || form.fields.slice(0, index).some((earlier) => earlier.id === field.showIf!.fieldId)),
      {
        error: 'A field can depend only on a field above it',
        path: ['fields'],
      },
    ),
    z.refine((form) => form.fields.every((field) => !('options' in field) || new Set(field.options.map((option) => option.id)).size === field.options.length), {
      error: 'Two choices share an id',
      path: ['fields'],
    }),
    z.refine((form) => form.fields.every((field) => field.type !== 'number' || field.min === undefined || field.max === undefined || field.min <= field.max), {
      error: 'A number’s minimum is above its maximum',
      path: ['fields'],
    }),
    z.refine((form) => form.fields.filter((field) => field.type === 'participant').length <= 1, {
      error: 'A form has at most one participant picker',
      path: ['fields'],
    }),
    z.refine((form) => !form.fields.some((field) => field.type === 'priceItem') || form.pricing !== null, {
      error: 'Price items need the form’s currency',
      path: ['pricing'],
    }),
  );
export type FormDefinition = z.output<typeof formDefinition>;
