import type { FormDefinition } from './definition.ts';
import type { Answers } from './answers.ts';
import { FORM_DIVISION_MESSAGES } from './messages.ts';

/** The division's line among a quote's lines: field ids never start with an underscore. */
export const DIVISION_LINE = '_division';

export const FORM_PRICE_MESSAGES = { unknownCode: 'This discount code is not valid for this form' } as const;

export interface PriceQuote {
  lines: { fieldId: string; label: string; quantity: number; unitCents: number; totalCents: number }[];
  subtotalCents: number;
  discountCode: string | null;
  codeDiscountCents: number;
  siblingDiscountCents: number;
  totalCents: number;
  /** What Checkout takes now: the deposit under a plan, else the total. */
  dueNowCents: number;
  /** The rest, by due date, under a plan (equal parts, any odd cent on the last). */
  installments: { dueOn: string; amountCents: number }[];
}

/**
 * The price of a registration, from its validated answers (answers.ts) and the published
 * version's pricing, never from the client's sums: fixed items, chosen add-ons times their
 * quantity, a discount code, and the sibling discount for a family's second registration on.
 */
export function quote(
  definition: FormDefinition,
  answers: Answers,
  options: { discountCode: string | null; isSibling: boolean; division?: { name: string; priceCents: number } | null },
): { ok: true; quote: PriceQuote } | { ok: false; error: string } {
  const lines: PriceQuote['lines'] = [];
  // The chosen division's price is the registration fee; discounts and a plan's deposit work off it like any other line.
  if (options.division && options.division.priceCents > 0)
    lines.push({
      fieldId: DIVISION_LINE,
      label: `${FORM_DIVISION_MESSAGES.label}: ${options.division.name}`,
      quantity: 1,
      unitCents: options.division.priceCents,
      totalCents: options.division.priceCents,
    });
  for (const field of definition.fields) {
    if (field.type !== 'priceItem' || !(field.id in answers)) continue;
    const quantity = field.kind === 'fixed' ? 1 : Number(answers[field.id]);
    if (quantity > 0) lines.push({ fieldId: field.id, label: field.label, quantity, unitCents: field.amountCents, totalCents: quantity * field.amountCents });
  }
  const subtotalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const pricing = definition.pricing;
  let codeDiscountCents = 0;
  let discountCode: string | null = null;
  if (options.discountCode) {
    const code = pricing?.discountCodes.find((candidate) => candidate.code === options.discountCode!.trim().toUpperCase());
    if (!code) return { ok: false, error: FORM_PRICE_MESSAGES.unknownCode };
    discountCode = code.code;
    codeDiscountCents = Math.min(subtotalCents, code.percentOff ? Math.round((subtotalCents * code.percentOff) / 100) : (code.amountOffCents ?? 0));
  }
  const afterCode = subtotalCents - codeDiscountCents;
  const siblingDiscountCents = options.isSibling && pricing ? Math.min(afterCode, pricing.siblingDiscountCents) : 0;
  const totalCents = afterCode - siblingDiscountCents;

  let dueNowCents = totalCents;
  let installments: PriceQuote['installments'] = [];
  if (pricing?.plan && totalCents > 0) {
    dueNowCents = Math.min(totalCents, pricing.plan.depositCents);
    const balance = totalCents - dueNowCents;
    const dates = [...pricing.plan.balanceDueDates].sort();
    if (balance > 0) {
      const part = Math.floor(balance / dates.length);
      installments = dates.map((dueOn, index) => ({ dueOn, amountCents: index === dates.length - 1 ? balance - part * (dates.length - 1) : part }));
    }
  }
  return { ok: true, quote: { lines, subtotalCents, discountCode, codeDiscountCents, siblingDiscountCents, totalCents, dueNowCents, installments } };
}
