import { trpc } from '../../lib/trpc.ts';
import { plainOptions, SelectField } from '../../components/SelectField.tsx';
import { ORGANIZATION_MESSAGES as M } from '../../../../shared/organizations/messages.ts';

/** A club's sport, chosen from the game types (not 'Any': a club plays something). The create and edit dialogs share it. */
export function ClubSportField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const gameTypes = trpc.system.gameTypes.useQuery(undefined, { staleTime: Infinity });
  return (
    <SelectField
      label={M.sportsLabel}
      value={value}
      onChange={onChange}
      placeholder="Choose a sport"
      options={plainOptions((gameTypes.data ?? []).filter((type) => type !== 'Any'))}
    />
  );
}
