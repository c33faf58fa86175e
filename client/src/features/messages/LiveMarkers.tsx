import { Text } from '@chakra-ui/react';
import type { Message, ReadMarker } from './message-types.ts';
import { SEEN_NAMES_SHOWN } from '../../../../shared/messaging/live.ts';
import { MESSAGING_MESSAGES as M } from '../../../../shared/messaging/messages.ts';

/** "Seen" under one's own message once the other person has read up to it; in a group, who has (a few names, then a count). */
export function SeenMarker({ message, readers }: { message: Message; readers: ReadMarker[] }) {
  const seenBy = readers.filter((reader) => reader.lastReadAt !== null && reader.lastReadAt >= message.createdAt);
  if (seenBy.length === 0) return null;
  const names = seenBy.slice(0, SEEN_NAMES_SHOWN).map((reader) => reader.displayName);
  const label = readers.length === 1 ? M.seen : M.seenBy(names, seenBy.length - names.length);
  return (
    <Text fontSize="xs" color="fg.muted" textAlign="right" data-testid="seen-marker">
      {label}
    </Text>
  );
}

/** Who is typing now; a line of fixed height, so the thread does not jump when it comes and goes. */
export function TypingLine({ typists }: { typists: { displayName: string }[] }) {
  const names = typists.map((typist) => typist.displayName);
  return (
    <Text fontSize="sm" color="fg.muted" minH="5" aria-live="polite" data-testid="typing-line">
      {names.length === 0 ? '' : names.length === 1 ? M.typing(names[0]!) : M.typingSeveral(names)}
    </Text>
  );
}
