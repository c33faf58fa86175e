import { fieldErrors } from '../../lib/form-errors.ts';
import { FAMILY_MESSAGES } from '../../../../shared/family/messages.ts';
import {
  familyMemberUpdateInput,
  familyRowInput,
  type FamilyMemberUpdateInput,
  type FamilyRelation,
  type FamilyRowInput,
} from '../../../../shared/family/schemas.ts';

/** The editable part of a row for someone without an account, as typed. */
export interface NonUserFields {
  firstName: string;
  lastName: string;
  age: string;
  phoneNumber: string;
}

/** A row not saved yet (the spec's family member row, minus what the search field keeps itself). */
export interface NewRow extends NonUserFields {
  key: string;
  relation: FamilyRelation | '';
  /** null until the app-user choice is made (the spec's hasSetGthStatus). */
  isGthUser: boolean | null;
  /** The user picked from the search results. */
  userId: string | null;
  displayName: string | null;
}

export interface MemberEdit extends NonUserFields {
  relation: FamilyRelation;
}

export type RowErrors = Partial<Record<'relation' | 'isGthUser' | 'userId' | keyof NonUserFields, string>>;

let nextKey = 0;
export function emptyRow(): NewRow {
  nextKey += 1;
  return { key: `new-${nextKey}`, relation: '', isGthUser: null, userId: null, displayName: null, firstName: '', lastName: '', age: '', phoneNumber: '' };
}

/**
 * Spec section 4: 'Send Request' if any unsaved app-user row is unconfirmed, else 'Save Changes'.
 * Confirmation is the other person accepting, which no unsaved row can have yet.
 */
export function saveButtonLabel(rows: { isSaved: boolean; isGthUser: boolean | null; confirmed: boolean }[]): string {
  return rows.some((row) => !row.isSaved && row.isGthUser === true && !row.confirmed) ? FAMILY_MESSAGES.sendRequest : FAMILY_MESSAGES.saveChanges;
}

const ageOf = (age: string) => (age.trim() === '' ? Number.NaN : Number(age));

/** Checks a new row with the server's schema; returns the input to send or the errors to show. */
export function checkNewRow(row: NewRow): { input: FamilyRowInput; errors: null } | { input: null; errors: RowErrors } {
  const errors: RowErrors = {};
  if (row.relation === '') errors.relation = FAMILY_MESSAGES.chooseRelation;
  if (row.isGthUser === null) errors.isGthUser = FAMILY_MESSAGES.chooseAppUser;
  if (row.isGthUser === null || row.relation === '') return { input: null, errors };
  const candidate = row.isGthUser
    ? { relation: row.relation, isGthUser: true, userId: row.userId ?? '' }
    : { relation: row.relation, isGthUser: false, firstName: row.firstName, lastName: row.lastName, age: ageOf(row.age), phoneNumber: row.phoneNumber };
  const found = fieldErrors(familyRowInput, candidate);
  if (found) return { input: null, errors: found as RowErrors };
  return { input: candidate as FamilyRowInput, errors: null };
}

export function checkMemberEdit(connectionId: string, edit: MemberEdit): { input: FamilyMemberUpdateInput; errors: null } | { input: null; errors: RowErrors } {
  const candidate = {
    connectionId,
    relation: edit.relation,
    firstName: edit.firstName,
    lastName: edit.lastName,
    age: ageOf(edit.age),
    phoneNumber: edit.phoneNumber,
  };
  const found = fieldErrors(familyMemberUpdateInput, candidate);
  if (found) return { input: null, errors: found as RowErrors };
  return { input: candidate as FamilyMemberUpdateInput, errors: null };
}

export function sameEdit(a: MemberEdit, b: MemberEdit): boolean {
  return (
    a.relation === b.relation && a.firstName === b.firstName && a.lastName === b.lastName && a.age.trim() === b.age.trim() && a.phoneNumber === b.phoneNumber
  );
}
