import { Button, Flex } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../components/TextField.tsx';
import { trpc } from '../../lib/trpc.ts';
import { SEASON_GROUP_KIND_LABELS, SEASON_GROUP_KINDS, type SeasonGroupKind } from '../../../../shared/seasons/seasons.ts';
import { SEASON_LIMITS } from '../../../../shared/limits/limits.ts';
import { useSeasonRefresh } from './season-mutations.ts';
import { labelledOptions, SelectField } from '../../components/SelectField.tsx';

/** Adds a group (a division by age, skill or gender) with an optional capacity; a full group waitlists. */
export function SeasonGroupForm({ teamId, seasonId }: { teamId: string; seasonId: string }) {
  const refresh = useSeasonRefresh(teamId);
  const [name, setName] = useState('');
  const [kind, setKind] = useState<SeasonGroupKind>('division');
  const [capacity, setCapacity] = useState('');
  const add = trpc.seasons.addGroup.useMutation({
    ...refresh,
    onSuccess: async () => {
      setName('');
      setCapacity('');
      await refresh.onSuccess();
    },
  });
  const capacityNumber = capacity.trim() === '' ? null : Number(capacity);
  const capacityValid =
    capacityNumber === null || (Number.isInteger(capacityNumber) && capacityNumber >= 1 && capacityNumber <= SEASON_LIMITS.groupCapacityMax);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() && capacityValid) add.mutate({ seasonId, name, kind, capacity: capacityNumber });
  };
  return (
    <form onSubmit={submit} aria-label="Add a group">
      <Flex gap="2" align="flex-end" wrap="wrap">
        <TextField label="Group name" placeholder="Under 10" value={name} maxLength={SEASON_LIMITS.groupNameMax} onChange={setName} flex="1" minW="10rem" />
        <SelectField label="Kind" width="auto" value={kind} onChange={setKind} options={labelledOptions(SEASON_GROUP_KINDS, SEASON_GROUP_KIND_LABELS)} />
        <TextField
          label="Capacity"
          type="number"
          inputMode="numeric"
          min={1}
          placeholder="No limit"
          value={capacity}
          onChange={setCapacity}
          width="8rem"
          error={capacityValid ? undefined : `1 to ${SEASON_LIMITS.groupCapacityMax}`}
        />
        <Button type="submit" variant="outline" disabled={!name.trim() || !capacityValid} loading={add.isPending}>
          Add group
        </Button>
      </Flex>
    </form>
  );
}
