import { PAYMENTS_SETTINGS_PLACE } from '../settings/settings.ts';
/** Forms, their versions and submissions (issue 15; spec routes form, form/access-denied, form/build). */
export const FORM_MESSAGES = {
  notFound: 'Form not found',
  accessDenied: 'This form is not open to you',
  accessDeniedHelp: 'It is for the members of its team, or for people its organiser invited. Ask the organiser for access.',
  notPublished: 'This form is not open for answers yet',
  closed: 'This form is closed',
  staleVersion: 'This form has changed since you opened it. Your answers are kept: check them and send again.',
  notYourFamily: 'Pick yourself or one of your own family members',
  noFieldsToPublish: 'Add at least one field before publishing',
  paymentsUnavailable: 'Payments are not configured on this server, so a form with prices cannot be published.',
  linkStripeToCharge: `To take fees through a form, first link a Stripe account that can accept payments in ${PAYMENTS_SETTINGS_PLACE}.`,
  registrationNeedsTeam: 'Only a team’s form can register players for one of its seasons',
  seasonNotOfTeam: 'Pick a season of this form’s team',
  registrationSaved: 'Registration settings saved',
  notPayable: 'Nothing is due on this registration',
  paymentReceived: 'Payment received. Your registration is complete.',
  paymentPending: 'We are confirming your payment with Stripe. This page updates by itself.',
  balancePaid: 'The balance is paid in full.',
  payInFull: (amount: string) => `Pay the full ${amount}`,
  payInFullHelp: 'Or pay the deposit now and the rest by the plan’s dates.',
  payTheRest: (amount: string) => `Pay the rest: ${amount}`,
  payTheRestHelp: 'Pays every part still due in one payment.',
  paymentConfirmed: (amount: string) => `Payment of ${amount} received.`,
  paymentNotFound: 'This payment is not one of this registration’s.',
  paymentNotCompleted: 'This payment was not completed. Nothing was charged for it.',
  offlineTooLarge: 'That is more than the balance left to pay',
  offlineRecorded: 'Offline payment recorded',
  offlineFailed: 'Could not record the payment.',
  refundFailed: 'Could not refund the registration.',
  refunded: 'Registration refunded and cancelled',
  notRefundable: 'This registration has no card payment to refund',
  refundPartTitle: 'Refund part of this registration',
  refundPartHelp: (amount: string) => `Refunds a card payment up to ${amount}. The registration stays active and the player is e-mailed.`,
  refundPartDone: 'Refund sent',
  refundPartFailed: 'Could not send the refund.',
  refundTooLarge: 'That is more than was paid by card and not refunded yet',
  refundReasonRequired: 'Say why you are refunding',
  refundNotLive: 'This registration is cancelled: nothing more to refund on it',
  installmentCancelled: 'Cancelled',
  submittedToPay: 'Your answers were saved. Pay to complete your registration.',
  draftSaved: 'Draft saved',
  draftKeptHere: (problem: string) => `Not saved yet: ${problem.replace(/\.$/, '')}. Your changes are kept on this device until then.`,
  published: (version: number) => `Published as version ${version}`,
  submitted: 'Thanks! Your answers were sent.',
  noSubmissions: 'No submissions yet.',
  noForms: 'No forms yet. Build one to take registrations, waivers and sign-ups.',
  draftSaveFailed: 'Could not save the draft',
  teamSeasonsLoadFailed: 'Could not load the team’s seasons.',
  registrationSettingsSaveFailed: 'Could not save the registration settings.',
  teamFormsLoadFailed: 'Could not load the team’s forms.',
  formLoadFailed: 'Could not load the form.',
  paymentLoadFailed: 'Could not load the payment.',
  paymentStartFailed: 'Could not start the payment. Please try again.',
  submissionLoadFailed: 'Could not load the submission.',
  submissionsExportFailed: 'Could not export the submissions.',
  submissionsLoadFailed: 'Could not load the submissions.',
  teamAddFailed: 'Could not add them.',
  formsLoadFailed: 'Could not load your forms.',
  formCreateFailed: 'Could not create the form.',
  balanceLoadFailed: 'Could not load the balance.',
} as const;

/**
 * A drawn signature (issue 29): refused when it is sent, shown as a line of text in a signed record
 * when what is stored cannot be drawn.
 */
export const FORM_SIGNATURE_MESSAGES = {
  unreadable: 'This signature could not be read. Clear it and draw it again.',
  tooLarge: 'This signature is too large. Clear it and draw it again.',
  notShown: 'Signature could not be shown',
  none: 'No signature drawn',
} as const;

/** Files attached to form answers. */
export const FORM_FILE_MESSAGES = {
  tooLarge: 'That file is too large. Choose one under 10 MB.',
  wrongType: { image: 'Choose a JPEG, PNG or WebP image.', pdf: 'Choose a PDF.', imageOrPdf: 'Choose a JPEG, PNG or WebP image, or a PDF.' },
  notAPdf: 'That file is not a PDF we can read.',
  noFileField: 'This form takes no files',
  failed: 'Could not save your file. Please try again.',
  notFound: 'Upload the file again: it was not found for this form',
  missing: 'File not found',
  tooMany: 'Too many uploads. Please wait a while and try again.',
} as const;

/** Column names of the submissions export whose times are given in the form's time zone. */
export const FORM_CSV_HEADERS = {
  submittedAt: (zone: string) => `Submitted at (${zone})`,
  waiverSignedBy: (label: string) => `${label}: signed by`,
  waiverSignedAt: (label: string, zone: string) => `${label}: signed at (${zone})`,
} as const;

/** Divisions on a registration form (issue 31, defect 10): the player picks one, each with its price and places. */
export const FORM_DIVISION_MESSAGES = {
  label: 'Division',
  required: 'Pick a division',
  full: 'Full',
  placesLeft: (count: number) => (count === 1 ? '1 place left' : `${count} places left`),
  divisionFull: 'This division is full. Pick another one.',
  notOffered: 'Pick one of this form’s divisions',
  notOfSeason: 'Each division must be a group of the form’s season',
  builderTitle: 'Divisions',
  builderHelp: 'Offer several groups of the season on this form, each with its price and number of places. The player picks one.',
  offer: 'Offer',
  price: 'Price',
  capacity: 'Places',
  submissionsColumn: 'Division',
} as const;
