import { Button, Flex, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { AppDialog } from '../../components/AppDialog.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { FormAlert } from '../../components/PageStates.tsx';
import { plainOptions, SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { CitySearchInput } from '../cities/CitySearchInput.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import type { City } from '../../../../shared/common/schemas.ts';
import { ORGANIZATION_MESSAGES as M } from '../../../../shared/organizations/messages.ts';
import { TEAM_LIMITS } from '../../../../shared/limits/limits.ts';

/**
 * A club admin's two ways to add a team: make one inside the club (they own it), or add one of
 * their own teams that is in no club yet (the server also checks both consents).
 */
/** Remove a team from the club: the server lets only someone who owns the team and runs the club do it. */
export function DetachTeamButton({ organizationId, team }: { organizationId: string; team: { id: string; name: string } }) {
  const utils = trpc.useUtils();
  const [confirming, setConfirming] = useState(false);
  const detach = trpc.organizations.detachTeam.useMutation({
    onSuccess: async () => {
      await Promise.all([utils.organizations.byId.invalidate(), utils.organizations.bySlug.invalidate(), utils.organizations.attachableTeams.invalidate()]);
      setConfirming(false);
    },
  });
  return (
    <>
      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setConfirming(true)}>
        {M.detach}
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={M.detachTitle(team.name)}
        confirmLabel={M.detach}
        onConfirm={() => detach.mutate({ organizationId, teamId: team.id })}
        pending={detach.isPending}
        error={detach.error}
      >
        {M.detachBody}
      </ConfirmDialog>
    </>
  );
}

export function ClubTeamsAdmin({ organizationId, city }: { organizationId: string; city: City | null }) {
  const utils = trpc.useUtils();
  const refresh = () =>
    Promise.all([utils.organizations.byId.invalidate(), utils.organizations.bySlug.invalidate(), utils.organizations.attachableTeams.invalidate()]);
  const own = trpc.organizations.attachableTeams.useQuery();
  const [teamId, setTeamId] = useState('');
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const attach = trpc.organizations.attachTeam.useMutation({
    onSuccess: () => {
      setTeamId('');
      setError(null);
      return refresh();
    },
    onError: (failure) => setError(errorMessage(failure, M.loadFailed)),
  });
  const options = (own.data ?? []).map((team) => ({ value: team.id, label: team.name }));
  return (
    <Stack gap="3">
      <Flex gap="3" wrap="wrap" align="flex-end">
        <Button colorPalette="teal" onClick={() => setCreating(true)}>
          {M.createTeamInClub}
        </Button>
        {options.length > 0 && (
          <>
            <SelectField label={M.attachTeam} value={teamId} onChange={setTeamId} placeholder="Choose a team" options={options} minW="14rem" />
            <Button variant="outline" disabled={!teamId} loading={attach.isPending} onClick={() => attach.mutate({ organizationId, teamId })}>
              {M.attach}
            </Button>
          </>
        )}
      </Flex>
      <FormAlert status="error" message={error} />
      {creating && <CreateClubTeamDialog organizationId={organizationId} city={city} onClose={() => setCreating(false)} onCreated={refresh} />}
    </Stack>
  );
}

function CreateClubTeamDialog({
  organizationId,
  city: clubCity,
  onClose,
  onCreated,
}: {
  organizationId: string;
  city: City | null;
  onClose: () => void;
  onCreated: () => unknown;
}) {
  const gameTypes = trpc.system.gameTypes.useQuery(undefined, { staleTime: Infinity });
  const [name, setName] = useState('');
  const [gameType, setGameType] = useState('');
  const [city, setCity] = useState<City | null>(clubCity);
  const [error, setError] = useState<string | null>(null);
  const create = trpc.organizations.createTeam.useMutation({
    onSuccess: async () => {
      await onCreated();
      onClose();
    },
    onError: (failure) => setError(errorMessage(failure, M.loadFailed)),
  });
  const submit = () => {
    if (!city) return setError('Choose a city');
    create.mutate({
      organizationId,
      team: { name, gameType, city, ageGroup: 'All ages', gender: 'Any', skillLevel: 'All levels', privacy: 'public' },
    });
  };
  return (
    <AppDialog
      open
      onClose={onClose}
      title={M.createTeamInClub}
      testId="create-club-team-dialog"
      footer={
        <Button colorPalette="teal" loading={create.isPending} onClick={submit}>
          Create team
        </Button>
      }
    >
      <Stack gap="4">
        <TextField label="Team name" value={name} onChange={setName} maxLength={TEAM_LIMITS.nameMax} required />
        <SelectField
          label="Game type"
          value={gameType}
          onChange={setGameType}
          placeholder="Choose a game type"
          options={plainOptions((gameTypes.data ?? []).filter((type) => type !== 'Any'))}
        />
        <CitySearchInput label={M.cityLabel} value={city} onChange={setCity} />
        <FormAlert status="error" message={error} />
      </Stack>
    </AppDialog>
  );
}
