import { Badge, VisuallyHidden } from '@chakra-ui/react';
import { MESSAGING_MESSAGES as M } from '../../../../shared/messaging/messages.ts';

/** The number beside Messages in the menu: conversations with unread messages, kept live by the bell's stream. */
export function UnreadBadge({ count }: { count: number }) {
  return (
    <>
      <Badge
        colorPalette="red"
        variant="solid"
        borderRadius="full"
        fontSize="2xs"
        minW="4"
        ms="1"
        justifyContent="center"
        aria-hidden
        data-testid="messages-unread"
      >
        {count > 99 ? '99+' : count}
      </Badge>
      <VisuallyHidden>{M.menuUnread(count)}</VisuallyHidden>
    </>
  );
}
