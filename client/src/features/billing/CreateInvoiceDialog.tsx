import { Button, Field, Flex, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';

import { notify } from '../../components/ToasterHost.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { BILLING_MESSAGES } from '../../../../shared/billing/messages.ts';
import { formatCents } from '../../../../shared/billing/billing.ts';
import { INVOICE_LIMITS } from '../../../../shared/limits/limits.ts';
import { emptyLineItem, toInvoiceInput, type LineItemDraft } from './invoice-form.ts';
import { InvoiceRecipientPicker } from './InvoiceRecipientPicker.tsx';

/** New invoice: the player, line items, a due date and a note; the player is e-mailed a pay link. */
export function CreateInvoiceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const utils = trpc.useUtils();
  const [player, setPlayer] = useState<{ id: string; name: string } | null>(null);
  const [items, setItems] = useState<LineItemDraft[]>([emptyLineItem()]);
  const [dueDate, setDueDate] = useState('');
  const [note, setNote] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const create = trpc.billing.createInvoice.useMutation({
    onSuccess: async () => {
      void notify({ type: 'success', title: BILLING_MESSAGES.invoiceSent });
      await utils.billing.invoices.invalidate();
      setPlayer(null);
      setItems([emptyLineItem()]);
      setDueDate('');
      setNote('');
      onClose();
    },
    onError: (error) => setFormError(errorMessage(error, BILLING_MESSAGES.loadFailed)),
  });
  const update = (index: number, patch: Partial<LineItemDraft>) => setItems((list) => list.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const total = items.reduce((sum, item) => sum + Math.round(Number(item.amount || 0) * 100) * Number(item.quantity || 0), 0);
  const submit = () => {
    if (!player) return setFormError(BILLING_MESSAGES.choosePlayer);
    const result = toInvoiceInput({ playerId: player.id, lineItems: items, dueDate, note });
    if (!result.ok) return setFormError(result.message);
    setFormError(null);
    create.mutate(result.input);
  };
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title="New invoice"
      testId="create-invoice-dialog"
      contentProps={{ maxW: '640px' }}
      confirmLabel="Send invoice"
      confirmColor="teal"
      pending={create.isPending}
      onConfirm={submit}
      error={formError}
      bodyGap="4"
    >
      <Stack gap="4">
        {player ? (
          <Flex justify="space-between" align="center">
            <Text>
              Bill to: <strong>{player.name}</strong>
            </Text>
            <Button size="xs" variant="outline" onClick={() => setPlayer(null)}>
              Change
            </Button>
          </Flex>
        ) : (
          <InvoiceRecipientPicker enabled={open} onPick={setPlayer} />
        )}
        {items.map((item, index) => (
          <Flex key={index} gap="2" align="flex-end" data-testid="invoice-line">
            <Field.Root flex="3">
              <Field.Label>Item</Field.Label>
              <Input value={item.description} maxLength={INVOICE_LIMITS.descriptionMax} onChange={(e) => update(index, { description: e.target.value })} />
            </Field.Root>
            <Field.Root flex="1">
              <Field.Label>Amount (USD)</Field.Label>
              <Input inputMode="decimal" value={item.amount} onChange={(e) => update(index, { amount: e.target.value })} />
            </Field.Root>
            <Field.Root flex="1">
              <Field.Label>Qty</Field.Label>
              <Input inputMode="numeric" value={item.quantity} onChange={(e) => update(index, { quantity: e.target.value })} />
            </Field.Root>
            {items.length > 1 && (
              <Button size="sm" variant="ghost" aria-label="Remove item" onClick={() => setItems((list) => list.filter((_, i) => i !== index))}>
                ✕
              </Button>
            )}
          </Flex>
        ))}
        <Flex justify="space-between" align="center">
          <Button
            size="sm"
            variant="outline"
            disabled={items.length >= INVOICE_LIMITS.lineItemsMax}
            onClick={() => setItems((list) => [...list, emptyLineItem()])}
          >
            Add item
          </Button>
          <Text fontWeight="semibold">Total {formatCents(Number.isFinite(total) ? total : 0)}</Text>
        </Flex>
        <Field.Root>
          <Field.Label>Due date</Field.Label>
          <Input type="date" value={dueDate} onChange={(e) => setDueDate(e.target.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>Note</Field.Label>
          <Textarea value={note} maxLength={INVOICE_LIMITS.noteMax} onChange={(e) => setNote(e.target.value)} />
        </Field.Root>
      </Stack>
    </ConfirmDialog>
  );
}
