import { Badge } from '@chakra-ui/react';

const COLORS: Record<string, string> = {
  open: 'orange',
  pending: 'orange',
  paid: 'green',
  succeeded: 'green',
  in_transit: 'blue',
  refunded: 'gray',
  partially_refunded: 'purple',
  failed: 'red',
  canceled: 'gray',
};

/** A payment, invoice or payout status as a coloured word. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={COLORS[status] ?? 'gray'} data-testid="status">
      {status.replace('_', ' ')}
    </Badge>
  );
}
