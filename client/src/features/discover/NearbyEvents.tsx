import { SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { PageError } from '../../components/PageStates.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import type { City } from '../../../../shared/common/schemas.ts';
import { DISCOVER_MESSAGES } from '../../../../shared/discover/messages.ts';
import { DISCOVER } from '../../../../shared/discover/schemas.ts';
import { EventResultCard } from './EventResultCard.tsx';
import { FOLLOW_MESSAGES } from '../../../../shared/follows/messages.ts';
import { SectionCard } from '../../components/SectionCard.tsx';

/** The city part of a Go-To Area label: "Austin" of "Austin, TX". */
function cityTitle(name: string): string {
  return name.split(',')[0]!.trim() || name;
}

/**
 * Home's "nearby events titled by the city" (spec Home): upcoming events around the Go-To Area,
 * those of hosts the user follows first and marked so.
 */
export function NearbyEvents({ city }: { city: City | null }) {
  const nearby = trpc.events.nearby.useQuery({ lat: city?.lat ?? 0, lng: city?.lng ?? 0, limit: DISCOVER.nearbyDefaultLimit }, { enabled: Boolean(city) });
  return (
    <SectionCard
      title={city ? `Nearby events in ${cityTitle(city.name)}` : 'Nearby events'}
      headingProps={{ id: 'nearby-events-title' }}
      as="section"
      aria-labelledby="nearby-events-title"
    >
      <Stack gap="3">
        {!city && (
          <Text fontSize="sm">
            Set your Go-To Area in <TextLink href="/settings?tab=general">your profile</TextLink> to see events near you.
          </Text>
        )}
        {city && nearby.isPending && (
          <Stack direction="row" align="center" gap="2" role="status">
            <Spinner size="sm" color="teal.500" />
            <Text fontSize="sm">Finding events...</Text>
          </Stack>
        )}
        {city && nearby.isError && <PageError message={errorMessage(nearby.error, DISCOVER_MESSAGES.loadFailed)} onRetry={() => void nearby.refetch()} />}
        {city && nearby.data?.length === 0 && <Text fontSize="sm">No upcoming events near {cityTitle(city.name)} yet.</Text>}
        {nearby.data && nearby.data.length > 0 && (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {nearby.data.map((event) => (
              <EventResultCard key={event.id} event={event} note={event.fromFollowedHost ? FOLLOW_MESSAGES.fromFollowedHost : undefined} />
            ))}
          </SimpleGrid>
        )}
        <TextLink href="/discover">Discover more events</TextLink>
      </Stack>
    </SectionCard>
  );
}
