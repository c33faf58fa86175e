import { Field, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { TextField } from '../../components/TextField.tsx';
import { trpc } from '../../lib/trpc.ts';
import { EVENT_LIMITS } from '../../../../shared/schemas/events.ts';
import type { SectionProps } from './event-form-section.ts';

/** Title, game type, description and the hosting team's name. */
export function EventBasicsSection({ event, set, errors }: SectionProps) {
  const gameTypes = trpc.system.gameTypes.useQuery(undefined, { staleTime: Infinity });
  // "Any" is a filter choice for searches, not a sport an event can be played in.
  const options = (gameTypes.data ?? []).filter((type) => type !== 'Any');
  return (
    <Stack gap="4">
      <TextField label="Title" required value={event.title} maxLength={EVENT_LIMITS.title.max} placeholder="Tuesday night pickup" error={errors.title} onChange={(title) => set({ title })} />
      <Field.Root required invalid={Boolean(errors.gameType) || gameTypes.isError}>
        <Field.Label>
          Game type
          <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root disabled={gameTypes.isPending}>
          <NativeSelect.Field value={event.gameType} onChange={(e) => set({ gameType: e.target.value })}>
            <option value="">{gameTypes.isPending ? 'Loading game types...' : 'Choose a game type'}</option>
            {/* An event keeps a game type that has since left the list. */}
            {event.gameType && !options.includes(event.gameType) && <option value={event.gameType}>{event.gameType}</option>}
            {options.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {gameTypes.isError && <Field.ErrorText>Could not load the game types. Reload the page to try again.</Field.ErrorText>}
        {errors.gameType && <Field.ErrorText>{errors.gameType}</Field.ErrorText>}
      </Field.Root>
      <Field.Root invalid={Boolean(errors.description)}>
        <Field.Label>Description</Field.Label>
        <Textarea
          value={event.description}
          maxLength={EVENT_LIMITS.description.max}
          rows={4}
          placeholder="Level, what to bring, where to meet"
          onChange={(e) => set({ description: e.target.value })}
        />
        {errors.description && <Field.ErrorText>{errors.description}</Field.ErrorText>}
      </Field.Root>
      <TextField
        label="Hosting team"
        value={event.teamName ?? ''}
        maxLength={120}
        helper="The team or group that runs the event, shown to players."
        onChange={(teamName) => set({ teamName })}
      />
    </Stack>
  );
}
