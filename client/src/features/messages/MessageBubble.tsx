import { Box, Flex, Text } from '@chakra-ui/react';
import type { Message } from './message-types.ts';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function MessageBubble({ message, mine }: { message: Message; mine: boolean }) {
  return (
    <Flex justify={mine ? 'flex-end' : 'flex-start'} data-testid="message">
      <Box maxW="80%" px="3" py="2" borderRadius="lg" bg={mine ? 'teal.600' : 'bg.muted'} color={mine ? 'white' : 'fg'}>
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
