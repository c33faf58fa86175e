import { Badge, Button, Field, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { notify } from '../../components/ToasterHost.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { trpc } from '../../lib/trpc.ts';
import { formatCents } from '../../../../shared/billing/billing.ts';
import { FORM_MESSAGES } from '../../../../shared/forms/messages.ts';
import { parseMoney } from './MoneyInput.tsx';
import { installmentLabel, MoneyTotals } from './MoneyTotals.tsx';
import { PaymentHistory } from './PaymentHistory.tsx';

/**
 * A registration's money on its submission page: totals and history for everyone who may see it;
 * paying for its submitter; recording an offline payment and refunding for the form's managers.
 */
export function SubmissionMoneyPanel({ formId, submissionId }: { formId: string; submissionId: string }) {
  const utils = trpc.useUtils();
  const money = trpc.forms.money.useQuery({ formId, submissionId }, { retry: false });
  const [offlineOpen, setOfflineOpen] = useState(false);
  const [refundOpen, setRefundOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [partOpen, setPartOpen] = useState(false);
  const [partAmount, setPartAmount] = useState('');
  const [partReason, setPartReason] = useState('');
  const [partError, setPartError] = useState<string | null>(null);
  const refresh = () =>
    Promise.all([
      utils.forms.money.invalidate({ formId, submissionId }),
      utils.forms.submission.invalidate({ formId, submissionId }),
      utils.forms.submissions.invalidate({ formId }),
    ]);
  const offline = trpc.forms.recordOfflinePayment.useMutation({
    onSuccess: async () => {
      void notify({ type: 'success', title: FORM_MESSAGES.offlineRecorded });
      setOfflineOpen(false);
      setAmount('');
      setNote('');
      await refresh();
    },
  });
  const refund = trpc.forms.refund.useMutation({
    onSuccess: async () => {
      void notify({ type: 'success', title: FORM_MESSAGES.refunded });
      setRefundOpen(false);
      await refresh();
    },
  });
  const refundPart = trpc.forms.refundPart.useMutation({
    onSuccess: async () => {
      void notify({ type: 'success', title: FORM_MESSAGES.refundPartDone });
      setPartOpen(false);
      setPartAmount('');
      setPartReason('');
      await refresh();
    },
  });
  if (money.isPending || money.isError || money.data.totalCents === 0) return null;
  const data = money.data;
  const money$ = (cents: number) => formatCents(cents, data.currency);
  const live = !['refunded', 'cancelled'].includes(data.status);
  const cardPaid = data.history.some((row) => row.kind === 'card' && row.refundedCents < row.amountCents);
  const refundable = data.history.filter((row) => row.kind === 'card').reduce((sum, row) => sum + row.amountCents - row.refundedCents, 0);
  return (
    <Stack as="section" aria-label="Payment" gap="3" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md">
        Payment
      </Heading>
      <MoneyTotals data={data} />
      {data.invoices.length > 0 && (
        <Stack as="ul" aria-label="Installments" gap="1" listStyleType="none">
          {data.invoices.map((invoice) => (
            <Flex as="li" key={invoice.id} gap="3" align="center" wrap="wrap" data-testid="installment-row">
              <Text minW="7rem">Due {invoice.dueDate}</Text>
              <Text fontWeight="medium">{money$(invoice.totalCents)}</Text>
              <Badge colorPalette={invoice.status === 'open' ? 'orange' : invoice.status === 'cancelled' ? 'gray' : 'green'}>
                {installmentLabel(invoice.status)}
              </Badge>
            </Flex>
          ))}
        </Stack>
      )}
      {!data.viewerManages && data.status === 'pending-payment' && <TextLink href={`/form/payment/${formId}/${submissionId}`}>Pay now</TextLink>}
      {data.invoices.length > 0 && live && (
        <TextLink href={`/pay-balance/${formId}/${submissionId}`}>
          {data.viewerManages || data.balanceCents === 0 ? 'See the payment plan' : 'Pay the balance'}
        </TextLink>
      )}
      <PaymentHistory history={data.history} refunds={data.refunds} currency={data.currency} />
      {data.viewerManages && live && (
        <Flex gap="2" wrap="wrap">
          {data.balanceCents > 0 && (
            <Button size="sm" variant="outline" onClick={() => (setError(null), offline.reset(), setOfflineOpen(true))}>
              Record an offline payment
            </Button>
          )}
          {cardPaid && (
            <Button size="sm" variant="outline" onClick={() => (setPartError(null), refundPart.reset(), setPartOpen(true))}>
              Refund part
            </Button>
          )}
          {cardPaid && (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => (refund.reset(), setRefundOpen(true))}>
              Refund and cancel
            </Button>
          )}
        </Flex>
      )}
      <ConfirmDialog
        open={offlineOpen}
        onClose={() => setOfflineOpen(false)}
        title="Record an offline payment"
        testId="offline-payment-dialog"
        contentProps={{ maxW: '420px' }}
        confirmLabel="Record"
        confirmColor="teal"
        pending={offline.isPending}
        onConfirm={() => {
          const cents = parseMoney(amount);
          if (!cents || cents > data.balanceCents) return setError(cents ? FORM_MESSAGES.offlineTooLarge : 'Enter an amount like 25 or 25.50');
          setError(null);
          offline.mutate({ formId, submissionId, amountCents: cents, note });
        }}
        error={error ?? offline.error}
        failure={FORM_MESSAGES.offlineFailed}
      >
        <Text>Cash, a cheque or a bank transfer you received. Up to {money$(data.balanceCents)}.</Text>
        <Field.Root>
          <Field.Label>Amount ({data.currency.toUpperCase()})</Field.Label>
          <Input
            inputMode="decimal"
            value={amount}
            maxLength={12}
            placeholder={(data.balanceCents / 100).toFixed(2)}
            onChange={(event) => setAmount(event.target.value)}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>Note</Field.Label>
          <Input value={note} maxLength={200} placeholder="Cash at practice" onChange={(event) => setNote(event.target.value)} />
        </Field.Root>
      </ConfirmDialog>
      <ConfirmDialog
        open={partOpen}
        onClose={() => setPartOpen(false)}
        title={FORM_MESSAGES.refundPartTitle}
        testId="refund-part-dialog"
        contentProps={{ maxW: '440px' }}
        confirmLabel="Refund"
        pending={refundPart.isPending}
        onConfirm={() => {
          const cents = parseMoney(partAmount);
          if (!cents) return setPartError('Enter an amount like 25 or 25.50');
          if (cents > refundable) return setPartError(FORM_MESSAGES.refundTooLarge);
          if (!partReason.trim()) return setPartError(FORM_MESSAGES.refundReasonRequired);
          setPartError(null);
          refundPart.mutate({ formId, submissionId, amountCents: cents, reason: partReason });
        }}
        error={partError ?? refundPart.error}
        failure={FORM_MESSAGES.refundPartFailed}
      >
        <Text>{FORM_MESSAGES.refundPartHelp(money$(refundable))}</Text>
        <Field.Root required>
          <Field.Label>Amount ({data.currency.toUpperCase()})</Field.Label>
          <Input inputMode="decimal" value={partAmount} maxLength={12} onChange={(event) => setPartAmount(event.target.value)} />
        </Field.Root>
        <Field.Root required>
          <Field.Label>Reason (sent to the player)</Field.Label>
          <Input value={partReason} maxLength={200} onChange={(event) => setPartReason(event.target.value)} />
        </Field.Root>
      </ConfirmDialog>
      <ConfirmDialog
        open={refundOpen}
        onClose={() => setRefundOpen(false)}
        title="Refund and cancel this registration?"
        testId="refund-registration-dialog"
        contentProps={{ maxW: '460px' }}
        cancelLabel="Keep it"
        confirmLabel="Refund and cancel"
        pending={refund.isPending}
        onConfirm={() => refund.mutate({ formId, submissionId, reason })}
        error={refund.error}
        failure={FORM_MESSAGES.refundFailed}
      >
        <Text>
          Every card payment is refunded in full and the player is e-mailed. Their place in the season goes to the first on the waitlist and unpaid installments
          are cancelled. Offline payments are yours to settle.
        </Text>
        <Field.Root>
          <Field.Label>Reason (sent to the player)</Field.Label>
          <Input value={reason} maxLength={200} onChange={(event) => setReason(event.target.value)} />
        </Field.Root>
      </ConfirmDialog>
    </Stack>
  );
}
