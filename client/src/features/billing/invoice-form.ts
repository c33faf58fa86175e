import { safeParse } from 'zod/mini';
import { createInvoiceInput, type CreateInvoiceInput } from '../../../../shared/billing/schemas.ts';

export interface LineItemDraft {
  description: string;
  /** Dollars as typed. */
  amount: string;
  quantity: string;
}

export const emptyLineItem = (): LineItemDraft => ({ description: '', amount: '', quantity: '1' });

/** The form's drafts as the procedure's input, validated by the same schema the server uses. */
export function toInvoiceInput(draft: { playerId: string; lineItems: LineItemDraft[]; dueDate: string; note: string }) {
  const input: CreateInvoiceInput = {
    playerId: draft.playerId,
    lineItems: draft.lineItems.map((item) => ({
      description: item.description,
      amountCents: Math.round(Number(item.amount) * 100),
      quantity: Number(item.quantity),
    })),
    dueDate: draft.dueDate,
    ...(draft.note.trim() ? { note: draft.note } : {}),
  };
  const parsed = safeParse(createInvoiceInput, input);
  return parsed.success ? { ok: true as const, input: parsed.data } : { ok: false as const, message: parsed.error.issues[0]?.message ?? 'Check the invoice' };
}
