import type { ReactNode } from 'react';
import { Box, chakra, Flex, Text } from '@chakra-ui/react';

const ItemButton = chakra('button');

export interface InboxRowProps {
  selected: boolean;
  onSelect: () => void;
  /** The row's picture: a face, or a group's faces (with an online dot beside a face). */
  picture: ReactNode;
  title: string;
  unreadCount: number;
  /** The last line: the newest message, or why there is none. */
  preview: string;
  /** Marks beside the unread count (a group's muted bell). */
  marks?: ReactNode;
  testId: string;
  ariaLabel?: string;
}

/** One row of the messages inbox, a direct conversation's or a group's: one look, one way to select. */
export function InboxRow({ selected, onSelect, picture, title, unreadCount, preview, marks, testId, ariaLabel }: InboxRowProps) {
  return (
    <li>
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
        aria-label={ariaLabel}
        data-testid={testId}
        onClick={onSelect}
      >
        {picture}
        <Box flex="1" minW="0">
          <Flex justify="space-between" gap="2" align="center">
            <Text fontWeight={unreadCount > 0 ? 'bold' : 'medium'} truncate>
              {title}
            </Text>
            <Flex gap="1" align="center">
              {marks}
              {unreadCount > 0 && (
                <Box as="span" px="2" borderRadius="full" bg="teal.600" color="white" fontSize="xs" fontWeight="bold" aria-label={`${unreadCount} unread`}>
                  {unreadCount}
                </Box>
              )}
            </Flex>
          </Flex>
          <Text fontSize="sm" color="fg.muted" truncate>
            {preview}
          </Text>
        </Box>
      </ItemButton>
    </li>
  );
}
