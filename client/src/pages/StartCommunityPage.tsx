import { Button, Card, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from 'wouter';

const PATHS = [
  { title: 'A team', text: 'A roster with roles, invitations by e-mail or link, and a home for your crew.', href: '/teams/create', action: 'Create a team' },
  { title: 'Open games', text: 'Drop-in events anyone nearby can find and join, free or paid.', href: '/create', action: 'Create an event' },
  { title: 'A home court', text: 'Put the place you play on the map so players find it and its games.', href: '/places/new', action: 'Add a place' },
] as const;

/** start/community: the ways to start a community on Rally, each leading to what it creates. */
export default function StartCommunityPage() {
  return (
    <Container maxW="4xl" py="8">
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Start a community
          </Heading>
          <Text color="fg.muted">Most communities start with one of these; you can add the others any time.</Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {PATHS.map((path) => (
            <Card.Root key={path.href}>
              <Card.Body>
                <Stack gap="3">
                  <Heading as="h2" size="md">
                    {path.title}
                  </Heading>
                  <Text>{path.text}</Text>
                  <Button asChild colorPalette="teal" alignSelf="flex-start">
                    <Link href={path.href}>{path.action}</Link>
                  </Button>
                </Stack>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
