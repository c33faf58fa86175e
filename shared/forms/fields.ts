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

export const FORM_LIMITS = {
  titleMax: 120,
  descriptionMax: 4000,
  fieldsMax: 100,
  labelMax: 200,
  helpMax: 500,
  optionsMax: 50,
  optionLabelMax: 120,
  shortTextMax: 500,
  longTextMax: 5000,
  waiverTextMax: 20_000,
  /** A drawn signature as a PNG data URL. */
  signatureMaxChars: 300_000,
  signerNameMax: 120,
  /** Per item, in cents: a season's fee, not a car. */
  priceMaxCents: 1_000_000,
  quantityMax: 20,
  discountCodesMax: 20,
  discountCodeMax: 30,
  installmentsMax: 6,
  /** An uploaded image or PDF; images are re-encoded smaller, so this bounds the upload itself. */
  fileMaxBytes: 10 * 1024 * 1024,
  /** The longest side an uploaded image keeps. */
  fileImageMaxPx: 2000,
  fileNameMax: 200,
} as const;

/** What a file field takes: the types a browser sends for each choice (the server checks content, not names). */
export const FORM_FILE_TYPES = {
  image: ['image/jpeg', 'image/png', 'image/webp'],
  pdf: ['application/pdf'],
  imageOrPdf: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
} as const;
