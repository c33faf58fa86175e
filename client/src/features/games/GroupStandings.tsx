import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { GAME_MESSAGES, MERGE_SIDES_LABELS, TIE_BREAKER_LABELS, type TieBreaker } from '../../../../shared/games/games.ts';
import { SelectInput } from '../../components/SelectField.tsx';
import { StandingsTable } from './StandingsTable.tsx';
import { MergeSidesDialog } from './MergeSidesDialog.tsx';

/** The orders of tie-breakers an organiser chooses between, after points. */
const TIE_BREAK_ORDERS: TieBreaker[][] = [
  ['headToHead', 'pointDifference', 'pointsFor'],
  ['pointDifference', 'headToHead', 'pointsFor'],
  ['pointDifference', 'pointsFor', 'headToHead'],
  ['pointsFor', 'pointDifference', 'headToHead'],
];
const orderLabel = (order: TieBreaker[]) => order.map((breaker) => TIE_BREAKER_LABELS[breaker]).join(', then ');

/**
 * A season group's table from its decided games; its organisers choose how ties on points are
 * broken, and merge a side entered twice into one.
 */
export function GroupStandings({ seasonGroupId, groupName, manages }: { seasonGroupId: string; groupName: string; manages: boolean }) {
  const utils = trpc.useUtils();
  const [merging, setMerging] = useState(false);
  const standings = trpc.games.standings.useQuery({ seasonGroupId }, { retry: false });
  const setOrder = trpc.games.setTieBreakers.useMutation({ onSuccess: () => utils.games.standings.invalidate({ seasonGroupId }) });
  if (standings.isPending)
    return (
      <Text fontSize="sm" color="fg.muted">
        Loading standings...
      </Text>
    );
  if (standings.isError)
    return (
      <Text fontSize="sm" color="fg.error">
        {errorMessage(standings.error, GAME_MESSAGES.standingsLoadFailed)}
      </Text>
    );
  const { rows, tieBreakers } = standings.data;
  const current = TIE_BREAK_ORDERS.findIndex((order) => order.join() === tieBreakers.join());
  return (
    <Stack gap="2" data-testid="standings">
      {manages && (
        <Flex gap="2" wrap="wrap" align="center">
          <SelectInput
            size="sm"
            width={{ base: 'full', sm: 'auto' }}
            aria-label={`Ties in ${groupName} broken by`}
            value={current === -1 ? '' : String(current)}
            onChange={(chosen) => chosen !== '' && setOrder.mutate({ seasonGroupId, tieBreakers: TIE_BREAK_ORDERS[Number(chosen)]! })}
            placeholder={current === -1 ? orderLabel(tieBreakers) : undefined}
            options={TIE_BREAK_ORDERS.map((order, index) => ({ value: String(index), label: `Ties broken by ${orderLabel(order).toLowerCase()}` }))}
          />
          {/* A phone cuts the chosen rule short inside the select: it is written out in full below it. */}
          <Text fontSize="xs" color="fg.muted" hideFrom="sm" data-testid="tie-break-rule">
            Ties broken by {orderLabel(tieBreakers).toLowerCase()}
          </Text>
          {rows.length >= 2 && (
            <Button size="sm" variant="outline" onClick={() => setMerging(true)}>
              {MERGE_SIDES_LABELS.open}
            </Button>
          )}
        </Flex>
      )}
      {rows.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {GAME_MESSAGES.noStandings}
        </Text>
      ) : (
        <StandingsTable rows={rows} label={`${groupName} standings`} />
      )}
      {manages && <MergeSidesDialog seasonGroupId={seasonGroupId} rows={rows} open={merging} onClose={() => setMerging(false)} />}
    </Stack>
  );
}
