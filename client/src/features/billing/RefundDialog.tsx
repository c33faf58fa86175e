import { Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';

import { notify } from '../../components/ToasterHost.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { formatCents } from '../../../../shared/billing/billing.ts';
import { BILLING_MESSAGES } from '../../../../shared/billing/messages.ts';
import type { PaymentRow } from './billing-types.ts';

/** Refund all or part of a received payment; the player is e-mailed. */
export function RefundDialog({ payment, onClose }: { payment: PaymentRow | null; onClose: () => void }) {
  const utils = trpc.useUtils();
  const remaining = payment ? payment.amountCents - payment.amountRefundedCents : 0;
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const refund = trpc.billing.refund.useMutation({
    onSuccess: async () => {
      void notify({ type: 'success', title: BILLING_MESSAGES.refunded });
      await Promise.all([utils.billing.transactions.invalidate(), utils.billing.invoices.invalidate()]);
      setAmount('');
      setReason('');
      onClose();
    },
    onError: (e) => setError(errorMessage(e, BILLING_MESSAGES.loadFailed)),
  });
  const submit = () => {
    if (!payment) return;
    const cents = amount.trim() ? Math.round(Number(amount) * 100) : undefined;
    if (cents !== undefined && (!Number.isFinite(cents) || cents < 1 || cents > remaining)) return setError(BILLING_MESSAGES.refundTooLarge);
    setError(null);
    refund.mutate({ paymentId: payment.id, ...(cents !== undefined ? { amountCents: cents } : {}), ...(reason.trim() ? { reason } : {}) });
  };
  return (
    <ConfirmDialog
      open={payment !== null}
      onClose={onClose}
      title="Refund payment"
      testId="refund-dialog"
      contentProps={{ maxW: '420px' }}
      confirmLabel="Refund"
      pending={refund.isPending}
      onConfirm={submit}
      error={error}
    >
      <Stack gap="3">
        <Text>Up to {formatCents(remaining)} can be refunded. Leave the amount empty for a full refund.</Text>
        <Field.Root>
          <Field.Label>Amount (USD)</Field.Label>
          <Input inputMode="decimal" value={amount} placeholder={(remaining / 100).toFixed(2)} onChange={(e) => setAmount(e.target.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>Reason (sent to the player)</Field.Label>
          <Input value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} />
        </Field.Root>
      </Stack>
    </ConfirmDialog>
  );
}
