import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { notify } from '../../components/ToasterHost.tsx';
import { trpc } from '../../lib/trpc.ts';
import { GAME_MESSAGES, MERGE_SIDES_LABELS } from '../../../../shared/games/games.ts';
import type { StandingRow } from './game-types.ts';

/** A standings row as the server names a side: its team, its opponent row, or its name. */
const sideOf = (row: StandingRow) =>
  row.teamId
    ? { kind: 'team' as const, teamId: row.teamId }
    : row.externalTeamId
      ? { kind: 'external' as const, externalTeamId: row.externalTeamId }
      : { kind: 'name' as const, name: row.name };

/**
 * Merges a side of a group's standings into another, for the one opponent typed two ways (issue
 * 31, defect 7): the organiser picks the side to merge away and the side to keep.
 */
export function MergeSidesDialog({ seasonGroupId, rows, open, onClose }: { seasonGroupId: string; rows: StandingRow[]; open: boolean; onClose: () => void }) {
  const utils = trpc.useUtils();
  // Rows are chosen by their place in the table, which only changes after a merge closes this dialog.
  const [from, setFrom] = useState('');
  const [into, setInto] = useState('');
  const close = () => {
    setFrom('');
    setInto('');
    merge.reset();
    onClose();
  };
  const merge = trpc.games.mergeSides.useMutation({
    onSuccess: async (merged) => {
      void notify({ type: 'success', title: GAME_MESSAGES.sidesMerged(merged.from, merged.into) });
      close();
      await utils.games.standings.invalidate({ seasonGroupId });
    },
  });
  const options = rows.map((row, index) => ({ value: String(index), label: row.name }));
  const [fromRow, intoRow] = [rows[Number(from)], rows[Number(into)]];
  return (
    <ConfirmDialog
      open={open}
      onClose={close}
      title={MERGE_SIDES_LABELS.title}
      testId="merge-sides-dialog"
      contentProps={{ maxW: '440px' }}
      confirmLabel={MERGE_SIDES_LABELS.confirm}
      confirmColor="teal"
      confirmDisabled={from === '' || into === '' || from === into}
      pending={merge.isPending}
      onConfirm={() => fromRow && intoRow && merge.mutate({ seasonGroupId, from: sideOf(fromRow), into: sideOf(intoRow) })}
      error={from !== '' && from === into ? GAME_MESSAGES.mergeSameSide : merge.error}
      failure={GAME_MESSAGES.mergeFailed}
    >
      <Stack gap="3">
        <Text>{MERGE_SIDES_LABELS.explain}</Text>
        <SelectField label={MERGE_SIDES_LABELS.from} width="full" value={from} onChange={setFrom} placeholder={MERGE_SIDES_LABELS.pick} options={options} />
        <SelectField label={MERGE_SIDES_LABELS.into} width="full" value={into} onChange={setInto} placeholder={MERGE_SIDES_LABELS.pick} options={options} />
      </Stack>
    </ConfirmDialog>
  );
}
