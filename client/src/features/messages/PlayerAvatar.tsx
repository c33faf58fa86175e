import { chakra, Flex } from '@chakra-ui/react';

const Avatar = chakra('img');

export function PlayerAvatar({ name, photoUrl }: { name: string; photoUrl: string | null }) {
  if (photoUrl) return <Avatar src={photoUrl} alt="" boxSize="10" borderRadius="full" objectFit="cover" flexShrink={0} />;
  return (
    <Flex boxSize="10" borderRadius="full" bg="teal.100" color="teal.800" align="center" justify="center" fontWeight="semibold" flexShrink={0} aria-hidden>
      {name.charAt(0).toUpperCase()}
    </Flex>
  );
}
