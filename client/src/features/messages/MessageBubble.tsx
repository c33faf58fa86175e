import { Box, Flex, Text } from '@chakra-ui/react';
import type { Message } from './message-types.ts';
import { GROUP_MESSAGES } from '../../../../shared/messaging/groups.ts';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One message; in a group, others' messages carry their name, and a member leaving or joining is a line of its own. */
export function MessageBubble({ message, mine, showSender = false }: { message: Message; mine: boolean; showSender?: boolean }) {
  if (message.kind !== 'text') {
    return (
      <Text textAlign="center" fontSize="sm" color="fg.muted" data-testid="member-line">
        {message.kind === 'left' ? GROUP_MESSAGES.left(message.senderName) : GROUP_MESSAGES.added(message.senderName)}
      </Text>
    );
  }
  return (
    <Flex justify={mine ? 'flex-end' : 'flex-start'} data-testid="message">
      <Box maxW="80%" px="3" py="2" borderRadius="lg" bg={mine ? 'teal.600' : 'bg.muted'} color={mine ? 'white' : 'fg'}>
        {showSender && !mine && (
          <Text fontSize="xs" fontWeight="semibold">
            {message.senderName}
          </Text>
        )}
        <Text whiteSpace="pre-wrap" wordBreak="break-word">
          {message.body}
        </Text>
        <Text fontSize="xs" opacity={0.8} mt="1">
          {timeFormat.format(message.createdAt)}
        </Text>
      </Box>
    </Flex>
  );
}
