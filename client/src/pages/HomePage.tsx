import { Button, Container, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PageLoading } from '../components/PageStates.tsx';
import { useCurrentUser } from '../features/auth/use-current-user.ts';
import { NearbyEvents } from '../features/discover/NearbyEvents.tsx';
import { UpcomingEventsSection } from '../features/events/UpcomingEventsSection.tsx';
import { FavoriteEventsSection } from '../features/events/FavoriteEventsSection.tsx';
import { ActionRequired } from '../features/home/ActionRequired.tsx';
import { LocationCard } from '../features/home/LocationCard.tsx';
import { QuickLinks } from '../features/home/QuickLinks.tsx';
import { HomeTeamsSection } from '../features/teams/HomeTeamsSection.tsx';
import { AvailablePlayersSection } from '../features/players/AvailablePlayersSection.tsx';
import { PlayerCardDialog } from '../features/players/PlayerCardDialog.tsx';
import { trpc } from '../lib/trpc.ts';

/**
 * Home in the spec's order (section 2): Action Required, upcoming events with the location card,
 * quick links, teams, nearby players, nearby events. The header stays one short line so a phone's
 * first screen reaches the tasks and the next event.
 */
export default function HomePage() {
  const { user, isPending } = useCurrentUser();
  const profile = trpc.users.settingsProfile.useQuery(undefined, { enabled: Boolean(user) });
  const [cardOpen, setCardOpen] = useState(false);
  if (isPending || !user || profile.isPending) return <PageLoading />;
  const name = user.displayName ?? user.fullName ?? user.email;
  return (
    <Container maxW="4xl" py={{ base: '3', md: '8' }}>
      <Stack gap={{ base: '4', md: '6' }}>
        <Flex justify="space-between" align="center" gap="3">
          <Heading as="h1" size={{ base: 'lg', md: '2xl' }} truncate minW="0">
            Welcome, {name}
          </Heading>
          <Button variant="outline" size={{ base: 'sm', md: 'md' }} flexShrink={0} onClick={() => setCardOpen(true)}>
            Player card
          </Button>
        </Flex>
        <PlayerCardDialog open={cardOpen} onClose={() => setCardOpen(false)} player={user} own />
        <ActionRequired />
        <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="4" alignItems="start">
          <UpcomingEventsSection />
          <LocationCard city={profile.data?.city?.name ?? null} />
        </Grid>
        <QuickLinks />
        <HomeTeamsSection />
        <FavoriteEventsSection />
        <AvailablePlayersSection home={profile.data?.city ?? null} sports={profile.data?.sports ?? []} />
        <NearbyEvents city={profile.data?.city ?? null} />
        <Text fontSize="sm" color="fg.muted">
          Signed in as <span data-testid="home-email">{user.email}</span>
        </Text>
      </Stack>
    </Container>
  );
}
