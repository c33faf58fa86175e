import { Badge, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { TextLink } from '../../components/TextLink.tsx';
import { notify } from '../../components/ToasterHost.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { invitedRole, isPendingRole, TEAM_ROLE_LABELS, type TeamRole } from '../../../../shared/teams/teams.ts';
import { TEAM_MESSAGES } from '../../../../shared/teams/messages.ts';
import { APP_MESSAGES } from '../../../../shared/common/app-messages.ts';
import { SectionCard } from '../../components/SectionCard.tsx';

/**
 * Home's 'Action Required' (pending team invitations come first, spec section 4) and the user's
 * teams (spec section 2: Home's teams/groups list).
 */
export function HomeTeamsSection() {
  const teams = trpc.teams.mine.useQuery();
  const utils = trpc.useUtils();
  const respond = trpc.teams.respondToInvite.useMutation({
    onSuccess: (result) => {
      void notify({ type: 'success', title: result.role ? 'You joined the team' : 'Invitation declined' });
      void utils.teams.mine.invalidate();
    },
    onError: (error) => void notify({ type: 'error', title: errorMessage(error, APP_MESSAGES.tryAgain) }),
  });
  if (teams.isPending) return <Text color="fg.muted">Loading your teams...</Text>;
  if (teams.isError) return <Text color="fg.error">{TEAM_MESSAGES.teamsLoadFailed}</Text>;
  const invitations = teams.data.filter((team) => isPendingRole(team.role));
  const mine = teams.data.filter((team) => !isPendingRole(team.role));
  return (
    <Stack gap="4">
      {invitations.length > 0 && (
        <SectionCard title="Action Required" borderColor="orange.muted" data-testid="action-required">
          <Stack gap="3">
            {invitations.map((team) => (
              <Flex key={team.id} justify="space-between" align="center" gap="3" wrap="wrap">
                <Text>
                  You're invited to join <TextLink href={`/team/${team.id}`}>{team.name}</TextLink> as {TEAM_ROLE_LABELS[invitedRole(team.role)]}.
                </Text>
                <Flex gap="2">
                  <Button size="sm" colorPalette="teal" onClick={() => respond.mutate({ teamId: team.id, accept: true })}>
                    Accept
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => respond.mutate({ teamId: team.id, accept: false })}>
                    Decline
                  </Button>
                </Flex>
              </Flex>
            ))}
          </Stack>
        </SectionCard>
      )}
      <SectionCard title="Your teams" actions={<TextLink href="/my-communities">See all</TextLink>}>
        {mine.length === 0 ? (
          <Flex gap="3" align="center" wrap="wrap">
            <Text color="fg.muted">You're not on a team yet.</Text>
            <Button asChild size="sm" colorPalette="teal">
              <Link href="/teams/create">Create a team</Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link href="/teams-v3">Find a team</Link>
            </Button>
          </Flex>
        ) : (
          <Stack gap="2">
            {mine.slice(0, 5).map((team) => (
              <Flex key={team.id} justify="space-between" align="center" gap="2">
                <TextLink href={`/team/${team.id}`}>{team.name}</TextLink>
                <Badge>{TEAM_ROLE_LABELS[team.role as TeamRole]}</Badge>
              </Flex>
            ))}
          </Stack>
        )}
      </SectionCard>
    </Stack>
  );
}
