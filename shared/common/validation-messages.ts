/** Input checks common to every form and procedure (ours; the spec is silent). */
export const VALIDATION_MESSAGES = {
  tooLong: (max: number) => `Must be at most ${max} characters`,
  controlCharacters: 'Remove control characters (such as tabs or invisible characters) from this field',
  /** A required value of nothing but spaces and invisible characters, when the field names no message of its own. */
  nothingVisible: 'Type something here: it is blank',
  invalidDate: 'Enter a real date like 2026-12-31',
  dateOutOfRange: 'That date is too far in the past or the future',
  invalidDateTime: 'Enter a real date and time',
  requestTooLarge: 'The request is too large.',
  tooManyProcedures: 'Too many requests in one batch.',
  badRequest: 'The request could not be read.',
  /** A number field given a number it cannot take. */
  latitudeRange: 'Latitude is a number from -90 to 90',
  longitudeRange: 'Longitude is a number from -180 to 180',
  numberRange: (min: number, max: number | undefined) =>
    max === undefined ? `Enter a whole number of at least ${min}.` : `Enter a whole number from ${min} to ${max.toLocaleString('en-US')}.`,
} as const;
