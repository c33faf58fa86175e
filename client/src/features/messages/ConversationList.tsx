import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import type { Conversation } from './message-types.ts';
import { PlayerAvatar } from '../../components/PlayerAvatar.tsx';
import { MESSAGING_MESSAGES as M } from '../../../../shared/messaging/messages.ts';
import { UserOnlineDot } from '../presence/OnlineDot.tsx';

const ItemButton = chakra('button');

export function ConversationList({
  conversations,
  selectedId,
  onSelect,
}: {
  conversations: Conversation[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <Stack as="ul" gap="1" listStyleType="none" aria-label="Conversations">
      {conversations.map((conversation) => {
        const selected = conversation.id === selectedId;
        return (
          <li key={conversation.id}>
            <ItemButton
              type="button"
              display="flex"
              w="full"
              gap="3"
              p="3"
              alignItems="center"
              textAlign="left"
              cursor="pointer"
              borderRadius="md"
              bg={selected ? 'teal.50' : 'transparent'}
              _hover={{ bg: selected ? 'teal.50' : 'bg.muted' }}
              aria-current={selected ? 'true' : undefined}
              data-testid="conversation-item"
              onClick={() => onSelect(conversation.id)}
            >
              <PlayerAvatar name={conversation.other.displayName} photoUrl={conversation.other.photoUrl} />
              <UserOnlineDot userId={conversation.other.id} />
              <Box flex="1" minW="0">
                <Flex justify="space-between" gap="2">
                  <Text fontWeight={conversation.unreadCount > 0 ? 'bold' : 'medium'} truncate>
                    {conversation.other.displayName}
                  </Text>
                  {conversation.unreadCount > 0 && (
                    <Box
                      as="span"
                      px="2"
                      borderRadius="full"
                      bg="teal.600"
                      color="white"
                      fontSize="xs"
                      fontWeight="bold"
                      aria-label={`${conversation.unreadCount} unread`}
                    >
                      {conversation.unreadCount}
                    </Box>
                  )}
                </Flex>
                <Text fontSize="sm" color="fg.muted" truncate>
                  {conversation.blocked ? M.blocked : (conversation.lastMessage?.body ?? M.noMessagesYet)}
                </Text>
              </Box>
            </ItemButton>
          </li>
        );
      })}
    </Stack>
  );
}
