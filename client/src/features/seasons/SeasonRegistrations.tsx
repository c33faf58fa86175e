import { Badge, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { PageError } from '../../components/PageStates.tsx';
import { notify } from '../../components/ToasterHost.tsx';
import { trpc } from '../../lib/trpc.ts';
import { SEASON_MESSAGES } from '../../../../shared/seasons/messages.ts';
import { REGISTRATION_STATUS_LABELS } from '../../../../shared/seasons/seasons.ts';
import { isPendingRole } from '../../../../shared/teams/teams.ts';
import { useSeasonRefresh } from './season-mutations.ts';
import { SelectField } from '../../components/SelectField.tsx';

interface Props {
  teamId: string;
  season: { id: string; groups: { id: string; name: string }[] };
}

/** For the season's organisers: register a player from the roster (in a group when it has groups), and see and cancel registrations. */
export function SeasonRegistrations({ teamId, season }: Props) {
  const refresh = useSeasonRefresh(teamId);
  const registrations = trpc.seasons.registrations.useQuery({ seasonId: season.id });
  const roster = trpc.teams.roster.useQuery({ teamId });
  const [playerKey, setPlayerKey] = useState('');
  const [chosenGroupId, setGroupId] = useState('');
  // Groups come and go while the panel is open: an unchosen or removed group falls back to the first.
  const groupId = season.groups.some((group) => group.id === chosenGroupId) ? chosenGroupId : (season.groups[0]?.id ?? '');
  const register = trpc.seasons.register.useMutation({
    ...refresh,
    onSuccess: async (result) => {
      setPlayerKey('');
      void notify({
        type: result.status === 'waitlisted' ? 'warning' : 'success',
        title: result.status === 'waitlisted' ? SEASON_MESSAGES.waitlisted(result.name) : SEASON_MESSAGES.registered(result.name),
      });
      await refresh.onSuccess();
    },
  });
  const cancel = trpc.seasons.cancelRegistration.useMutation(refresh);

  if (registrations.isPending || roster.isPending) return <Text color="fg.muted">Loading registrations...</Text>;
  if (registrations.isError || roster.isError)
    return <PageError message={SEASON_MESSAGES.registrationsLoadFailed} onRetry={() => void Promise.all([registrations.refetch(), roster.refetch()])} />;

  const taken = new Set(registrations.data.map((row) => row.userId ?? row.familyMemberId));
  const players = roster.data
    .filter((entry) => !isPendingRole(entry.role) && !taken.has(entry.userId ?? entry.familyMemberId))
    .map((entry) => ({
      key: entry.userId ? `user:${entry.userId}` : `child:${entry.familyMemberId}`,
      name: entry.familyMemberId ? `${entry.name} (child of ${entry.guardianName ?? 'a member'})` : entry.name,
    }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [kind, id] = playerKey.split(':');
    if (!id) return;
    register.mutate({
      seasonId: season.id,
      groupId: season.groups.length > 0 ? groupId : null,
      player: kind === 'user' ? { userId: id } : { familyMemberId: id },
    });
  };

  return (
    <Stack gap="3">
      {registrations.data.length === 0 ? (
        <Text color="fg.muted">Nobody is registered yet.</Text>
      ) : (
        <Stack as="ul" gap="1" aria-label="Registrations">
          {registrations.data.map((row) => (
            <Flex as="li" key={row.id} justify="space-between" align="center" gap="2" wrap="wrap">
              <Text>
                {row.name}
                {row.groupName && <Text as="span" color="fg.muted">{` · ${row.groupName}`}</Text>}
              </Text>
              <Flex gap="2" align="center">
                <Badge colorPalette={row.status === 'registered' ? 'green' : 'orange'}>{REGISTRATION_STATUS_LABELS[row.status]}</Badge>
                <Button
                  size="xs"
                  variant="ghost"
                  aria-label={`Cancel ${row.name}'s registration`}
                  loading={cancel.isPending && cancel.variables?.registrationId === row.id}
                  onClick={() => cancel.mutate({ registrationId: row.id })}
                >
                  Cancel
                </Button>
              </Flex>
            </Flex>
          ))}
        </Stack>
      )}
      <form onSubmit={submit} aria-label="Register a player">
        <Flex gap="2" align="flex-end" wrap="wrap">
          <SelectField
            label="Player from the roster"
            flex="1"
            minW="12rem"
            value={playerKey}
            onChange={setPlayerKey}
            placeholder={players.length ? 'Choose a player' : 'Everyone on the roster is registered'}
            options={players.map((option) => ({ value: option.key, label: option.name }))}
          />
          {season.groups.length > 0 && (
            <SelectField
              label="Group"
              width="auto"
              value={groupId}
              onChange={setGroupId}
              options={season.groups.map((group) => ({ value: group.id, label: group.name }))}
            />
          )}
          <Button type="submit" colorPalette="teal" disabled={!playerKey} loading={register.isPending}>
            Register
          </Button>
        </Flex>
      </form>
    </Stack>
  );
}
