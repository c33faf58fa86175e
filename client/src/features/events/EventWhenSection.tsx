import { Field, Grid, Input, Stack } from '@chakra-ui/react';
import type { SectionProps } from './event-form-section.ts';
import { NumberField } from './form-fields.tsx';

/** Date and start time (the venue's wall clock) and duration in hours and minutes. */
export function EventWhenSection({ event, set, errors, minDate }: SectionProps & { minDate?: string | undefined }) {
  return (
    <Stack gap="4">
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
        <Field.Root required invalid={Boolean(errors.date)}>
          <Field.Label>
            Date
            <Field.RequiredIndicator />
          </Field.Label>
          <Input type="date" min={minDate} value={event.date} onChange={(e) => set({ date: e.target.value })} />
          {errors.date && <Field.ErrorText>{errors.date}</Field.ErrorText>}
        </Field.Root>
        <Field.Root required invalid={Boolean(errors.timeStart)}>
          <Field.Label>
            Start time
            <Field.RequiredIndicator />
          </Field.Label>
          <Input type="time" value={event.timeStart} onChange={(e) => set({ timeStart: e.target.value })} />
          <Field.HelperText>Local time at the venue.</Field.HelperText>
          {errors.timeStart && <Field.ErrorText>{errors.timeStart}</Field.ErrorText>}
        </Field.Root>
      </Grid>
      <Grid templateColumns="1fr 1fr" gap="3">
        <NumberField
          label="Duration (hours)"
          value={event.duration.hours}
          min={0}
          max={168}
          error={errors.duration}
          onChange={(hours) => set({ duration: { ...event.duration, hours: hours ?? 0 } })}
        />
        <NumberField
          label="Duration (minutes)"
          value={event.duration.minutes}
          min={0}
          max={59}
          onChange={(minutes) => set({ duration: { ...event.duration, minutes: minutes ?? 0 } })}
        />
      </Grid>
    </Stack>
  );
}
