import { Badge, Button, Card, Container, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { PageError, PageLoading } from '../components/PageStates.tsx';
import { TextLink } from '../components/TextLink.tsx';
import { trpc } from '../lib/trpc.ts';
import { formatEventWhen } from '../features/events/event-format.ts';
import { invitedRole, isPendingRole, TEAM_ROLE_LABELS, type TeamRole } from '../../../shared/teams/teams.ts';
import { TEAM_MESSAGES } from '../../../shared/teams/messages.ts';
import { MyClubs } from '../features/organizations/MyClubs.tsx';
import { MyLeagues } from '../features/leagues/MyLeagues.tsx';

/** my-communities: the teams the user is on or invited to, with role and next event. */
export default function MyCommunitiesPage() {
  const teams = trpc.teams.mine.useQuery();
  return (
    <Container maxW="4xl" py="8">
      <Stack gap="6">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h1" size="2xl">
            My communities
          </Heading>
          <Flex gap="2">
            <Button asChild variant="outline">
              <Link href="/teams-v3">Find a team</Link>
            </Button>
            <Button asChild colorPalette="teal">
              <Link href="/teams/create">Create a team</Link>
            </Button>
          </Flex>
        </Flex>
        <MyClubs />
        <MyLeagues />
        {teams.isPending && <PageLoading />}
        {teams.isError && <PageError message={TEAM_MESSAGES.teamsLoadFailed} onRetry={() => void teams.refetch()} />}
        {teams.data?.length === 0 && (
          <Card.Root>
            <Card.Body>
              <Stack gap="2">
                <Text fontWeight="semibold">You're not on a team yet.</Text>
                <Text color="fg.muted">Create one for your crew, or find a team near you and join it.</Text>
              </Stack>
            </Card.Body>
          </Card.Root>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {teams.data?.map((team) => (
            <Card.Root key={team.id} data-testid="my-team">
              <Card.Body>
                <Stack gap="1">
                  <TextLink href={`/team/${team.id}`}>{team.name}</TextLink>
                  <Text fontSize="sm" color="fg.muted">
                    {[team.gameType, team.cityName, `${team.memberCount} ${team.memberCount === 1 ? 'member' : 'members'}`].filter(Boolean).join(' · ')}
                  </Text>
                  <Flex gap="2">
                    <Badge colorPalette={isPendingRole(team.role) ? 'orange' : 'teal'}>
                      {isPendingRole(team.role) ? `Invited as ${TEAM_ROLE_LABELS[invitedRole(team.role)]}` : TEAM_ROLE_LABELS[team.role as TeamRole]}
                    </Badge>
                  </Flex>
                  <Text fontSize="sm">
                    {team.nextEvent
                      ? `Next: ${team.nextEvent.title}, ${formatEventWhen(team.nextEvent.startsAt, team.nextEvent.timezone)}`
                      : 'No upcoming events'}
                  </Text>
                </Stack>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
