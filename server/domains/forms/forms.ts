import type { Database } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { formChargeReadiness } from './form-charge-readiness.ts';
import { AppError } from '../../errors/app-error.ts';
import { FORM_MESSAGES } from '../../../shared/forms/messages.ts';
import type { FormDefinition } from '../../../shared/forms/definition.ts';
import type { FormAccess } from '../../../shared/forms/schemas.ts';
import { allows, isActive } from '../../../shared/access/access.ts';
import { teamIdsAllowing } from '../../access/memberships.ts';
import { requireTeamPermission, teamAccess } from '../teams/access.ts';
import { requireFormManager } from './form-access.ts';

const starterDraft = (title: string): FormDefinition => ({
  title,
  description: '',
  fields: [{ id: 'participant', type: 'participant', label: 'Who is this for?', required: true }],
  pricing: null,
});

export async function createForm(db: Database, userId: string, input: { title: string; teamId: string | null }): Promise<{ id: string }> {
  return db.transaction().execute(async (trx) => {
    if (input.teamId) await requireTeamPermission(trx, input.teamId, userId, 'manageForms');
    return trx
      .insertInto('forms')
      .values({
        ownerId: userId,
        teamId: input.teamId,
        title: input.title,
        access: input.teamId ? 'members' : 'public',
        draft: JSON.stringify(starterDraft(input.title)),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  });
}

/** The forms the user builds: their own, and their teams' where they manage seasons. */
export async function myForms(db: Database, userId: string) {
  const rows = await db
    .selectFrom('forms as f')
    .leftJoin('teams as t', 't.id', 'f.teamId')
    .leftJoin('formVersions as v', 'v.id', 'f.publishedVersionId')
    .select((eb) => [
      'f.id',
      'f.title',
      'f.status',
      'f.access',
      'f.updatedAt',
      't.name as teamName',
      'v.version as publishedVersion',
      eb
        .selectFrom('formSubmissions as s')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('s.formId', '=', 'f.id')
        .where('s.status', '!=', 'cancelled')
        .as('submissions'),
    ])
    .where((eb) => eb.or([eb('f.ownerId', '=', userId), eb('f.teamId', 'in', teamIdsAllowing(db, userId, 'manageForms'))]))
    .orderBy('f.updatedAt', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => ({
    ...row,
    status: row.status as 'draft' | 'published' | 'closed',
    access: row.access as FormAccess,
    submissions: Number(row.submissions ?? 0),
  }));
}

/** form/build/{id}: the draft as last saved, and what is published. */
export async function formForBuilder(db: Database, userId: string, formId: string) {
  const form = await requireFormManager(db, formId, userId);
  const row = await db
    .selectFrom('forms as f')
    .leftJoin('formVersions as v', 'v.id', 'f.publishedVersionId')
    .select(['f.draft', 'f.draftSavedAt', 'v.version as publishedVersion', 'v.publishedAt'])
    .where('f.id', '=', formId)
    .executeTakeFirstOrThrow();
  return {
    id: form.id,
    teamId: form.teamId,
    status: form.status,
    access: form.access,
    draft: row.draft as unknown as FormDefinition,
    draftSavedAt: row.draftSavedAt,
    publishedVersion: row.publishedVersion,
    publishedAt: row.publishedAt,
  };
}

/** Autosave: the draft changes, never a published version (their answers keep the words they answered). */
export async function saveFormDraft(db: Database, userId: string, formId: string, definition: FormDefinition): Promise<{ savedAt: Date }> {
  return db.transaction().execute(async (trx) => {
    await requireFormManager(trx, formId, userId, true);
    const savedAt = new Date();
    await trx
      .updateTable('forms')
      .set({ draft: JSON.stringify(definition), title: definition.title, draftSavedAt: savedAt, updatedAt: savedAt })
      .where('id', '=', formId)
      .execute();
    return { savedAt };
  });
}

export async function setFormAccess(db: Database, userId: string, formId: string, access: FormAccess): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const form = await requireFormManager(trx, formId, userId, true);
    // 'Members' means a team's members: a form of one's own has no team to draw them from.
    if (access === 'members' && !form.teamId) throw new AppError('BAD_REQUEST', FORM_MESSAGES.accessDenied);
    await trx.updateTable('forms').set({ access, updatedAt: new Date() }).where('id', '=', formId).execute();
  });
}

/** Freezes the draft as the next version and opens the form; answers already given stay on their own version. */
export async function publishForm(deps: Deps<'db' | 'stripe'>, userId: string, formId: string): Promise<{ version: number }> {
  return deps.db.transaction().execute(async (trx) => {
    const form = await requireFormManager(trx, formId, userId, true);
    const { draft } = await trx.selectFrom('forms').select('draft').where('id', '=', formId).executeTakeFirstOrThrow();
    const definition = draft as unknown as FormDefinition;
    if (definition.fields.length === 0) throw new AppError('BAD_REQUEST', FORM_MESSAGES.noFieldsToPublish);
    // A price nobody could pay is not published: players would find out only after answering.
    if (definition.fields.some((field) => field.type === 'priceItem' && field.amountCents > 0)) {
      const readiness = await formChargeReadiness({ db: trx, stripe: deps.stripe }, form.ownerId);
      if (!readiness.ready) throw new AppError('BAD_REQUEST', readiness.reason!);
    }
    const last = await trx
      .selectFrom('formVersions')
      .select((eb) => eb.fn.max('version').as('version'))
      .where('formId', '=', formId)
      .executeTakeFirst();
    const version = Number(last?.version ?? 0) + 1;
    const row = await trx
      .insertInto('formVersions')
      .values({ formId, version, definition: JSON.stringify(definition) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('forms').set({ publishedVersionId: row.id, status: 'published', updatedAt: new Date() }).where('id', '=', formId).execute();
    return { version };
  });
}

export async function closeForm(db: Database, userId: string, formId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await requireFormManager(trx, formId, userId, true);
    await trx.updateTable('forms').set({ status: 'closed', updatedAt: new Date() }).where('id', '=', formId).where('status', '=', 'published').execute();
  });
}

/** form/{formId}/team-form-add/{userId}: lets one specific player in, whatever the form's access. */
export async function inviteToForm(db: Database, userId: string, formId: string, inviteeId: string): Promise<void> {
  await requireFormManager(db, formId, userId);
  const invitee = await db.selectFrom('users').select('id').where('id', '=', inviteeId).executeTakeFirst();
  if (!invitee) throw new AppError('NOT_FOUND', FORM_MESSAGES.notFound);
  await db
    .insertInto('formInvites')
    .values({ formId, userId: inviteeId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** A team's open forms, as its viewer may fill them: public ones for anyone who sees the team, members' ones for members; all for its managers. */
export async function teamForms(db: Database, viewerId: string | null, teamId: string) {
  const { membership } = await teamAccess(db, teamId, viewerId);
  const manages = allows(membership, 'manageForms');
  const member = isActive(membership);
  let query = db.selectFrom('forms').select(['id', 'title', 'access']).where('teamId', '=', teamId).where('status', '=', 'published');
  if (!manages) query = query.where('access', 'in', member ? ['public', 'members'] : ['public']);
  const rows = await query.orderBy('updatedAt', 'desc').limit(50).execute();
  return { manages, forms: rows.map((row) => ({ ...row, access: row.access as FormAccess })) };
}
