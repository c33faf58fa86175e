import { Button, Field, Flex, NativeSelect } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../components/TextField.tsx';
import { trpc } from '../../lib/trpc.ts';
import { SEASON_GROUP_KIND_LABELS, SEASON_GROUP_KINDS, SEASON_LIMITS, type SeasonGroupKind } from '../../../../shared/seasons.ts';
import { useSeasonRefresh } from './season-mutations.ts';

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
        <Field.Root width="auto">
          <Field.Label>Kind</Field.Label>
          <NativeSelect.Root width="auto">
            <NativeSelect.Field value={kind} onChange={(event) => setKind(event.target.value as SeasonGroupKind)}>
              {SEASON_GROUP_KINDS.map((option) => (
                <option key={option} value={option}>
                  {SEASON_GROUP_KIND_LABELS[option]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
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
