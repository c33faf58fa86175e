import { Button, Card, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { PageLoading } from '../components/PageStates.tsx';
import { PlayerAvatar } from '../components/PlayerAvatar.tsx';
import { TextLink } from '../components/TextLink.tsx';
import { formatEventWhen } from '../features/events/event-format.ts';
import { eventPaths } from '../features/events/event-paths.ts';
import { trpc } from '../lib/trpc.ts';
import { FOLLOW_MESSAGES } from '../../../shared/follows/messages.ts';

interface HostRow {
  id: string;
  name: string;
}

/**
 * subscriptions (issue 32): the hosts the user follows, each with its next upcoming public event
 * and an Unfollow that asks first. A failed load is logged as the spec words it and shows the
 * empty list (spec section 8).
 */
export default function SubscriptionsPage() {
  const utils = trpc.useUtils();
  const mine = trpc.follows.mine.useQuery(undefined, { retry: false });
  const [leaving, setLeaving] = useState<HostRow | null>(null);
  const unfollow = trpc.follows.unfollow.useMutation({
    onSuccess: async () => {
      setLeaving(null);
      await Promise.all([utils.follows.mine.invalidate(), utils.follows.host.invalidate(), utils.events.nearby.invalidate()]);
    },
  });
  useEffect(() => {
    if (mine.isError) console.error(FOLLOW_MESSAGES.loadFailed);
  }, [mine.isError]);

  if (mine.isPending) return <PageLoading label={FOLLOW_MESSAGES.loading} />;
  const hosts = mine.data ?? [];
  return (
    <Container maxW="3xl" py="6" px={{ base: '4', md: '6' }}>
      <Stack gap="4">
        <Heading as="h1" size="xl">
          {FOLLOW_MESSAGES.pageTitle}
        </Heading>
        <Text color="fg.muted">{FOLLOW_MESSAGES.intro}</Text>
        {hosts.length === 0 && (
          <Card.Root data-testid="follows-empty">
            <Card.Body>
              <Stack gap="1">
                <Text fontWeight="semibold">{FOLLOW_MESSAGES.empty}</Text>
                <Text fontSize="sm">{FOLLOW_MESSAGES.emptyHelp}</Text>
                <TextLink href="/teams-v3">Find a team</TextLink>
              </Stack>
            </Card.Body>
          </Card.Root>
        )}
        {hosts.map((host) => (
          <Card.Root key={host.id} size="sm" data-testid="followed-host">
            <Card.Body>
              <Flex gap="3" align={{ base: 'start', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
                <Flex gap="3" align="center" flex="1" minW="0">
                  <PlayerAvatar name={host.name} photoUrl={host.photoUrl} size={44} />
                  <Stack gap="0" minW="0">
                    <TextLink href={`/subscriptions/${host.id}`}>{host.name}</TextLink>
                    <Text fontSize="xs" color="fg.muted">
                      {host.kind === 'team' ? FOLLOW_MESSAGES.team : FOLLOW_MESSAGES.organiser}
                    </Text>
                    {host.nextEvent ? (
                      <Text fontSize="sm">
                        {FOLLOW_MESSAGES.nextEvent}: <TextLink href={eventPaths.view(host.nextEvent.id)}>{host.nextEvent.title}</TextLink>,{' '}
                        {formatEventWhen(host.nextEvent.startsAt, host.nextEvent.timezone)}
                      </Text>
                    ) : (
                      <Text fontSize="sm" color="fg.muted">
                        {FOLLOW_MESSAGES.noUpcoming}
                      </Text>
                    )}
                  </Stack>
                </Flex>
                <Button size="sm" variant="outline" onClick={() => setLeaving({ id: host.id, name: host.name })}>
                  {FOLLOW_MESSAGES.unfollow}
                </Button>
              </Flex>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
      <ConfirmDialog
        open={leaving !== null}
        onClose={() => setLeaving(null)}
        title={leaving ? FOLLOW_MESSAGES.unfollowTitle(leaving.name) : ''}
        confirmLabel={FOLLOW_MESSAGES.unfollow}
        onConfirm={() => leaving && unfollow.mutate({ hostId: leaving.id })}
        pending={unfollow.isPending}
        error={unfollow.error}
      >
        <Text>{FOLLOW_MESSAGES.unfollowBody}</Text>
      </ConfirmDialog>
    </Container>
  );
}
