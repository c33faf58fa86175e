import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { TEAM_MESSAGES } from '../../../shared/teams/messages.ts';

/** team-not-found (spec section 2): where a missing, deleted or private team leads. */
export default function TeamNotFoundPage() {
  return (
    <Center minH="60vh" px="4">
      <Stack gap="4" align="center" textAlign="center" maxW="lg">
        <Heading as="h1" size="2xl">
          {TEAM_MESSAGES.notFound}
        </Heading>
        <Text color="fg.muted">The team may have been deleted, or it is private and you are not on it.</Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button asChild colorPalette="teal">
            <Link href="/teams-v3">Find a team</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/my-communities">My communities</Link>
          </Button>
        </Stack>
      </Stack>
    </Center>
  );
}
