import { Flex, Text } from '@chakra-ui/react';
import { formatCents } from '../../../../shared/billing/billing.ts';

/**
 * A registration's totals, the same everywhere they show: what was paid stays paid, what went back
 * shows beside it as refunded, and the balance is what is still owed (none once cancelled).
 */
export function MoneyTotals({ data }: { data: { totalCents: number; paidCents: number; refundedCents: number; balanceCents: number; currency: string } }) {
  const money$ = (cents: number) => formatCents(cents, data.currency);
  return (
    <Flex gap="6" wrap="wrap" data-testid="money-totals">
      <Text>Total {money$(data.totalCents)}</Text>
      <Text>Paid {money$(data.paidCents)}</Text>
      {data.refundedCents > 0 && <Text>Refunded {money$(data.refundedCents)}</Text>}
      <Text fontWeight="semibold">Balance {money$(data.balanceCents)}</Text>
    </Flex>
  );
}

/** How an installment of a plan reads, by its invoice's state. */
export function installmentLabel(status: string): string {
  if (status === 'open') return 'Due';
  if (status === 'paid') return 'Paid';
  if (status === 'cancelled') return 'Cancelled';
  return status.replace('_', ' ');
}
