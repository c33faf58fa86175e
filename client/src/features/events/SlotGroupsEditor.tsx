import { Button, Field, Grid, Input, Stack, Text } from '@chakra-ui/react';
import { EVENT_LIMITS } from '../../../../shared/limits/limits.ts';
import { NumberField } from './form-fields.tsx';

export interface SlotGroup {
  id?: string | undefined;
  name: string;
  capacity: number | null;
}

/**
 * Slot groups split the roster (teams, positions, skill levels: "Goalkeepers", "Team A"); a player
 * picks one when joining. Existing groups keep their id so that their joiners keep their slot.
 */
export function SlotGroupsEditor({ groups, onChange }: { groups: SlotGroup[]; onChange: (groups: SlotGroup[]) => void }) {
  const update = (index: number, patch: Partial<SlotGroup>) => onChange(groups.map((group, i) => (i === index ? { ...group, ...patch } : group)));
  return (
    <Stack gap="3">
      {groups.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          No slot groups: players join the event as a whole.
        </Text>
      )}
      {groups.map((group, index) => (
        <Grid key={group.id ?? `new-${index}`} templateColumns={{ base: '1fr', sm: '2fr 1fr auto' }} gap="3" alignItems="end">
          <Field.Root invalid={!group.name.trim()}>
            <Field.Label>Group name</Field.Label>
            <Input value={group.name} maxLength={60} placeholder="Team A" onChange={(event) => update(index, { name: event.target.value })} />
            {!group.name.trim() && <Field.ErrorText>Name the group</Field.ErrorText>}
          </Field.Root>
          <NumberField
            label="Spots"
            value={group.capacity}
            min={1}
            max={EVENT_LIMITS.capacity.max}
            nullable
            placeholder="No limit"
            onChange={(capacity) => update(index, { capacity })}
          />
          <Button variant="ghost" colorPalette="red" onClick={() => onChange(groups.filter((_, i) => i !== index))}>
            Remove
          </Button>
        </Grid>
      ))}
      {groups.length < EVENT_LIMITS.slotGroups.max && (
        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => onChange([...groups, { name: '', capacity: null }])}>
          Add slot group
        </Button>
      )}
    </Stack>
  );
}
