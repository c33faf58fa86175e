import { safeParse } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { FORM_ANSWER_MESSAGES, validateAnswers } from './answers.ts';
import { formDefinition, type FormDefinition } from './definition.ts';
import { FORM_PRICE_MESSAGES, quote } from './pricing.ts';

const registration: FormDefinition = {
  title: 'Fall soccer registration',
  description: 'Under 12s, Saturdays.',
  fields: [
    { id: 'participant', type: 'participant', label: 'Who is playing?', required: true },
    {
      id: 'shirt',
      type: 'singleChoice',
      label: 'Shirt size',
      required: true,
      options: [
        { id: 's', label: 'Small' },
        { id: 'm', label: 'Medium' },
      ],
    },
    { id: 'allergies', type: 'yesNo', label: 'Any allergies?', required: true },
    { id: 'allergy-notes', type: 'longText', label: 'Tell us about them', required: true, showIf: { fieldId: 'allergies', equals: true } },
    { id: 'waiver', type: 'waiver', label: 'Liability waiver', required: true, text: 'I accept the risks of playing.', agreement: 'I agree' },
    { id: 'fee', type: 'priceItem', label: 'Season fee', required: true, kind: 'fixed', amountCents: 12_000, maxQuantity: 1 },
    { id: 'socks', type: 'priceItem', label: 'Extra socks', required: false, kind: 'addon', amountCents: 500, maxQuantity: 3 },
  ],
  pricing: {
    currency: 'usd',
    discountCodes: [{ code: 'EARLY10', percentOff: 10 }],
    siblingDiscountCents: 2_000,
    plan: { depositCents: 5_000, balanceDueDates: ['2026-10-01', '2026-09-01'] },
  },
};

const good = { participant: { kind: 'self' }, shirt: 'm', allergies: false, waiver: { agreed: true, signerName: 'Pam Parent' }, socks: 2 };

describe('form definitions', () => {
  it('accepts a well-formed definition and refuses broken ones', () => {
    expect(safeParse(formDefinition, registration).success).toBe(true);
    const duplicate = { ...registration, fields: [...registration.fields, registration.fields[1]!] };
    expect(safeParse(formDefinition, duplicate).success).toBe(false);
    const forwardCondition = { ...registration, fields: [{ ...registration.fields[3]!, showIf: { fieldId: 'waiver', equals: true } }, ...registration.fields] };
    expect(safeParse(formDefinition, forwardCondition).success).toBe(false);
    expect(safeParse(formDefinition, { ...registration, pricing: null }).success).toBe(false);
    expect(safeParse(formDefinition, { ...registration, title: 'x'.repeat(1_000_000) }).success).toBe(false);
  });
});

describe('answers are checked on the definition, whatever the client sends', () => {
  it('a complete registration passes; unknown and hidden answers are dropped; a fixed fee is always counted', () => {
    const result = validateAnswers(registration, { ...good, 'allergy-notes': 'hidden, so dropped', injected: 'x', fee: false });
    expect(result).toEqual({
      ok: true,
      answers: { participant: { kind: 'self' }, shirt: 'm', allergies: false, waiver: { agreed: true, signerName: 'Pam Parent' }, fee: true, socks: 2 },
    });
  });

  it('a required field, a conditional field shown by an answer, a waiver not agreed, and out-of-range values are refused', () => {
    const result = validateAnswers(registration, {
      ...good,
      shirt: 'xl',
      allergies: true,
      waiver: { agreed: false, signerName: 'P' },
      socks: 9,
      participant: undefined,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['allergy-notes', 'participant', 'shirt', 'socks', 'waiver']);
    expect(result.errors['allergy-notes']).toBe(FORM_ANSWER_MESSAGES.required);
    expect(result.errors.participant).toBe(FORM_ANSWER_MESSAGES.required);
  });

  it('a parent registers a child: the participant is a family member', () => {
    const result = validateAnswers(registration, { ...good, participant: { kind: 'family', familyMemberId: '8b1f3d0e-57a4-4c2e-9d41-2f0d6c3b9a11' } });
    expect(result.ok).toBe(true);
    expect(validateAnswers(registration, { ...good, participant: { kind: 'family', familyMemberId: 'not-an-id' } }).ok).toBe(false);
  });

  it('a submission to an old version stays valid on that version after the form changes', () => {
    const answers = validateAnswers(registration, good);
    const next: FormDefinition = {
      ...registration,
      fields: [...registration.fields, { id: 'jersey-number', type: 'number', label: 'Jersey number', required: true, integer: true, min: 1, max: 99 }],
    };
    expect(answers.ok).toBe(true);
    expect(validateAnswers(next, good).ok).toBe(false);
    expect(validateAnswers(registration, good).ok).toBe(true);
  });
});

describe('the price is summed by the server', () => {
  it('fixed fee plus add-ons, a discount code, the sibling discount, and a plan that leaves the right balance', () => {
    const answers = validateAnswers(registration, good);
    if (!answers.ok) throw new Error('expected valid answers');
    const plain = quote(registration, answers.answers, { discountCode: null, isSibling: false });
    expect(plain).toMatchObject({ ok: true, quote: { subtotalCents: 13_000, totalCents: 13_000, dueNowCents: 5_000 } });
    if (!plain.ok) return;
    expect(plain.quote.installments).toEqual([
      { dueOn: '2026-09-01', amountCents: 4_000 },
      { dueOn: '2026-10-01', amountCents: 4_000 },
    ]);
    const discounted = quote(registration, answers.answers, { discountCode: ' early10 ', isSibling: true });
    expect(discounted).toMatchObject({ ok: true, quote: { codeDiscountCents: 1_300, siblingDiscountCents: 2_000, totalCents: 9_700, dueNowCents: 5_000 } });
    if (discounted.ok) expect(discounted.quote.installments.reduce((sum, part) => sum + part.amountCents, 0)).toBe(4_700);
    expect(quote(registration, answers.answers, { discountCode: 'FREE', isSibling: false })).toEqual({ ok: false, error: FORM_PRICE_MESSAGES.unknownCode });
  });
});
