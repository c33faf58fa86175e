import { trpc } from '../../lib/trpc.ts';
import { APP_MESSAGES } from '../../../../shared/common/app-messages.ts';
import { plainOptions, SelectField } from '../../components/SelectField.tsx';

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
    <SelectField
      label="Game type"
      required
      disabled={gameTypes.isPending}
      value={value}
      onChange={onChange}
      placeholder={gameTypes.isPending ? 'Loading game types...' : 'Select a game type'}
      // A value that has left the list stays chosen.
      options={plainOptions(value && gameTypes.data && !options.includes(value) ? [value, ...options] : options)}
      error={error ?? (gameTypes.isError ? APP_MESSAGES.gameTypesFailed : undefined)}
    />
  );
}
