import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { BellOff } from 'lucide-react';
import type { Group } from './message-types.ts';
import { PlayerAvatar } from '../../components/PlayerAvatar.tsx';
import { GROUP_MESSAGES } from '../../../../shared/messaging/groups.ts';
import { MESSAGING_MESSAGES as M } from '../../../../shared/messaging/messages.ts';

const ItemButton = chakra('button');

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
      {groups.map((group) => {
        const selected = group.id === selectedId;
        return (
          <li key={group.id}>
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
              aria-label={M.groupLabel(group.title, group.memberCount)}
              data-testid="group-item"
              onClick={() => onSelect(group.id)}
            >
              <GroupFaces group={group} />
              <Box flex="1" minW="0">
                <Flex justify="space-between" gap="2" align="center">
                  <Text fontWeight={group.unreadCount > 0 ? 'bold' : 'medium'} truncate>
                    {group.title}
                  </Text>
                  <Flex gap="1" align="center">
                    {group.muted && <BellOff size={14} aria-label={M.muted} />}
                    {group.unreadCount > 0 && (
                      <Box as="span" px="2" borderRadius="full" bg="teal.600" color="white" fontSize="xs" fontWeight="bold">
                        {group.unreadCount}
                      </Box>
                    )}
                  </Flex>
                </Flex>
                <Text fontSize="sm" color="fg.muted" truncate>
                  {lastLine(group)}
                </Text>
              </Box>
            </ItemButton>
          </li>
        );
      })}
    </Stack>
  );
}
