import { Box, Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { trpc } from '../../lib/trpc.ts';
import { TEAM_MESSAGES } from '../../../../shared/teams/messages.ts';
import { usePinMutations } from './use-pin-mutations.ts';

const day = (date: Date) => date.toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * The team's pinned announcements, above its tabs so a member sees them whichever tab is open;
 * nothing at all when there are none. Those who may pin can unpin here too.
 */
export function PinnedAnnouncements({ teamId, canPin }: { teamId: string; canPin: boolean }) {
  const pinned = trpc.teams.pinnedMessages.useQuery({ teamId });
  const { unpin } = usePinMutations(teamId);
  if (pinned.isPending) return null;
  if (pinned.isError) {
    return (
      <Flex gap="2" align="center" color="fg.error" role="alert">
        <Text>{TEAM_MESSAGES.pinnedLoadFailed}</Text>
        <Button size="xs" variant="outline" onClick={() => void pinned.refetch()}>
          Try again
        </Button>
      </Flex>
    );
  }
  if (pinned.data.length === 0) return null;
  return (
    <Card.Root as="section" aria-labelledby="pinned-heading" borderColor="orange.muted" bg="orange.subtle" data-testid="pinned-announcements">
      <Card.Body gap="3" p={{ base: '3', md: '4' }}>
        <Heading as="h2" size="sm" id="pinned-heading">
          {TEAM_MESSAGES.pinnedHeading}
        </Heading>
        <Stack gap="3">
          {pinned.data.map((message) => (
            <Flex key={message.id} gap="2" align="flex-start" justify="space-between" data-testid="pinned-announcement">
              <Box minW="0">
                <Text whiteSpace="pre-wrap" wordBreak="break-word">
                  {message.body}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {message.senderName}
                  {message.pinnedUntil ? ` · ${TEAM_MESSAGES.pinnedUntil(day(message.pinnedUntil))}` : ''}
                </Text>
              </Box>
              {canPin && (
                <Button
                  size="xs"
                  variant="ghost"
                  flexShrink={0}
                  loading={unpin.isPending && unpin.variables?.messageId === message.id}
                  onClick={() => unpin.mutate({ teamId, messageId: message.id })}
                >
                  {TEAM_MESSAGES.unpinAction}
                </Button>
              )}
            </Flex>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
