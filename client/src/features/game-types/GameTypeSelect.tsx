import { Field, NativeSelect } from '@chakra-ui/react';
import { trpc } from '../../lib/trpc.ts';

/**
 * The required game-type choice of the event and team forms. 'Any' is a search filter, never a
 * sport; `otherFirst` lists 'Other' first (spec section 2, Create team). A value that has since left
 * the list is kept, so editing an old record does not silently change it.
 */
export function GameTypeSelect({
  value,
  onChange,
  error,
  otherFirst = false,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  otherFirst?: boolean;
}) {
  const gameTypes = trpc.system.gameTypes.useQuery(undefined, { staleTime: Infinity });
  const listed = (gameTypes.data ?? []).filter((type) => type !== 'Any');
  const options = otherFirst && listed.includes('Other') ? ['Other', ...listed.filter((type) => type !== 'Other')] : listed;
  return (
    <Field.Root required invalid={Boolean(error) || gameTypes.isError}>
      <Field.Label>
        Game type
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root disabled={gameTypes.isPending}>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{gameTypes.isPending ? 'Loading game types...' : 'Select a game type'}</option>
          {value && gameTypes.data && !options.includes(value) && <option value={value}>{value}</option>}
          {options.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {gameTypes.isError && <Field.ErrorText>Could not load the game types. Reload the page to try again.</Field.ErrorText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
