import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { TextLink } from '../../components/TextLink.tsx';
import { notify } from '../../components/ToasterHost.tsx';
import { trpc } from '../../lib/trpc.ts';
import { TEAM_MESSAGES } from '../../../../shared/teams/messages.ts';
import { useTeamRefresh } from './use-team-mutations.ts';

/**
 * A member puts their children without accounts (family members added in Settings) on the roster,
 * then answers the team's events for them on the schedule.
 */
export function TeamFamily({ teamId }: { teamId: string }) {
  const dependents = trpc.teams.dependents.useQuery({ teamId });
  const refresh = useTeamRefresh(teamId);
  const add = trpc.teams.addDependent.useMutation({
    ...refresh,
    onSuccess: async ({ name }) => {
      await refresh.onSuccess();
      void notify({ type: 'success', title: TEAM_MESSAGES.dependentAdded(name) });
    },
  });
  const remove = trpc.teams.removeDependent.useMutation(refresh);
  if (dependents.isPending)
    return (
      <Text fontSize="sm" color="fg.muted">
        Loading your family...
      </Text>
    );
  if (dependents.isError)
    return (
      <Text fontSize="sm" color="fg.error">
        {TEAM_MESSAGES.familyLoadFailed}
      </Text>
    );
  if (dependents.data.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        Registering a child without an account? Add them as a family member without an account in <TextLink href="/settings">Settings</TextLink>, then put them
        on this roster here.
      </Text>
    );
  }
  return (
    <Stack gap="2" as="ul" listStyleType="none" data-testid="team-family">
      {dependents.data.map((person) => (
        <Flex as="li" key={person.familyMemberId} justify="space-between" align="center" gap="2" wrap="wrap">
          <Text>
            {person.name}{' '}
            <Text as="span" color="fg.muted" fontSize="sm">
              (age {person.age})
            </Text>
          </Text>
          {person.onTeam ? (
            <Button
              size="xs"
              variant="outline"
              loading={remove.isPending && remove.variables?.familyMemberId === person.familyMemberId}
              onClick={() => remove.mutate({ teamId, familyMemberId: person.familyMemberId })}
            >
              Take off the roster
            </Button>
          ) : (
            <Button
              size="xs"
              colorPalette="teal"
              loading={add.isPending && add.variables?.familyMemberId === person.familyMemberId}
              onClick={() => add.mutate({ teamId, familyMemberId: person.familyMemberId })}
            >
              Add {person.name} to the roster
            </Button>
          )}
        </Flex>
      ))}
    </Stack>
  );
}
