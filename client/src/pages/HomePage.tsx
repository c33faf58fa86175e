import { Button, Card, Container, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { PageLoading } from '../components/PageStates.tsx';
import { useCurrentUser } from '../features/auth/use-current-user.ts';
import { NearbyEvents } from '../features/discover/NearbyEvents.tsx';
import { UpcomingEventsSection } from '../features/events/UpcomingEventsSection.tsx';
import { FavoriteEventsSection } from '../features/events/FavoriteEventsSection.tsx';
import { HomeTeamsSection } from '../features/teams/HomeTeamsSection.tsx';
import { CompleteProfileTask } from '../features/settings/CompleteProfileTask.tsx';
import { AvailablePlayersSection } from '../features/players/AvailablePlayersSection.tsx';
import { PlayerCardDialog } from '../features/players/PlayerCardDialog.tsx';
import { trpc } from '../lib/trpc.ts';

const SHORTCUTS = [
  { href: '/settings?tab=general', title: 'Your profile', text: 'Name, Go-To Area, sports, photo and e-mails.' },
  { href: '/settings?tab=privacy', title: 'Privacy', text: 'Who can message you, what others see, blocked users.' },
  { href: '/settings?tab=sports', title: 'Interests', text: 'Switch the sports you play on and off.' },
  { href: '/settings?tab=notification', title: 'Notifications', text: 'What reaches you by e-mail and push.' },
  { href: '/messages', title: 'Messages', text: 'Your conversations with other players.' },
  { href: '/user-list', title: 'User lists', text: 'Groups of players you keep.' },
  { href: '/faqs', title: 'Help and FAQs', text: 'Answers about games, teams, forms and payments.' },
];

export default function HomePage() {
  const { user, isPending } = useCurrentUser();
  const profile = trpc.users.settingsProfile.useQuery(undefined, { enabled: Boolean(user) });
  const [cardOpen, setCardOpen] = useState(false);
  if (isPending || !user || profile.isPending) return <PageLoading />;
  const name = user.displayName ?? user.fullName ?? user.email;
  return (
    <Container maxW="4xl" py="8">
      <Stack gap="6">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h1" size="2xl">
            Welcome, {name}
          </Heading>
          <Button variant="outline" onClick={() => setCardOpen(true)}>
            Player card
          </Button>
        </Flex>
        <PlayerCardDialog open={cardOpen} onClose={() => setCardOpen(false)} player={user} own />
        {!user.hasAdditionalInfo && <CompleteProfileTask />}
        <HomeTeamsSection />
        <UpcomingEventsSection />
        <FavoriteEventsSection />
        <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="4">
          {SHORTCUTS.map((shortcut) => (
            <Link key={shortcut.href} href={shortcut.href}>
              <Card.Root h="full" _hover={{ borderColor: 'teal.400' }}>
                <Card.Body>
                  <Heading size="sm" as="h2">
                    {shortcut.title}
                  </Heading>
                  <Text fontSize="sm" color="fg.muted">
                    {shortcut.text}
                  </Text>
                </Card.Body>
              </Card.Root>
            </Link>
          ))}
        </SimpleGrid>
        <NearbyEvents city={profile.data?.city ?? null} />
        <AvailablePlayersSection home={profile.data?.city ?? null} sports={profile.data?.sports ?? []} />
        <Text fontSize="sm" color="fg.muted">
          Signed in as <span data-testid="home-email">{user.email}</span>
        </Text>
      </Stack>
    </Container>
  );
}
