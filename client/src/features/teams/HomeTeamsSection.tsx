import { Badge, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { TextLink } from '../../components/TextLink.tsx';
import { trpc } from '../../lib/trpc.ts';
import { isPendingRole, TEAM_ROLE_LABELS, type TeamRole } from '../../../../shared/teams/teams.ts';
import { TEAM_MESSAGES } from '../../../../shared/teams/messages.ts';
import { SectionCard } from '../../components/SectionCard.tsx';

/** Home's teams/groups list (spec section 2); invitations wait in 'Action Required' (features/home). */
export function HomeTeamsSection() {
  const teams = trpc.teams.mine.useQuery();
  if (teams.isPending) return <Text color="fg.muted">Loading your teams...</Text>;
  if (teams.isError) return <Text color="fg.error">{TEAM_MESSAGES.teamsLoadFailed}</Text>;
  const mine = teams.data.filter((team) => !isPendingRole(team.role));
  return (
    <Stack gap="4">
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
