import { Card, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'wouter';
import { PageError, PageLoading } from '../components/PageStates.tsx';
import { PlayerAvatar } from '../components/PlayerAvatar.tsx';
import { TextLink } from '../components/TextLink.tsx';
import { FollowButton } from '../features/follows/FollowButton.tsx';
import { formatEventWhen } from '../features/events/event-format.ts';
import { eventPaths } from '../features/events/event-paths.ts';
import { errorMessage } from '../lib/errors.ts';
import { trpc } from '../lib/trpc.ts';
import { FOLLOW_MESSAGES } from '../../../shared/follows/messages.ts';

/**
 * subscriptions/{hostId} (issue 32): a host's upcoming public events, follower count and the
 * Follow button. hostId is a user id (an organiser) or a team id; the server tells which.
 */
export default function HostPage() {
  const { hostId = '' } = useParams<{ hostId: string }>();
  const host = trpc.follows.host.useQuery({ hostId }, { retry: false });
  if (host.isPending) return <PageLoading />;
  if (host.isError) {
    return (
      <PageError
        message={errorMessage(host.error, FOLLOW_MESSAGES.hostLoadFailed)}
        onRetry={() => void host.refetch()}
        action={<TextLink href="/subscriptions">{FOLLOW_MESSAGES.pageTitle}</TextLink>}
      />
    );
  }
  const page = host.data;
  return (
    <Container maxW="3xl" py="6" px={{ base: '4', md: '6' }}>
      <Stack gap="4">
        <Flex gap="3" align="center" wrap="wrap">
          <PlayerAvatar name={page.name} photoUrl={page.photoUrl} size={56} />
          <Stack gap="0" flex="1" minW="0">
            <Heading as="h1" size="xl">
              {page.name}
            </Heading>
            <Text fontSize="sm" color="fg.muted" data-testid="follower-count">
              {page.kind === 'team' ? FOLLOW_MESSAGES.team : FOLLOW_MESSAGES.organiser} · {FOLLOW_MESSAGES.followers(page.followerCount)}
            </Text>
          </Stack>
          <FollowButton hostId={page.id} size="md" />
        </Flex>
        <TextLink href={page.kind === 'team' ? `/team/${page.id}` : `/profile/${page.id}`}>{page.kind === 'team' ? 'Team page' : 'Profile'}</TextLink>
        <Heading as="h2" size="md">
          {FOLLOW_MESSAGES.upcomingEvents}
        </Heading>
        {page.events.length === 0 && <Text color="fg.muted">{FOLLOW_MESSAGES.noUpcoming}</Text>}
        {page.events.map((event) => (
          <Card.Root key={event.id} size="sm" data-testid="host-event">
            <Card.Body>
              <Stack gap="0">
                <TextLink href={eventPaths.view(event.id)}>{event.title}</TextLink>
                <Text fontSize="sm">
                  {event.gameType} · {formatEventWhen(event.startsAt, event.timezone)} · {event.locationName}
                </Text>
              </Stack>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </Container>
  );
}
