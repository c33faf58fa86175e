import * as z from 'zod/mini';
import { FORM_LIMITS } from '../limits/limits.ts';
import { formDefinition } from './definition.ts';
import { text } from '../common/text.ts';
import { FORM_MESSAGES } from './messages.ts';
import { checkoutSessionInput } from '../billing/schemas.ts';

export const FORM_ACCESS = ['public', 'members', 'invite'] as const;
export type FormAccess = (typeof FORM_ACCESS)[number];
export const FORM_ACCESS_LABELS: Record<FormAccess, string> = {
  public: 'Anyone with the link',
  members: 'Members of the team',
  invite: 'Invited people only',
};
export const SUBMISSION_STATUSES = ['submitted', 'pending-payment', 'paid', 'balance-due', 'refunded', 'waitlisted', 'cancelled'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
export const SUBMISSION_STATUS_LABELS: Record<SubmissionStatus, string> = {
  submitted: 'Submitted',
  'pending-payment': 'Pending payment',
  paid: 'Paid',
  'balance-due': 'Balance due',
  refunded: 'Refunded',
  waitlisted: 'Waitlisted',
  cancelled: 'Cancelled',
};

export const formIdInput = z.object({ formId: z.uuid() });
export const createFormInput = z.object({
  title: text(FORM_LIMITS.titleMax, { trim: true, min: 2, minMessage: 'Give the form a title' }),
  /** A team's form: its owners and admins build it with the creator, and 'members' access means that team's. */
  teamId: z.nullable(z.uuid()),
});
export const saveFormDraftInput = z.object({ formId: z.uuid(), definition: formDefinition });
export const setFormAccessInput = z.object({ formId: z.uuid(), access: z.enum(FORM_ACCESS) });
export const inviteToFormInput = z.object({ formId: z.uuid(), userId: z.uuid() });
/** Answers by field id; every value is checked against the version's own field (shared/forms/answers.ts). */
export const submitFormInput = z.object({
  formId: z.uuid(),
  versionId: z.uuid(),
  answers: z.record(text(40), z.unknown()),
  /** A discount code of the form's pricing; checked on the server (shared/forms/pricing.ts). */
  discountCode: z.optional(z.nullable(text(FORM_LIMITS.discountCodeMax, { trim: true }))),
  /** The division (a group of the form's season) the player picks, when the form offers divisions. */
  divisionId: z.optional(z.nullable(z.uuid())),
});
/** Roles a registration form may give on the team: never an organiser's. */
export const FORM_GRANTED_ROLES = ['player', 'fan'] as const;
/** How many divisions one form may offer, and the places each may hold. */
export const FORM_DIVISION_LIMITS = { divisionsMax: 20, capacityMax: 10_000 } as const;
export const formDivisionInput = z.object({
  groupId: z.uuid(),
  priceCents: z.int().check(z.minimum(0), z.maximum(FORM_LIMITS.priceMaxCents)),
  capacity: z.int().check(z.minimum(1), z.maximum(FORM_DIVISION_LIMITS.capacityMax)),
});
export type FormDivisionInput = z.infer<typeof formDivisionInput>;
export const setFormRegistrationInput = z.object({
  formId: z.uuid(),
  /** Null: the form registers nobody (a plain sign-up or waiver). */
  seasonId: z.nullable(z.uuid()),
  /** The one group every submitter joins; null when the form offers divisions to pick from. */
  groupId: z.nullable(z.uuid()),
  grantsRole: z.enum(FORM_GRANTED_ROLES),
  /** Groups of the season the player picks from, each with its price and places on this form. */
  divisions: z._default(z.array(formDivisionInput).check(z.maxLength(FORM_DIVISION_LIMITS.divisionsMax)), []),
});
export const recordOfflinePaymentInput = z.object({
  formId: z.uuid(),
  submissionId: z.uuid(),
  amountCents: z.int().check(z.minimum(1), z.maximum(FORM_LIMITS.priceMaxCents * FORM_LIMITS.fieldsMax)),
  note: text(200, { trim: true }),
});
export const refundSubmissionInput = z.object({ formId: z.uuid(), submissionId: z.uuid(), reason: text(200, { trim: true }) });
/** A partial refund keeps the registration: an amount (at most what was paid by card and not refunded yet) and why. */
export const refundPartInput = z.object({
  formId: z.uuid(),
  submissionId: z.uuid(),
  amountCents: z.int().check(z.minimum(1), z.maximum(FORM_LIMITS.priceMaxCents * FORM_LIMITS.fieldsMax)),
  reason: text(200, { trim: true, min: 1, minMessage: FORM_MESSAGES.refundReasonRequired }),
});
export const formSubmissionsInput = z.object({
  formId: z.uuid(),
  status: z.optional(z.enum(SUBMISSION_STATUSES)),
  search: z.optional(text(100, { trim: true })),
});
export const submissionIdInput = z.object({ formId: z.uuid(), submissionId: z.uuid() });
/**
 * What a registrant pays through Checkout: what is due now (the deposit under a plan, else the
 * total), or the rest (everything still owed: the full amount instead of a deposit, or a plan's
 * remaining parts at once). Only the choice is sent; the server works out the amount.
 */
export const FORM_PAY_AMOUNTS = ['due-now', 'rest'] as const;
export type FormPayAmount = (typeof FORM_PAY_AMOUNTS)[number];
export const payFormInput = z.object({ formId: z.uuid(), submissionId: z.uuid(), amount: z._default(z.enum(FORM_PAY_AMOUNTS), 'due-now') });
/** A Checkout the registrant came back from (its session id is on the success URL), on its registration. */
export const formCheckoutStateInput = z.object({
  formId: z.uuid(),
  submissionId: z.uuid(),
  sessionId: checkoutSessionInput.shape.sessionId,
});
