import { Button, Card, Container, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PageError, PageLoading } from '../components/PageStates.tsx';
import { plainOptions, SelectField } from '../components/SelectField.tsx';
import { TextField } from '../components/TextField.tsx';
import { TextLink } from '../components/TextLink.tsx';
import { useCurrentUser } from '../features/auth/use-current-user.ts';
import { CitySearchInput } from '../features/cities/CitySearchInput.tsx';
import { CreateClubDialog } from '../features/organizations/CreateClubDialog.tsx';
import { useSearchFilters } from '../features/teams/use-search-filters.ts';
import { trpc } from '../lib/trpc.ts';
import { useRestartFromAddress } from '../lib/use-search-in-address.ts';
import { useUnitSystem } from '../lib/units.ts';
import { formatDistance, RADIUS_CHOICES_KM, radiusLabel } from '../../../shared/common/units.ts';
import { ORGANIZATION_MESSAGES as M } from '../../../shared/organizations/messages.ts';
import { ORGANIZATION_LIMITS as L } from '../../../shared/organizations/organizations.ts';

/**
 * organizations: clubs by name and sport, nearest first from the viewer's Go-To Area or a chosen
 * city. The address keeps the search as Find a team's does (the same parameters and reader).
 */
export default function OrganizationsPage() {
  const [visit, restart] = useRestartFromAddress();
  return <OrganizationsSearch key={visit} onAddressChange={restart} />;
}

function OrganizationsSearch({ onAddressChange }: { onAddressChange: () => void }) {
  const { user } = useCurrentUser();
  const profile = trpc.users.settingsProfile.useQuery(undefined, { enabled: Boolean(user), staleTime: 60_000 });
  const gameTypes = trpc.system.gameTypes.useQuery(undefined, { staleTime: Infinity });
  const {
    cityChoice,
    gameType: sport,
    text,
    debouncedText: debounced,
    radiusKm,
    page,
    setCity,
    setGameType: setSport,
    setText,
    setRadiusKm,
    setPage,
  } = useSearchFilters(onAddressChange);
  const [creating, setCreating] = useState(false);
  const units = useUnitSystem();
  const city = cityChoice === undefined ? (profile.data?.city ?? null) : cityChoice;
  const search = trpc.organizations.search.useQuery(
    { ...(city ? { lat: city.lat, lng: city.lng, radiusKm } : {}), page, ...(sport ? { sport } : {}), ...(debounced ? { text: debounced } : {}) },
    { placeholderData: (previous) => previous },
  );
  return (
    <Container maxW="5xl" py="8">
      <Stack gap="6">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h1" size="2xl">
            {M.pageTitle}
          </Heading>
          {user && (
            <Button colorPalette="teal" onClick={() => setCreating(true)}>
              {M.createClub}
            </Button>
          )}
        </Flex>
        <Text color="fg.muted">{M.intro}</Text>
        <SimpleGrid columns={{ base: 1, md: 4 }} gap="3" alignItems="flex-end">
          <CitySearchInput label="Near" value={city} onChange={setCity} />
          <SelectField
            label="Within"
            value={String(radiusKm)}
            onChange={(radius) => setRadiusKm(Number(radius))}
            options={RADIUS_CHOICES_KM.map((radius) => ({ value: String(radius), label: radiusLabel(radius, units) }))}
          />
          <SelectField
            label={M.sportsLabel}
            value={sport}
            onChange={setSport}
            placeholder="All sports"
            options={plainOptions((gameTypes.data ?? []).filter((type) => type !== 'Any'))}
          />
          <TextField label={M.searchLabel} value={text} maxLength={L.searchTextMax} placeholder="Club name" onChange={setText} />
        </SimpleGrid>
        {search.isPending && <PageLoading label="Looking for clubs..." />}
        {search.isError && <PageError message={M.loadFailed} onRetry={() => void search.refetch()} />}
        {search.data && search.data.organizations.length === 0 && <Text data-testid="clubs-empty">{M.noClubs}</Text>}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {search.data?.organizations.map((club) => (
            <Card.Root key={club.id} data-testid="club-result">
              <Card.Body>
                <Stack gap="1">
                  <TextLink href={`/org/${club.slug}`}>{club.name}</TextLink>
                  <Text fontSize="sm" color="fg.muted">
                    {[club.sports.join(', '), club.cityName, club.distanceKm === null ? null : formatDistance(club.distanceKm, units)]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Stack>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
        {search.data && (page > 0 || search.data.hasMore) && (
          <Flex gap="2" justify="center">
            <Button variant="outline" disabled={page === 0} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <Button variant="outline" disabled={!search.data.hasMore} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </Flex>
        )}
      </Stack>
      {creating && <CreateClubDialog open onClose={() => setCreating(false)} />}
    </Container>
  );
}
