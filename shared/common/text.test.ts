import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { VALIDATION_MESSAGES } from './validation-messages.ts';
import { activitySubscriptionInput } from '../activity-subscriptions/schemas.ts';
import { displayNameSchema, fullNameSchema, phoneSchema } from '../settings/profile-schemas.ts';
import { calendarDate, instant, isoDateTime, text } from './text.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('names as people write them', () => {
  it('a display name takes accents (composed or not) and apostrophes, never an e-mail address or outer spaces', () => {
    for (const name of ["Zoë O'Brien", 'Zoe\u0308 O’Brien', 'Renée', '李小龍', 'J.R. Smith-Jones', 'dunk_99'])
      expect(displayNameSchema.safeParse(name).success, name).toBe(true);
    for (const name of ['zoe@example.com', ' Zoë', 'Zoë ', 'Zoë!', 'Zo<b>ë']) expect(displayNameSchema.safeParse(name).success, name).toBe(false);
  });
});

describe('one request freezes the whole server: refinements never run on over-long input', () => {
  it('a 60,000-character display name fails on its length alone, before the name pattern runs', () => {
    const result = displayNameSchema.safeParse('a@b.'.repeat(15_000));
    expect(messages(result)).toEqual(['Display name must be at most 25 characters']);
  });

  it('a 1 MB full name, phone number and plain text field each fail on length alone', () => {
    const huge = 'x@'.repeat(500_000);
    expect(messages(fullNameSchema.safeParse(huge))).toEqual(['Full name must be at most 300 characters']);
    expect(messages(phoneSchema.safeParse(huge))).toEqual([VALIDATION_MESSAGES.tooLong(40)]);
    let ran = 0;
    const counted = text(10).check(z.refine(() => ++ran > 0));
    expect(counted.safeParse(huge).success).toBe(false);
    expect(ran).toBe(0);
  });
});

describe('a NUL character gives 500: control characters are refused by every shared string', () => {
  it('refuses NUL, other C0 and C1 controls and DEL, naming the rule', () => {
    for (const bad of ['a\u0000b', 'tab\there', 'line\nbreak', 'bell\u0007', 'del\u007f', 'c1\u0085']) {
      expect(messages(text(50).safeParse(bad))).toEqual([VALIDATION_MESSAGES.controlCharacters]);
    }
  });

  it('multi-line fields keep tabs and line breaks but still refuse NUL', () => {
    expect(text(50, { multiline: true }).safeParse('one\ntwo\r\n\tthree').success).toBe(true);
    expect(messages(text(50, { multiline: true }).safeParse('one\u0000two'))).toEqual([VALIDATION_MESSAGES.controlCharacters]);
  });

  it('refuses the bidirectional overrides that show text in another order, in every kind of field', () => {
    for (const bad of ['invoice\u202Efdp.exe', 'a\u202Ab', 'a\u2066b\u2069']) {
      expect(messages(text(50).safeParse(bad))).toEqual([VALIDATION_MESSAGES.controlCharacters]);
      expect(messages(text(50, { multiline: true }).safeParse(bad))).toEqual([VALIDATION_MESSAGES.controlCharacters]);
    }
  });

  it('ordinary text in any script passes, trimmed when asked', () => {
    expect(text(50, { trim: true, min: 1 }).parse('  Zoë Ødegård 李 😀  ')).toBe('Zoë Ødegård 李 😀');
    // Right-to-left text, with the marks that settle where punctuation goes.
    expect(text(50).parse('שלום עולם\u200F!')).toBe('שלום עולם\u200F!');
    expect(text(50).parse('مرحبا')).toBe('مرحبا');
  });
});

describe('dates out of Postgres range give 500: every date is bounded', () => {
  it('calendar dates must exist and fall between 1900 and 2100', () => {
    const date = calendarDate();
    expect(date.safeParse('2026-12-31').success).toBe(true);
    expect(date.safeParse('2028-02-29').success).toBe(true);
    expect(messages(date.safeParse('2026-02-30'))).toEqual([VALIDATION_MESSAGES.invalidDate]);
    expect(messages(date.safeParse('2026-13-01'))).toEqual([VALIDATION_MESSAGES.invalidDate]);
    expect(messages(date.safeParse('0000-01-01'))).toEqual([VALIDATION_MESSAGES.dateOutOfRange]);
    expect(messages(date.safeParse('9999-12-31'))).toEqual([VALIDATION_MESSAGES.dateOutOfRange]);
    expect(date.safeParse('2026-12-31'.repeat(100_000)).success).toBe(false);
  });

  it('instants refuse invalid dates and the far ends of what JavaScript can hold', () => {
    expect(instant().safeParse(new Date('2026-11-23T10:00:00Z')).success).toBe(true);
    expect(messages(instant().safeParse(new Date(-8.64e15)))).toEqual([VALIDATION_MESSAGES.dateOutOfRange]);
    expect(messages(instant().safeParse(new Date(8.64e15)))).toEqual([VALIDATION_MESSAGES.dateOutOfRange]);
    expect(instant().safeParse(new Date(Number.NaN)).success).toBe(false);
  });

  it('ISO date-times are bounded the same way', () => {
    expect(isoDateTime().safeParse('2026-11-23T10:00:00Z').success).toBe(true);
    expect(messages(isoDateTime().safeParse('0001-01-01T00:00:00Z'))).toEqual([VALIDATION_MESSAGES.dateOutOfRange]);
  });

  it("the activity subscription's dates are bounded", () => {
    const result = activitySubscriptionInput.safeParse({
      address: { lat: 30.27, lng: -97.74, description: 'Austin, TX' },
      radius: 15,
      activities: ['Tennis'],
      startDate: new Date(-8.64e15),
      endDate: null,
    });
    expect(messages(result)).toEqual([VALIDATION_MESSAGES.dateOutOfRange]);
  });
});

describe('a required value has something to see', () => {
  const title = text(100, { trim: true, min: 1, minMessage: 'Title is required' });
  it('refuses names of only zero-width, filler or combining characters, with the field’s own message', () => {
    for (const blank of ['\u200B\u200B\u200B', '\uFEFF\u2060', '\u3164', '\u2800\u2800', '\u0301', ' \u200D '])
      expect(messages(title.safeParse(blank)), JSON.stringify(blank)).toEqual(['Title is required']);
    expect(messages(text(10, { min: 2 }).safeParse('\u200B\u200B'))).toEqual([VALIDATION_MESSAGES.nothingVisible]);
  });

  it('takes names with something to see, joiners and marks included', () => {
    for (const name of ['a', 'Zoe\u0308', '👨‍👩‍👧 family run', '\u200Bx', 'שלום', '日本']) expect(title.safeParse(name).success, name).toBe(true);
  });

  it('leaves an optional value alone, and counts every character of a password', () => {
    expect(text(10).safeParse('\u200B').success).toBe(true);
    expect(text(64, { min: 10, invisibleCounts: true }).safeParse('          ').success).toBe(true);
  });
});
