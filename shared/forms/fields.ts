/**
 * The form builder's vocabulary (issue 15): field types, their labels and the limits of a form
 * definition. One table for the builder, the renderer and the server's validation.
 */
export const FORM_FIELD_TYPES = [
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
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

export const FORM_FIELD_LABELS: Record<FormFieldType, string> = {
  shortText: 'Short text',
  longText: 'Long text',
  number: 'Number',
  date: 'Date',
  singleChoice: 'Single choice',
  multipleChoice: 'Multiple choice',
  yesNo: 'Yes / no',
  email: 'E-mail',
  phone: 'Phone',
  address: 'Address (city)',
  file: 'File upload',
  waiver: 'Waiver',
  signature: 'Signature',
  participant: 'Participant',
  priceItem: 'Price item',
};

/** What a file field takes: the types a browser sends for each choice (the server checks content, not names). */
export const FORM_FILE_TYPES = {
  image: ['image/jpeg', 'image/png', 'image/webp'],
  pdf: ['application/pdf'],
  imageOrPdf: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
} as const;
