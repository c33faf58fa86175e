import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { FORM_CSV_HEADERS, FORM_FILE_MESSAGES, FORM_MESSAGES } from '../../../shared/forms/messages.ts';
import { validateAnswers, type Answers } from '../../../shared/forms/answers.ts';
import type { FormDefinition } from '../../../shared/forms/definition.ts';
import { SUBMISSION_STATUS_LABELS, type SubmissionStatus } from '../../../shared/forms/schemas.ts';
import { answerText, csvCell } from '../../../shared/forms/answer-text.ts';
import { findForm, mayFill, requireFormManager, requireSubmitterOrManager } from './form-access.ts';
import { completeSubmission, paymentPath } from './submission-ledger.ts';
import { requireRosterRoomFor } from './form-registration.ts';
import { quote } from '../../../shared/forms/pricing.ts';
import { formatCents } from '../../../shared/billing/billing.ts';
import type { Deps } from '../../deps.ts';
import { hasSignedParts, signedRecordPdf } from './signed-record.ts';
import { storableSignature } from './signature-image.ts';
import { formTimeZone, wallClock } from './csv-time.ts';
import { formDivisions, takeDivisionPlace } from './form-divisions.ts';

const userName = sql<string>`coalesce(u.display_name, u.full_name, 'Unnamed Player')`;

/**
 * form/{id}: the published version to fill, with the viewer's family for the participant picker,
 * or why not: 'denied' (and nothing more) for form/access-denied, or the form not being open.
 */
export async function formToFill(db: Database, viewerId: string, formId: string) {
  const form = await findForm(db, formId);
  // Someone the form is not for learns only that: its title can be a private team's business.
  if (!(await mayFill(db, form, viewerId))) return { kind: 'denied' as const };
  if (form.status !== 'published' || !form.publishedVersionId)
    return { kind: form.status === 'closed' ? ('closed' as const) : ('draft' as const), title: form.title };
  const version = await db
    .selectFrom('formVersions')
    .select(['id', 'version', 'definition'])
    .where('id', '=', form.publishedVersionId)
    .executeTakeFirstOrThrow();
  const family = await db
    .selectFrom('familyMembers')
    .select(['id', sql<string>`first_name || ' ' || last_name`.as('name')])
    .where('createdBy', '=', viewerId)
    .orderBy('firstName')
    .execute();
  const mine = await db
    .selectFrom('formSubmissions')
    .select(['id', 'participantName', 'status', 'createdAt'])
    .where('formId', '=', formId)
    .where('userId', '=', viewerId)
    .orderBy('createdAt', 'desc')
    .limit(20)
    .execute();
  return {
    kind: 'open' as const,
    title: form.title,
    divisions: await formDivisions(db, formId),
    versionId: version.id,
    version: version.version,
    definition: version.definition as unknown as FormDefinition,
    family,
    mine: mine.map((row) => ({ ...row, status: row.status as SubmissionStatus })),
  };
}

/**
 * A submission, checked on the server against the version it was made on (never the client's
 * idea of it): that version must still be the published one, so a form changed meanwhile asks for
 * a fresh look rather than taking answers to questions no longer asked. The participant is the
 * submitter or one of their own family members.
 */
export async function submitForm(
  deps: Deps<'db' | 'jobs' | 'env'>,
  userId: string,
  input: { formId: string; versionId: string; answers: Answers; discountCode?: string | null | undefined; divisionId?: string | null | undefined },
  meta: { ip: string | null; userAgent: string | null },
): Promise<{ id: string; status: SubmissionStatus; paymentPath: string | null }> {
  return deps.db.transaction().execute(async (trx) => {
    const form = await findForm(trx, input.formId);
    if (!(await mayFill(trx, form, userId))) throw new AppError('FORBIDDEN', FORM_MESSAGES.accessDenied);
    if (form.status === 'closed') throw new AppError('CONFLICT', FORM_MESSAGES.closed);
    if (form.status !== 'published') throw new AppError('CONFLICT', FORM_MESSAGES.notPublished);
    if (form.publishedVersionId !== input.versionId) throw new AppError('CONFLICT', FORM_MESSAGES.staleVersion);
    const version = await trx.selectFrom('formVersions').select('definition').where('id', '=', input.versionId).executeTakeFirstOrThrow();
    const definition = version.definition as unknown as FormDefinition;
    const checked = validateAnswers(definition, input.answers);
    if (!checked.ok) {
      // The renderer checks the same way before sending; this names the first field a hand-made request got wrong.
      const [fieldId, message] = Object.entries(checked.errors)[0]!;
      const label = definition.fields.find((field) => field.id === fieldId)?.label ?? fieldId;
      throw new AppError('BAD_REQUEST', `${label}: ${message}`);
    }

    await redrawSignatures(definition, checked.answers);
    const files = await attachFiles(trx, form.id, userId, definition, checked.answers);

    const participantField = definition.fields.find((field) => field.type === 'participant');
    const participant = participantField
      ? (checked.answers[participantField.id] as { kind: 'self' } | { kind: 'family'; familyMemberId: string } | undefined)
      : undefined;
    let familyMemberId: string | null = null;
    let participantName: string;
    if (participant?.kind === 'family') {
      const member = await trx
        .selectFrom('familyMembers')
        .select(sql<string>`first_name || ' ' || last_name`.as('name'))
        .where('id', '=', participant.familyMemberId)
        .where('createdBy', '=', userId)
        .executeTakeFirst();
      if (!member) throw new AppError('BAD_REQUEST', FORM_MESSAGES.notYourFamily);
      familyMemberId = participant.familyMemberId;
      participantName = member.name;
    } else {
      const me = await trx.selectFrom('users as u').select(userName.as('name')).where('u.id', '=', userId).executeTakeFirstOrThrow();
      participantName = me.name;
    }
    // A family's second registration on (another participant of theirs already in) earns the sibling discount.
    const earlier = await trx
      .selectFrom('formSubmissions')
      .select('id')
      .where('formId', '=', form.id)
      .where('userId', '=', userId)
      .where('status', 'not in', ['cancelled', 'refunded'])
      .where((eb) =>
        familyMemberId ? eb.or([eb('familyMemberId', 'is', null), eb('familyMemberId', '!=', familyMemberId)]) : eb('familyMemberId', 'is not', null),
      )
      .limit(1)
      .executeTakeFirst();
    // The place is taken (under the division's lock) before pricing, so the fee follows the division actually held.
    const division = await takeDivisionPlace(trx, form.id, input.divisionId);
    const priced = quote(definition, checked.answers, { discountCode: input.discountCode?.trim() || null, isSibling: Boolean(earlier), division });
    if (!priced.ok) throw new AppError('BAD_REQUEST', priced.error);
    const { totalCents, dueNowCents } = priced.quote;
    // Nobody pays for a place the team's plan has no room for.
    await requireRosterRoomFor(trx, form.id, userId, familyMemberId);

    const row = await trx
      .insertInto('formSubmissions')
      .values({
        formId: form.id,
        versionId: input.versionId,
        userId,
        familyMemberId,
        participantName,
        seasonGroupId: division?.id ?? null,
        answers: JSON.stringify(checked.answers),
        status: 'pending-payment',
        totalCents,
        dueNowCents,
        currency: definition.pricing?.currency ?? 'usd',
        quote: totalCents > 0 ? JSON.stringify(priced.quote) : null,
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAttachments(trx, row.id, files);
    await trx.updateTable('forms').set({ updatedAt: new Date() }).where('id', '=', form.id).execute();
    if (dueNowCents > 0) return { id: row.id, status: 'pending-payment' as const, paymentPath: paymentPath(form.id, row.id) };
    // Nothing to pay now (free, or a plan with no deposit): the registration completes at once.
    const status = await completeSubmission(
      { ...deps, db: trx },
      {
        id: row.id,
        formId: form.id,
        userId,
        familyMemberId,
        participantName,
        status: 'pending-payment',
        totalCents,
        paidCents: 0,
        dueNowCents,
        currency: definition.pricing?.currency ?? 'usd',
        quote: priced.quote,
        completedAt: null,
        seasonRegistrationId: null,
      },
    );
    return { id: row.id, status, paymentPath: null };
  });
}

/** form/{id}/submissions: newest first, by status and by a name or e-mail search. */
export async function listSubmissions(
  db: Database,
  userId: string,
  input: { formId: string; status?: SubmissionStatus | undefined; search?: string | undefined },
) {
  const form = await requireFormManager(db, input.formId, userId);
  let query = db
    .selectFrom('formSubmissions as s')
    .innerJoin('users as u', 'u.id', 's.userId')
    .innerJoin('formVersions as v', 'v.id', 's.versionId')
    .leftJoin('seasonGroups as g', 'g.id', 's.seasonGroupId')
    .select([
      's.id',
      's.participantName',
      'g.name as division',
      's.status',
      's.totalCents',
      's.paidCents',
      's.refundedCents',
      's.currency',
      's.createdAt',
      'u.email',
      userName.as('submittedBy'),
      'v.version',
    ])
    .where('s.formId', '=', form.id);
  if (input.status) query = query.where('s.status', '=', input.status);
  if (input.search) {
    const like = `%${input.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    query = query.where((eb) => eb.or([eb('s.participantName', 'ilike', like), eb('u.email', 'ilike', like), eb(userName, 'ilike', like)]));
  }
  const rows = await query.orderBy('s.createdAt', 'desc').limit(500).execute();
  return { title: form.title, rows: rows.map((row) => ({ ...row, status: row.status as SubmissionStatus })) };
}

/** form/{id}/{submissionId}: one submission with the version's questions beside its answers. */
export async function getSubmission(db: Database, userId: string, formId: string, submissionId: string) {
  const found = await db
    .selectFrom('formSubmissions as s')
    .innerJoin('formVersions as v', 'v.id', 's.versionId')
    .innerJoin('users as u', 'u.id', 's.userId')
    .select([
      's.id',
      's.formId',
      's.userId',
      's.familyMemberId',
      's.participantName',
      's.status',
      's.answers',
      's.totalCents',
      's.paidCents',
      's.createdAt',
      's.ip',
      's.userAgent',
      'v.version',
      'v.definition',
      'u.email',
      userName.as('submittedBy'),
    ])
    .where('s.id', '=', submissionId)
    .where('s.formId', '=', formId)
    .executeTakeFirst();
  if (!found) throw new AppError('NOT_FOUND', FORM_MESSAGES.notFound);
  const viewerManages = await requireSubmitterOrManager(db, formId, userId, found.userId);
  const { definition, answers, ...rest } = found;
  const frozen = definition as unknown as FormDefinition;
  return {
    ...rest,
    status: rest.status as SubmissionStatus,
    definition: frozen,
    answers: answers as Answers,
    viewerManages,
    hasSignedRecord: hasSignedParts(frozen),
  };
}

/**
 * The submissions as CSV, one column per question of the published version (older versions' extra
 * answers are left out); a waiver gives its typed name and when it was signed. Times are in the
 * form's time zone (csv-time.ts), named in the header.
 */
export async function submissionsCsv(db: Database, userId: string, formId: string): Promise<{ filename: string; csv: string }> {
  const form = await requireFormManager(db, formId, userId);
  const current = form.publishedVersionId
    ? await db.selectFrom('formVersions').select('definition').where('id', '=', form.publishedVersionId).executeTakeFirst()
    : undefined;
  const fields = ((current?.definition as unknown as FormDefinition | undefined)?.fields ?? []).filter((field) => field.type !== 'signature');
  const rows = await db
    .selectFrom('formSubmissions as s')
    .innerJoin('users as u', 'u.id', 's.userId')
    .innerJoin('formVersions as v', 'v.id', 's.versionId')
    .select([
      's.createdAt',
      's.participantName',
      's.status',
      's.answers',
      's.totalCents',
      's.paidCents',
      's.currency',
      'u.email',
      userName.as('submittedBy'),
      'v.version',
    ])
    .where('s.formId', '=', formId)
    .orderBy('s.createdAt')
    .limit(10_000)
    .execute();
  const zone = await formTimeZone(db, form);
  const header = [
    FORM_CSV_HEADERS.submittedAt(zone),
    'Participant',
    'Submitted by',
    'E-mail',
    'Status',
    'Total',
    'Paid',
    'Version',
    ...fields.flatMap((field) =>
      field.type === 'waiver' ? [FORM_CSV_HEADERS.waiverSignedBy(field.label), FORM_CSV_HEADERS.waiverSignedAt(field.label, zone)] : [field.label],
    ),
  ];
  const lines = rows.map((row) => {
    const answers = row.answers as Answers;
    return [
      wallClock(row.createdAt, zone),
      row.participantName,
      row.submittedBy,
      row.email,
      SUBMISSION_STATUS_LABELS[row.status as SubmissionStatus] ?? row.status,
      formatCents(row.totalCents, row.currency),
      formatCents(row.paidCents, row.currency),
      String(row.version),
      ...fields.flatMap((field) => {
        if (field.type !== 'waiver') return [answerText(field, answers[field.id], () => row.participantName)];
        const signerName = (answers[field.id] as { signerName?: unknown } | undefined)?.signerName;
        // A waiver is signed as the submission is sent (as the signed record says too).
        return typeof signerName === 'string' ? [signerName, wallClock(row.createdAt, zone)] : ['', ''];
      }),
    ];
  });
  const csv = [header, ...lines].map((cells) => cells.map(csvCell).join(',')).join('\r\n');
  const slug =
    form.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'form';
  return { filename: `${slug}-submissions.csv`, csv };
}

/** The signed record (signed-record.ts) of a submission, for its submitter or the form's managers; null when its version asks for no signature. */
export async function signedRecord(db: Database, userId: string, formId: string, submissionId: string): Promise<{ filename: string; pdf: Uint8Array } | null> {
  const submission = await getSubmission(db, userId, formId, submissionId);
  if (!hasSignedParts(submission.definition)) return null;
  const pdf = await signedRecordPdf({
    submissionId: submission.id,
    formTitle: submission.definition.title,
    version: submission.version,
    definition: submission.definition,
    answers: submission.answers,
    participantName: submission.participantName,
    signedByName: submission.submittedBy,
    signedByEmail: submission.email,
    onBehalfOfFamily: submission.familyMemberId !== null,
    signedAt: submission.createdAt,
    ip: submission.ip,
    userAgent: submission.userAgent,
  });
  const slug =
    submission.participantName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'participant';
  return { filename: `signed-record-${slug}.pdf`, pdf };
}

/**
 * Each drawn signature is kept as our own re-encoding of it (signature-image.ts), so no stored
 * answer can claim a canvas that freezes whoever decodes it; one that is not a sound PNG within
 * bounds refuses the submission, naming its field, before anything is written.
 */
async function redrawSignatures(definition: FormDefinition, answers: Answers): Promise<void> {
  for (const field of definition.fields) {
    const sent = answers[field.id];
    if (field.type !== 'signature' || typeof sent !== 'string') continue;
    const kept = await storableSignature(sent);
    if (!kept.ok) throw new AppError('BAD_REQUEST', `${field.label}: ${kept.message}`);
    answers[field.id] = kept.dataUrl;
  }
}

/**
 * Each file answer must name the filler's own upload for this form, of a type its field takes; the
 * stored answer gets the file's address from our row, never from the client. Returns the label of
 * the field each file answers, by file id.
 */
async function attachFiles(trx: Database, formId: string, userId: string, definition: FormDefinition, answers: Answers): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const field of definition.fields) {
    if (field.type !== 'file' || !(field.id in answers)) continue;
    const answer = answers[field.id] as { fileId: string; name: string };
    const file = await trx
      .selectFrom('formFiles')
      .select(['url', 'contentType'])
      .where('id', '=', answer.fileId)
      .where('formId', '=', formId)
      .where('userId', '=', userId)
      .executeTakeFirst();
    const takes = field.accept === 'imageOrPdf' || (field.accept === 'image') === (file?.contentType === 'image/webp');
    if (!file || !takes) throw new AppError('BAD_REQUEST', `${field.label}: ${FORM_FILE_MESSAGES.notFound}`);
    answers[field.id] = { ...answer, url: file.url, contentType: file.contentType };
    files.set(answer.fileId, field.label);
  }
  return files;
}

/**
 * Marks the files as attached, so the orphan clean-up (pruneOrphanFormFiles) leaves them alone; a
 * file sent again with a later submission stays with its first. The update waits for a clean-up
 * that holds a file's row, and a file it removed meanwhile is missing here: the submission is then
 * refused (and rolled back) rather than kept with an answer whose file is gone.
 */
async function recordAttachments(trx: Database, submissionId: string, files: Map<string, string>): Promise<void> {
  if (files.size === 0) return;
  const updated = await trx
    .updateTable('formFiles')
    .set((eb) => ({ submissionId: eb.fn.coalesce('submissionId', eb.val(submissionId)) }))
    .where('id', 'in', [...files.keys()])
    .returning('id')
    .execute();
  const found = new Set(updated.map((row) => row.id));
  for (const [fileId, label] of files) if (!found.has(fileId)) throw new AppError('BAD_REQUEST', `${label}: ${FORM_FILE_MESSAGES.notFound}`);
}
