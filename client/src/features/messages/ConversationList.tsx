import { Stack } from '@chakra-ui/react';
import type { Conversation } from './message-types.ts';
import { InboxRow } from './InboxRow.tsx';
import { PlayerAvatar } from '../../components/PlayerAvatar.tsx';
import { MESSAGING_MESSAGES as M } from '../../../../shared/messaging/messages.ts';
import { UserOnlineDot } from '../presence/OnlineDot.tsx';

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
      {conversations.map((conversation) => (
        <InboxRow
          key={conversation.id}
          selected={conversation.id === selectedId}
          onSelect={() => onSelect(conversation.id)}
          picture={
            <>
              <PlayerAvatar name={conversation.other.displayName} photoUrl={conversation.other.photoUrl} />
              <UserOnlineDot userId={conversation.other.id} />
            </>
          }
          title={conversation.other.displayName}
          unreadCount={conversation.unreadCount}
          preview={conversation.blocked ? M.blocked : (conversation.lastMessage?.body ?? M.noMessagesYet)}
          testId="conversation-item"
        />
      ))}
    </Stack>
  );
}
