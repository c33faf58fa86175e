import { Badge, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { formatCents } from '../../../../shared/billing/billing.ts';

interface Row {
  id: string;
  kind: 'card' | 'offline';
  amountCents: number;
  refundedCents: number;
  at: Date;
  note: string;
}

interface RefundRow {
  id: string;
  amountCents: number;
  reason: string | null;
  at: Date;
}

/** Every payment of a registration, card and offline, oldest first, then each refund with its reason. */
export function PaymentHistory({ history, refunds = [], currency }: { history: Row[]; refunds?: RefundRow[]; currency: string }) {
  return (
    <Stack as="section" aria-label="Payment history" gap="2">
      <Heading as="h2" size="md">
        Payment history
      </Heading>
      {history.length === 0 && <Text color="fg.muted">No payments yet.</Text>}
      {history.map((row) => (
        <Flex key={row.id} gap="3" wrap="wrap" align="center" data-testid="payment-history-row">
          <Text minW="7rem">{row.at.toLocaleDateString([], { dateStyle: 'medium' })}</Text>
          <Text fontWeight="medium">{formatCents(row.amountCents, currency)}</Text>
          <Badge>{row.kind === 'card' ? 'Card' : 'Offline'}</Badge>
          {row.refundedCents > 0 && <Badge colorPalette="orange">Refunded {formatCents(row.refundedCents, currency)}</Badge>}
          {row.note && (
            <Text fontSize="sm" color="fg.muted">
              {row.note}
            </Text>
          )}
        </Flex>
      ))}
      {refunds.map((refund) => (
        <Flex key={refund.id} gap="3" wrap="wrap" align="center" data-testid="refund-history-row">
          <Text minW="7rem">{refund.at.toLocaleDateString([], { dateStyle: 'medium' })}</Text>
          <Text fontWeight="medium">−{formatCents(refund.amountCents, currency)}</Text>
          <Badge colorPalette="orange">Refund</Badge>
          {refund.reason && (
            <Text fontSize="sm" color="fg.muted">
              {refund.reason}
            </Text>
          )}
        </Flex>
      ))}
    </Stack>
  );
}
