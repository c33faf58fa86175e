import { Button, Card, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { PageError, PageLoading } from '../components/PageStates.tsx';
import { TextLink } from '../components/TextLink.tsx';
import { ExternalTeams } from '../features/teams/ExternalTeams.tsx';
import { trpc } from '../lib/trpc.ts';
import { TEAM_MESSAGES } from '../../../shared/teams/messages.ts';

/** external-teams: for each team the user coaches or runs, the opponents that are not on Rally. */
export default function ExternalTeamsPage() {
  const teams = trpc.teams.hostable.useQuery();
  return (
    <Container maxW="3xl" py="8">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          External teams
        </Heading>
        <Text color="fg.muted">Opponents your teams play that are not on Rally, kept by name for schedules and games.</Text>
        {teams.isPending && <PageLoading />}
        {teams.isError && <PageError message={TEAM_MESSAGES.teamsLoadFailed} onRetry={() => void teams.refetch()} />}
        {teams.data?.length === 0 && (
          <Stack gap="3" align="flex-start">
            <Text>You do not run or coach a team yet.</Text>
            <Button asChild colorPalette="teal">
              <Link href="/teams/create">Create a team</Link>
            </Button>
          </Stack>
        )}
        {teams.data?.map((team) => (
          <Card.Root key={team.id}>
            <Card.Header>
              <TextLink href={`/team/${team.id}`}>{team.name}</TextLink>
            </Card.Header>
            <Card.Body>
              <ExternalTeams teamId={team.id} canEdit />
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </Container>
  );
}
