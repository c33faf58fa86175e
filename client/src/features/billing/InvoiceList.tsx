import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { formatCents } from '../../../../shared/billing/billing.ts';
import type { InvoiceRow } from './billing-types.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { formatCalendarDay } from '../../lib/dates.ts';

/** Invoices as rows; the player's open ones carry a Pay button. */
export function InvoiceList({
  invoices,
  side,
  highlight,
  onPay,
  payingId,
  empty,
}: {
  invoices: InvoiceRow[];
  side: 'received' | 'sent';
  highlight: string | null;
  onPay?: (invoiceId: string) => void;
  payingId?: string | null;
  empty: string;
}) {
  if (invoices.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Stack gap="2">
      {invoices.map((invoice) => (
        <Flex
          key={invoice.id}
          data-testid={`invoice-${side}`}
          justify="space-between"
          align={{ base: 'flex-start', sm: 'center' }}
          direction={{ base: 'column', sm: 'row' }}
          gap="2"
          borderWidth={invoice.id === highlight ? '2px' : '1px'}
          borderColor={invoice.id === highlight ? 'teal.600' : undefined}
          borderRadius="md"
          p="3"
        >
          <Stack gap="0">
            <Text fontWeight="semibold">
              {side === 'received' ? `From ${invoice.organizerName}` : `To ${invoice.playerName}`}: {formatCents(invoice.totalCents, invoice.currency)}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {invoice.lineItems.map((item) => item.description).join(', ')} · due {formatCalendarDay(invoice.dueDate)}
            </Text>
            {invoice.note && <Text fontSize="sm">{invoice.note}</Text>}
          </Stack>
          <Flex gap="2" align="center">
            <StatusBadge status={invoice.status} />
            {onPay && invoice.status === 'open' && (
              <Button size="sm" colorPalette="teal" loading={payingId === invoice.id} onClick={() => onPay(invoice.id)}>
                Pay {formatCents(invoice.totalCents, invoice.currency)}
              </Button>
            )}
          </Flex>
        </Flex>
      ))}
    </Stack>
  );
}
