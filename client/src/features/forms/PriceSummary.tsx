import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { PriceQuote } from '../../../../shared/forms/pricing.ts';
import { formatCents } from '../../../../shared/billing/billing.ts';
import { formatCalendarDay } from '../../lib/dates.ts';

const Row = ({ label, amount, strong }: { label: string; amount: string; strong?: boolean }) => (
  <Flex justify="space-between" gap="3" fontWeight={strong ? 'semibold' : undefined}>
    <Text>{label}</Text>
    <Text>{amount}</Text>
  </Flex>
);

/** A registration's price as the server figures it (shared/forms/pricing.ts): lines, discounts, total, and a plan's parts. */
export function PriceSummary({ quote, currency, siblingNote }: { quote: PriceQuote; currency: string; siblingNote?: string | null }) {
  const money = (cents: number) => formatCents(cents, currency);
  return (
    <Box as="section" aria-label="Price" borderWidth="1px" borderRadius="md" p="3" data-testid="price-summary">
      <Stack gap="1">
        {quote.lines.map((line) => (
          <Row key={line.fieldId} label={line.quantity > 1 ? `${line.label} × ${line.quantity}` : line.label} amount={money(line.totalCents)} />
        ))}
        {quote.codeDiscountCents > 0 && <Row label={`Code ${quote.discountCode}`} amount={`−${money(quote.codeDiscountCents)}`} />}
        {quote.siblingDiscountCents > 0 && <Row label="Sibling discount" amount={`−${money(quote.siblingDiscountCents)}`} />}
        <Row label="Total" amount={money(quote.totalCents)} strong />
        {quote.installments.length > 0 && (
          <>
            <Row label="Due now (deposit)" amount={money(quote.dueNowCents)} />
            {quote.installments.map((part) => (
              <Row key={part.dueOn} label={`Due ${formatCalendarDay(part.dueOn)}`} amount={money(part.amountCents)} />
            ))}
          </>
        )}
        {siblingNote && (
          <Text fontSize="sm" color="fg.muted">
            {siblingNote}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
