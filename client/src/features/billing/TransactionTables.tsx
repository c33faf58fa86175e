import { Button, Table, Text } from '@chakra-ui/react';
import { format } from 'date-fns';
import { formatCents } from '../../../../shared/billing/billing.ts';
import type { PaymentRow, PayoutRow } from './billing-types.ts';
import { StatusBadge } from './StatusBadge.tsx';

const day = (date: Date) => format(date, 'MMM d, yyyy');

export function PaymentsTable({ payments, onRefund }: { payments: PaymentRow[]; onRefund: (payment: PaymentRow) => void }) {
  if (payments.length === 0) return <Text color="fg.muted">No payments yet.</Text>;
  return (
    <Table.Root size="sm" data-testid="payments-table">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Date</Table.ColumnHeader>
          <Table.ColumnHeader>Description</Table.ColumnHeader>
          <Table.ColumnHeader>With</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
          <Table.ColumnHeader>Status</Table.ColumnHeader>
          <Table.ColumnHeader />
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {payments.map((payment) => (
          <Table.Row key={payment.id} data-testid="payment-row">
            <Table.Cell>{day(payment.paidAt ?? payment.createdAt)}</Table.Cell>
            <Table.Cell>{payment.description}</Table.Cell>
            <Table.Cell>
              {payment.direction === 'paid' ? 'Paid to' : 'Received from'} {payment.counterpartName}
            </Table.Cell>
            <Table.Cell textAlign="end">
              {formatCents(payment.amountCents, payment.currency)}
              {payment.amountRefundedCents > 0 && ` (${formatCents(payment.amountRefundedCents, payment.currency)} refunded)`}
            </Table.Cell>
            <Table.Cell>
              <StatusBadge status={payment.status} />
            </Table.Cell>
            <Table.Cell>
              {payment.direction === 'received' && (payment.status === 'paid' || payment.status === 'partially_refunded') && (
                <Button size="xs" variant="outline" onClick={() => onRefund(payment)}>
                  Refund
                </Button>
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

export function PayoutsTable({ payouts }: { payouts: PayoutRow[] }) {
  if (payouts.length === 0) return <Text color="fg.muted">No payouts yet.</Text>;
  return (
    <Table.Root size="sm" data-testid="payouts-table">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Arrives</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
          <Table.ColumnHeader>Status</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {payouts.map((payout) => (
          <Table.Row key={payout.id}>
            <Table.Cell>{day(payout.arrivalDate)}</Table.Cell>
            <Table.Cell textAlign="end">{formatCents(payout.amountCents, payout.currency)}</Table.Cell>
            <Table.Cell>
              <StatusBadge status={payout.status} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
