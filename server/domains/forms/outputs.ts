import * as z from 'zod/mini';
import { formDefinition } from '../../../shared/forms/definition.ts';
import { FORM_ACCESS, SUBMISSION_STATUSES } from '../../../shared/schemas/forms.ts';

const formStatus = z.enum(['draft', 'published', 'closed']);

export const myFormsOutput = z.array(
  z.object({ id: z.string(), title: z.string(), status: formStatus, access: z.enum(FORM_ACCESS), updatedAt: z.date(), teamName: z.nullable(z.string()), publishedVersion: z.nullable(z.number()), submissions: z.number() }),
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
  z.object({ kind: z.enum(['denied', 'closed', 'draft']), title: z.string() }),
  z.object({
    kind: z.literal('open'),
    title: z.string(),
    versionId: z.string(),
    version: z.number(),
    definition: formDefinition,
    family: z.array(z.object({ id: z.string(), name: z.string() })),
    mine: z.array(z.object({ id: z.string(), participantName: z.string(), status: z.enum(SUBMISSION_STATUSES), createdAt: z.date() })),
  }),
]);

export const teamFormsOutput = z.object({ manages: z.boolean(), forms: z.array(z.object({ id: z.string(), title: z.string(), access: z.enum(FORM_ACCESS) })) });

export const submittedOutput = z.object({ id: z.string(), status: z.enum(SUBMISSION_STATUSES) });
export const savedDraftOutput = z.object({ savedAt: z.date() });
export const publishedOutput = z.object({ version: z.number() });

export const submissionsOutput = z.object({
  title: z.string(),
  rows: z.array(
    z.object({ id: z.string(), participantName: z.string(), status: z.enum(SUBMISSION_STATUSES), totalCents: z.number(), paidCents: z.number(), createdAt: z.date(), email: z.string(), submittedBy: z.string(), version: z.number() }),
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
