import { PlayerAvatar } from '../../components/PlayerAvatar.tsx';
import { Flex, Stack, Text } from '@chakra-ui/react';
import { TextLink } from '../../components/TextLink.tsx';
import type { EventDetail } from './event-types.ts';
import { UNNAMED_PLAYER } from './event-texts.ts';

/**
 * Who is going. Players who keep their upcoming events private (or who blocked the viewer, or
 * whom the viewer blocked) are only counted: the server leaves them out of the list.
 */
export function GoingList({ event }: { event: EventDetail }) {
  if (event.counts.going === 0) return <Text color="fg.muted">Nobody has joined yet. Be the first!</Text>;
  return (
    <Stack gap="2" as="ul" listStyleType="none" data-testid="going-list">
      {event.going.map((player) => (
        <Flex as="li" key={player.id} gap="3" align="center">
          <PlayerAvatar name={player.displayName ?? UNNAMED_PLAYER} photoUrl={player.photoUrl} size={32} />
          <TextLink href={`/profile/${player.id}`}>{player.displayName ?? UNNAMED_PLAYER}</TextLink>
          {player.guests > 0 && (
            <Text fontSize="sm" color="fg.muted">
              +{player.guests} guest{player.guests === 1 ? '' : 's'}
            </Text>
          )}
        </Flex>
      ))}
      {event.hiddenGoing > 0 && (
        <Text as="li" fontSize="sm" color="fg.muted">
          and {event.hiddenGoing} more
        </Text>
      )}
    </Stack>
  );
}
