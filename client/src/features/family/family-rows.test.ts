import { describe, expect, it } from 'vitest';
import { FAMILY_MESSAGES } from '../../../../shared/family/messages.ts';
import { SETTINGS_MESSAGES } from '../../../../shared/settings/messages.ts';
import { checkMemberEdit, checkNewRow, emptyRow, saveButtonLabel } from './family-rows.ts';

const USER_ID = '0b6e3f4c-2f5a-4c4e-9d7b-1a2b3c4d5e6f';

describe('the save button text', () => {
  it("is 'Send Request' while an unsaved app-user row is unconfirmed, else 'Save Changes'", () => {
    const saved = { isSaved: true, isGthUser: true, confirmed: false };
    expect(saveButtonLabel([])).toBe('Save Changes');
    expect(saveButtonLabel([saved])).toBe('Save Changes');
    expect(saveButtonLabel([saved, { isSaved: false, isGthUser: false, confirmed: false }])).toBe('Save Changes');
    expect(saveButtonLabel([{ isSaved: false, isGthUser: null, confirmed: false }])).toBe('Save Changes');
    expect(saveButtonLabel([saved, { isSaved: false, isGthUser: true, confirmed: false }])).toBe('Send Request');
  });
});

describe('row checks', () => {
  it('need a relation and the app-user choice first', () => {
    expect(checkNewRow(emptyRow()).errors).toEqual({ relation: FAMILY_MESSAGES.chooseRelation, isGthUser: FAMILY_MESSAGES.chooseAppUser });
  });

  it('need a user picked from the search for an app user', () => {
    const row = { ...emptyRow(), relation: 'parent' as const, isGthUser: true };
    expect(checkNewRow(row).errors).toEqual({ userId: FAMILY_MESSAGES.searchAndSelect });
    expect(checkNewRow({ ...row, userId: USER_ID, displayName: 'Ava' }).input).toEqual({ relation: 'parent', isGthUser: true, userId: USER_ID });
  });

  it('need first name, last name, a phone and an age from 1 to 120 for someone without an account', () => {
    const row = { ...emptyRow(), relation: 'child' as const, isGthUser: false };
    expect(checkNewRow(row).errors).toEqual({
      firstName: FAMILY_MESSAGES.firstNameRequired,
      lastName: FAMILY_MESSAGES.lastNameRequired,
      age: FAMILY_MESSAGES.ageRange,
      phoneNumber: FAMILY_MESSAGES.phoneRequired,
    });
    const filled = { ...row, firstName: 'Robin', lastName: 'Doe', age: '9', phoneNumber: '(512) 555-0147' };
    expect(checkNewRow(filled).input).toEqual({
      relation: 'child',
      isGthUser: false,
      firstName: 'Robin',
      lastName: 'Doe',
      age: 9,
      phoneNumber: '(512) 555-0147',
    });
    for (const age of ['0', '121', '2.5', 'ten']) expect(checkNewRow({ ...filled, age }).errors).toEqual({ age: FAMILY_MESSAGES.ageRange });
    expect(checkNewRow({ ...filled, phoneNumber: '123' }).errors).toEqual({ phoneNumber: SETTINGS_MESSAGES.invalidPhone });
    expect(checkMemberEdit(USER_ID, { relation: 'sibling', firstName: 'Robin', lastName: 'Doe', age: '120', phoneNumber: '+15125550147' }).errors).toBeNull();
  });
});
