import { chakra, Flex } from '@chakra-ui/react';

const Photo = chakra('img');

/** "Ava Brooks" → "AB", "maya" → "M": at most two letters, from the first and the last word. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = [...words[0]!][0] ?? '';
  const last = words.length > 1 ? ([...words.at(-1)!][0] ?? '') : '';
  return (first + last).toUpperCase();
}

/**
 * A round avatar: the photo, or the name's initials on a tinted disc (issue 13: no blank circles).
 * `size` is in pixels; the initials scale with it.
 */
export function PlayerAvatar({ name, photoUrl, size = 40, alt = '' }: { name: string; photoUrl: string | null; size?: number; alt?: string }) {
  const box = `${size}px`;
  if (photoUrl) return <Photo src={photoUrl} alt={alt} boxSize={box} borderRadius="full" objectFit="cover" flexShrink={0} />;
  return (
    <Flex
      boxSize={box}
      borderRadius="full"
      bg="teal.100"
      color="teal.800"
      align="center"
      justify="center"
      fontWeight="semibold"
      fontSize={`${Math.round(size * 0.4)}px`}
      flexShrink={0}
      aria-hidden={alt ? undefined : true}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
    >
      {initialsOf(name)}
    </Flex>
  );
}
