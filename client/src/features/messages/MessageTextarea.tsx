import { chakra } from '@chakra-ui/react';

/** The plain textarea both the composer and a first message write in. */
export const MessageTextarea = chakra('textarea');
