import type { FormDefinition, FormField } from '../../../../shared/forms/definition.ts';
import type { FormFieldType } from '../../../../shared/forms/fields.ts';

/** Every field type the builder offers. */
export const BUILDER_FIELD_TYPES: FormFieldType[] = [
  'shortText',
  'longText',
  'number',
  'date',
  'singleChoice',
  'multipleChoice',
  'yesNo',
  'email',
  'phone',
  'address',
  'file',
  'waiver',
  'signature',
  'participant',
  'priceItem',
];

const newId = () => `f-${Math.random().toString(36).slice(2, 10)}`;

export function newField(type: FormFieldType): FormField {
  const base = { id: newId(), label: '', required: false };
  switch (type) {
    case 'number':
      return { ...base, type, integer: true };
    case 'singleChoice':
    case 'multipleChoice':
      return { ...base, type, options: [{ id: newId(), label: 'Option 1' }] };
    case 'file':
      return { ...base, type, accept: 'imageOrPdf' };
    case 'waiver':
      return { ...base, type, label: 'Waiver', required: true, text: '', agreement: 'I have read and agree to the waiver' };
    case 'participant':
      return { ...base, type, label: 'Who is this for?', required: true };
    case 'signature':
      return { ...base, type, label: 'Signature', required: true };
    case 'priceItem':
      return { ...base, type, label: 'Registration fee', required: true, kind: 'fixed', amountCents: 0, maxQuantity: 1 };
    case 'date':
      return { ...base, type };
    default:
      return { ...base, type } as FormField;
  }
}

/** Fields a condition can point at: earlier yes/no and choice questions. */
export const conditionSources = (definition: FormDefinition, index: number) =>
  definition.fields.slice(0, index).filter((field) => field.type === 'yesNo' || field.type === 'singleChoice' || field.type === 'multipleChoice');

export const newOptionId = newId;

/** The pricing a form gets with its first price item: US dollars, no codes, no plan. */
export const defaultPricing = (): NonNullable<FormDefinition['pricing']> => ({ currency: 'usd', discountCodes: [], siblingDiscountCents: 0, plan: null });
