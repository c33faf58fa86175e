import { Field, Input, Stack } from '@chakra-ui/react';
import type { SectionProps } from './event-form-section.ts';
import { SwitchField } from '../../components/SwitchField.tsx';

/** ISO instant to the value of a datetime-local input, in the organiser's own zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Private events are seen only by their creator, joiners and invitees, until makePublicAfter if set. */
export function EventVisibilitySection({ event, set, errors }: SectionProps) {
  return (
    <Stack gap="4">
      <SwitchField
        label="Private event"
        checked={event.isPrivate}
        helper="A private event never shows on discover: only you, invited players and those who joined can see it."
        onChange={(isPrivate) => set({ isPrivate })}
      />
      {event.isPrivate && (
        <Field.Root invalid={Boolean(errors.makePublicAfter)}>
          <Field.Label>Make public after</Field.Label>
          <Input
            type="datetime-local"
            value={toLocalInput(event.makePublicAfter)}
            onChange={(e) => set({ makePublicAfter: e.target.value ? new Date(e.target.value).toISOString() : null })}
          />
          <Field.HelperText>Optional: after this time anyone can find and join the event.</Field.HelperText>
          {errors.makePublicAfter && <Field.ErrorText>{errors.makePublicAfter}</Field.ErrorText>}
        </Field.Root>
      )}
    </Stack>
  );
}
