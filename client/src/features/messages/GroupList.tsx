import { Box, Flex, Stack } from '@chakra-ui/react';
import { BellOff } from 'lucide-react';
import type { Group } from './message-types.ts';
import { InboxRow } from './InboxRow.tsx';
import { PlayerAvatar } from '../../components/PlayerAvatar.tsx';
import { GROUP_MESSAGES } from '../../../../shared/messaging/groups.ts';
import { MESSAGING_MESSAGES as M } from '../../../../shared/messaging/messages.ts';

/** A group's first faces, overlapping, as its picture. */
export function GroupFaces({ group }: { group: Group }) {
  return (
    <Flex flexShrink={0} aria-hidden>
      {group.members.slice(0, 3).map((member, index) => (
        <Box key={member.id} ms={index === 0 ? '0' : '-4'}>
          <PlayerAvatar name={member.displayName} photoUrl={member.photoUrl} size={32} />
        </Box>
      ))}
    </Flex>
  );
}

function lastLine(group: Group): string {
  const last = group.lastMessage;
  if (!last) return M.noMessagesYet;
  if (last.kind === 'left') return GROUP_MESSAGES.left(last.senderName);
  if (last.kind === 'added') return GROUP_MESSAGES.added(last.senderName);
  return last.body;
}

export function GroupList({ groups, selectedId, onSelect }: { groups: Group[]; selectedId: string | null; onSelect: (id: string) => void }) {
  return (
    <Stack as="ul" gap="1" listStyleType="none" aria-label="Groups">
      {groups.map((group) => (
        <InboxRow
          key={group.id}
          selected={group.id === selectedId}
          onSelect={() => onSelect(group.id)}
          picture={<GroupFaces group={group} />}
          title={group.title}
          unreadCount={group.unreadCount}
          preview={lastLine(group)}
          marks={group.muted && <BellOff size={14} aria-label={M.muted} />}
          testId="group-item"
          ariaLabel={M.groupLabel(group.title, group.memberCount)}
        />
      ))}
    </Stack>
  );
}
