import { Badge, Box, Button, Field, Flex, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { trpc } from '../../lib/trpc.ts';
import { TIMINGS } from '../../../../shared/common/constants.ts';
import { BILLING_MESSAGES } from '../../../../shared/billing/messages.ts';
import { INVOICE_LIMITS } from '../../../../shared/limits/limits.ts';

/**
 * The invoice form's player picker. It offers only the players the organizer may invoice (who
 * joined their events, their team, their family), as the server checks again on sending; a
 * name fragment narrows the list. `enabled` is the dialog's open state: a closed dialog asks nothing.
 */
export function InvoiceRecipientPicker({ onPick, enabled }: { onPick: (player: { id: string; name: string }) => void; enabled: boolean }) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), TIMINGS.userSearchDebounceMs);
  const players = trpc.billing.invoiceablePlayers.useQuery({ query }, { enabled, placeholderData: (previous) => previous, retry: false });
  const listId = useId();
  const empty = players.data?.length === 0 ? (query ? BILLING_MESSAGES.noInvoiceableMatch : BILLING_MESSAGES.noInvoiceablePlayers) : null;
  return (
    <Stack gap="2">
      <Field.Root invalid={players.isError}>
        <Field.Label>Player</Field.Label>
        <Input
          value={text}
          maxLength={INVOICE_LIMITS.recipientQueryMax}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search your players by name"
          aria-controls={listId}
          autoComplete="off"
        />
        {players.isError ? (
          <Field.ErrorText>{BILLING_MESSAGES.loadFailed}</Field.ErrorText>
        ) : (
          <Field.HelperText>Players who joined your events, your team and your family.</Field.HelperText>
        )}
      </Field.Root>
      <Box id={listId} aria-live="polite" maxH="240px" overflowY="auto">
        {players.isFetching && !players.data && (
          <Flex gap="2" align="center">
            <Spinner size="xs" />
            <Text fontSize="sm">Loading your players...</Text>
          </Flex>
        )}
        {empty && (
          <Text fontSize="sm" color="fg.muted">
            {empty}
          </Text>
        )}
        {players.data?.map((player) => {
          const name = player.displayName ?? 'Unnamed Player';
          return (
            <Flex key={player.id} justify="space-between" align="center" gap="3" py="1" data-testid="invoice-recipient">
              <Flex gap="2" align="center" wrap="wrap">
                <Text>{name}</Text>
                {player.relations.map((relation) => (
                  <Badge key={relation} size="sm" colorPalette="gray">
                    {BILLING_MESSAGES.invoiceRelation[relation]}
                  </Badge>
                ))}
              </Flex>
              <Button size="sm" onClick={() => onPick({ id: player.id, name })}>
                Bill
              </Button>
            </Flex>
          );
        })}
      </Box>
    </Stack>
  );
}
