import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { FORM_MESSAGES } from '../../../shared/forms/messages.ts';
import { allows, isActive } from '../../../shared/access/access.ts';
import { membershipThrough } from '../../access/permissions.ts';
import { teamHolders } from '../../access/scopes.ts';
import type { FormAccess } from '../../../shared/forms/schemas.ts';

export interface FormRow {
  id: string;
  ownerId: string;
  teamId: string | null;
  title: string;
  status: 'draft' | 'published' | 'closed';
  access: FormAccess;
  publishedVersionId: string | null;
}

async function loadForm(db: Database, formId: string, lock: boolean): Promise<FormRow> {
  let query = db.selectFrom('forms').select(['id', 'ownerId', 'teamId', 'title', 'status', 'access', 'publishedVersionId']).where('id', '=', formId);
  if (lock) query = query.forUpdate();
  const form = await query.executeTakeFirst();
  if (!form) throw new AppError('NOT_FOUND', FORM_MESSAGES.notFound);
  return form as FormRow;
}

/**
 * Who builds a form and reads its submissions: its owner, and for a team's form the team's
 * owners and admins. Anyone else is told it does not exist. `lock` takes the form's row.
 */
export async function requireFormManager(db: Database, formId: string, userId: string, lock = false): Promise<FormRow> {
  const form = await loadForm(db, formId, lock);
  // Its maker holds a form as its owner; a team's form is also its owners' and admins' (the permission core).
  if (allows(await formMembership(db, form, userId), 'manageForms')) return form;
  throw new AppError('NOT_FOUND', FORM_MESSAGES.notFound);
}

/**
 * A submission is read by its submitter and by the form's managers; anyone else is told the form
 * does not exist. Returns whether the viewer manages the form.
 */
export async function requireSubmitterOrManager(db: Database, formId: string, userId: string, submitterId: string): Promise<boolean> {
  try {
    await requireFormManager(db, formId, userId);
    return true;
  } catch (error) {
    if (submitterId === userId) return false;
    throw error;
  }
}

/**
 * Whether the viewer may fill the form (form/access-denied otherwise): anyone signed in for a
 * public form; the team's active members for a members' form; invited people for an invite-only
 * one. Its managers may always, to try it.
 */
export async function mayFill(db: Database, form: FormRow, userId: string): Promise<boolean> {
  if (form.ownerId === userId || form.access === 'public') return true;
  if (form.teamId) {
    const membership = await formMembership(db, form, userId);
    if (allows(membership, 'manageForms')) return true;
    if (form.access === 'members' && isActive(membership)) return true;
  }
  const invited = await db.selectFrom('formInvites').select('userId').where('formId', '=', form.id).where('userId', '=', userId).executeTakeFirst();
  return Boolean(invited);
}

/** The viewer's membership of a form already read: held by its team and by its maker (the permission core). */
async function formMembership(db: Database, form: FormRow, userId: string) {
  return membershipThrough(db, { userId }, await teamHolders(db, form.teamId, form.ownerId), 'form');
}

export const findForm = (db: Database, formId: string) => loadForm(db, formId, false);
