import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { notify } from '../../components/ToasterHost.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import type { AssignableTeamRole } from '../../../../shared/teams/teams.ts';
import { RoleSelect } from './RoleSelect.tsx';
import { useTeamRefresh } from './use-team-mutations.ts';
import { TEAM_MESSAGES } from '../../../../shared/teams/messages.ts';

/** People the inviter already knows, from their user lists and family with accounts, each invited with one click. */
export function KnownPeopleInvite({ teamId, onRoster }: { teamId: string; onRoster: Set<string> }) {
  const lists = trpc.userLists.list.useQuery();
  const family = trpc.family.list.useQuery();
  const [role, setRole] = useState<AssignableTeamRole>('player');
  const refresh = useTeamRefresh(teamId);
  const invite = trpc.teams.invitePeople.useMutation({
    onSuccess: async () => {
      void notify({ type: 'success', title: 'Invitation sent' });
      await refresh.onSuccess();
    },
    onError: (error) => void notify({ type: 'error', title: errorMessage(error, 'The invitation was not sent.') }),
  });
  if (lists.isPending || family.isPending)
    return (
      <Text fontSize="sm" color="fg.muted">
        Loading your lists and family...
      </Text>
    );
  if (lists.isError || family.isError)
    return (
      <Text fontSize="sm" color="fg.error">
        {TEAM_MESSAGES.listsAndFamilyLoadFailed}
      </Text>
    );
  const people = new Map<string, { name: string; from: string }>();
  for (const list of lists.data) for (const member of list.members) people.set(member.id, { name: member.displayName, from: list.name });
  for (const connection of family.data)
    if (connection.status === 'accepted' && connection.userId) people.set(connection.userId, { name: connection.name, from: 'Family' });
  const candidates = [...people].filter(([userId]) => !onRoster.has(userId));
  if (candidates.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        Everyone on your user lists and in your family is on the roster or invited.
      </Text>
    );
  return (
    <Stack gap="2" data-testid="known-people">
      <Flex gap="2" align="center">
        <Text fontSize="sm">From your lists and family, invite as</Text>
        <RoleSelect value={role} onChange={setRole} label="Invite known people as" />
      </Flex>
      {candidates.map(([userId, person]) => (
        <Flex key={userId} justify="space-between" align="center" gap="2">
          <Text>
            {person.name}{' '}
            <Text as="span" fontSize="sm" color="fg.muted">
              ({person.from})
            </Text>
          </Text>
          <Button
            size="xs"
            variant="outline"
            loading={invite.isPending && invite.variables?.people[0]?.userId === userId}
            onClick={() => invite.mutate({ teamId, people: [{ userId, role }] })}
          >
            Invite
          </Button>
        </Flex>
      ))}
    </Stack>
  );
}
