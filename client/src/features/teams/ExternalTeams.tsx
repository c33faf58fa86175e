import { Button, Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { PageError } from '../../components/PageStates.tsx';
import { TextField } from '../../components/TextField.tsx';
import { notify } from '../../components/ToasterHost.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { TEAM_LIMITS } from '../../../../shared/limits/limits.ts';
import { TEAM_MESSAGES } from '../../../../shared/teams/messages.ts';
import { APP_MESSAGES } from '../../../../shared/common/app-messages.ts';

/** external-teams: the opponents a team plays who are not on Rally, kept by name. */
export function ExternalTeams({ teamId, canEdit }: { teamId: string; canEdit: boolean }) {
  const list = trpc.teams.externalTeams.useQuery({ teamId });
  const utils = trpc.useUtils();
  const [name, setName] = useState('');
  const fail = (error: unknown) => void notify({ type: 'error', title: errorMessage(error, APP_MESSAGES.tryAgain) });
  const refresh = () => utils.teams.externalTeams.invalidate({ teamId });
  const add = trpc.teams.addExternalTeam.useMutation({
    onSuccess: async () => {
      setName('');
      await refresh();
    },
    onError: fail,
  });
  const remove = trpc.teams.removeExternalTeam.useMutation({ onSuccess: refresh, onError: fail });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim().length >= 2) add.mutate({ teamId, name });
  };
  if (list.isPending) return <Text color="fg.muted">Loading opponents...</Text>;
  if (list.isError) return <PageError message={TEAM_MESSAGES.opponentsLoadFailed} onRetry={() => void list.refetch()} />;
  return (
    <Stack gap="3" data-testid="external-teams">
      {list.data.length === 0 && <Text color="fg.muted">No opponents yet.</Text>}
      {list.data.map((row) => (
        <Flex key={row.id} justify="space-between" align="center">
          <Text>{row.name}</Text>
          {canEdit && (
            <IconButton size="xs" variant="ghost" aria-label={`Remove ${row.name}`} onClick={() => remove.mutate({ teamId, externalTeamId: row.id })}>
              ✕
            </IconButton>
          )}
        </Flex>
      ))}
      {canEdit && (
        <form onSubmit={submit}>
          <Flex gap="2" align="flex-end">
            <TextField label="Add an opponent" value={name} maxLength={TEAM_LIMITS.externalTeamNameMax} placeholder="Riverside Rockets" onChange={setName} />
            <Button type="submit" variant="outline" disabled={name.trim().length < 2} loading={add.isPending}>
              Add
            </Button>
          </Flex>
        </form>
      )}
    </Stack>
  );
}
