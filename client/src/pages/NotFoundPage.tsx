import { Button, Center, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { MESSAGES } from '../../../shared/common/spec-messages.ts';

export default function NotFoundPage() {
  return (
    <Center minH="70vh" px="4">
      <Stack gap="4" align="center" textAlign="center" maxW="lg">
        <Image src="/beans.svg" alt="" width="120px" height="120px" data-testid="not-found-mascot" />
        <Heading as="h1" size="2xl">
          {MESSAGES.notFoundTitle}
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          {MESSAGES.notFoundSubtitle}
        </Text>
        <Button asChild colorPalette="teal">
          <Link href="/">Take me home</Link>
        </Button>
      </Stack>
    </Center>
  );
}
