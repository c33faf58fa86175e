import { Grid, Stack } from '@chakra-ui/react';
import { EVENT_LIMITS } from '../../../../shared/limits/limits.ts';
import type { SectionProps } from './event-form-section.ts';
import { NumberField } from './form-fields.tsx';
import { SwitchField } from '../../components/SwitchField.tsx';

/** Capacity and waitlist, and the minimum needed with the cut-off at which it is checked. */
export function EventSpotsSection({ event, set, errors }: SectionProps) {
  return (
    <Stack gap="4">
      <NumberField
        label="Capacity"
        value={event.capacity}
        min={1}
        max={EVENT_LIMITS.capacity.max}
        nullable
        placeholder="No limit"
        helper="Players and their guests; leave empty for no limit."
        error={errors.capacity}
        onChange={(capacity) => set({ capacity })}
      />
      {event.capacity !== null && (
        <SwitchField
          label="Allow a waitlist"
          checked={event.allowWaitlist}
          helper="When the event is full, players join the waitlist and the first in line gets the next free spot."
          onChange={(allowWaitlist) => set({ allowWaitlist })}
        />
      )}
      <SwitchField
        label="Minimum needed"
        checked={event.hasMinimumNeeded}
        helper="The event is cancelled, and everyone told, if too few have joined by the cut-off."
        onChange={(hasMinimumNeeded) => set({ hasMinimumNeeded, minimumCutoffHours: event.minimumCutoffHours ?? 24 })}
      />
      {event.hasMinimumNeeded && (
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
          <NumberField
            label="Minimum players"
            value={event.minimumNeeded}
            min={1}
            max={EVENT_LIMITS.capacity.max}
            nullable
            error={errors.minimumNeeded}
            onChange={(minimumNeeded) => set({ minimumNeeded })}
          />
          <NumberField
            label="Check hours before start"
            value={event.minimumCutoffHours}
            min={0}
            max={EVENT_LIMITS.hours.max}
            nullable
            error={errors.minimumCutoffHours}
            onChange={(minimumCutoffHours) => set({ minimumCutoffHours })}
          />
        </Grid>
      )}
    </Stack>
  );
}
