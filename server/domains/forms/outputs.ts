import * as z from 'zod/mini';
import { formDefinition } from '../../../shared/forms/definition.ts';
import { FORM_ACCESS, FORM_GRANTED_ROLES, SUBMISSION_STATUSES } from '../../../shared/forms/schemas.ts';

const formStatus = z.enum(['draft', 'published', 'closed']);

export const myFormsOutput = z.array(
  z.object({
    id: z.string(),
    title: z.string(),
    status: formStatus,
    access: z.enum(FORM_ACCESS),
    updatedAt: z.date(),
    teamName: z.nullable(z.string()),
    publishedVersion: z.nullable(z.number()),
    submissions: z.number(),
  }),
);

export const formBuilderOutput = z.object({
  id: z.string(),
  teamId: z.nullable(z.string()),
  status: formStatus,
  access: z.enum(FORM_ACCESS),
  draft: formDefinition,
  draftSavedAt: z.date(),
  publishedVersion: z.nullable(z.number()),
  publishedAt: z.nullable(z.date()),
});

export const formToFillOutput = z.union([
  z.object({ kind: z.literal('denied') }),
  z.object({ kind: z.enum(['closed', 'draft']), title: z.string() }),
  z.object({
    kind: z.literal('open'),
    title: z.string(),
    versionId: z.string(),
    version: z.number(),
    definition: formDefinition,
    family: z.array(z.object({ id: z.string(), name: z.string() })),
    /** The divisions to pick from (none: the form offers none); a full one has no place left. */
    divisions: z.array(z.object({ id: z.string(), name: z.string(), priceCents: z.number(), placesLeft: z.number() })),
    mine: z.array(z.object({ id: z.string(), participantName: z.string(), status: z.enum(SUBMISSION_STATUSES), createdAt: z.date() })),
  }),
]);

export const teamFormsOutput = z.object({ manages: z.boolean(), forms: z.array(z.object({ id: z.string(), title: z.string(), access: z.enum(FORM_ACCESS) })) });

export const submittedOutput = z.object({ id: z.string(), status: z.enum(SUBMISSION_STATUSES), paymentPath: z.nullable(z.string()) });
export const savedDraftOutput = z.object({ savedAt: z.date() });
export const publishedOutput = z.object({ version: z.number() });

export const submissionsOutput = z.object({
  title: z.string(),
  rows: z.array(
    z.object({
      id: z.string(),
      participantName: z.string(),
      division: z.nullable(z.string()),
      status: z.enum(SUBMISSION_STATUSES),
      totalCents: z.number(),
      paidCents: z.number(),
      refundedCents: z.number(),
      currency: z.string(),
      createdAt: z.date(),
      email: z.string(),
      submittedBy: z.string(),
      version: z.number(),
    }),
  ),
});

export const submissionOutput = z.object({
  id: z.string(),
  formId: z.string(),
  userId: z.string(),
  participantName: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  answers: z.record(z.string(), z.unknown()),
  totalCents: z.number(),
  paidCents: z.number(),
  createdAt: z.date(),
  ip: z.nullable(z.string()),
  userAgent: z.nullable(z.string()),
  version: z.number(),
  definition: formDefinition,
  email: z.string(),
  submittedBy: z.string(),
  familyMemberId: z.nullable(z.string()),
  viewerManages: z.boolean(),
  hasSignedRecord: z.boolean(),
});

export const submissionsCsvOutput = z.object({ filename: z.string(), csv: z.string() });

export const formChargeReadinessOutput = z.object({ ready: z.boolean(), reason: z.nullable(z.string()), needsLink: z.boolean() });

export const formRegistrationOptionsOutput = z.object({
  teamForm: z.boolean(),
  seasonId: z.nullable(z.string()),
  groupId: z.nullable(z.string()),
  grantsRole: z.enum(FORM_GRANTED_ROLES),
  divisions: z.array(z.object({ groupId: z.string(), priceCents: z.number(), capacity: z.number() })),
  seasons: z.array(z.object({ id: z.string(), label: z.string(), status: z.string(), groups: z.array(z.object({ id: z.string(), name: z.string() })) })),
});

const quoteOutput = z.object({
  lines: z.array(z.object({ fieldId: z.string(), label: z.string(), quantity: z.number(), unitCents: z.number(), totalCents: z.number() })),
  subtotalCents: z.number(),
  discountCode: z.nullable(z.string()),
  codeDiscountCents: z.number(),
  siblingDiscountCents: z.number(),
  totalCents: z.number(),
  dueNowCents: z.number(),
  installments: z.array(z.object({ dueOn: z.string(), amountCents: z.number() })),
});

export const submissionMoneyOutput = z.object({
  formTitle: z.string(),
  participantName: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  currency: z.string(),
  quote: z.nullable(quoteOutput),
  totalCents: z.number(),
  paidCents: z.number(),
  refundedCents: z.number(),
  dueNowCents: z.number(),
  balanceCents: z.number(),
  invoices: z.array(z.object({ id: z.string(), totalCents: z.number(), dueDate: z.string(), status: z.string(), paidAt: z.nullable(z.date()) })),
  history: z.array(
    z.object({ id: z.string(), kind: z.enum(['card', 'offline']), amountCents: z.number(), refundedCents: z.number(), at: z.date(), note: z.string() }),
  ),
  refunds: z.array(z.object({ id: z.string(), amountCents: z.number(), reason: z.nullable(z.string()), at: z.date() })),
  viewerManages: z.boolean(),
});

export const checkoutUrlOutput = z.object({ url: z.string() });
export const formCheckoutStateOutput = z.object({ state: z.enum(['confirming', 'confirmed', 'closed']), amountCents: z.number(), currency: z.string() });
