import { Badge, Flex, Stack, Text } from '@chakra-ui/react';
import { PageError } from '../../components/PageStates.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { trpc } from '../../lib/trpc.ts';
import { LEAGUE_PAGE_WORDS as W } from '../../../../shared/leagues/league-page-words.ts';

/** A club page's "Leagues": the leagues the club runs, those open for registration first. Public, like the page. */
export function ClubLeagues({ organizationId }: { organizationId: string }) {
  const leagues = trpc.leagues.search.useQuery({ organizationId });
  return (
    <SectionCard title={W.clubLeagues} region>
      <Stack gap="2">
        {leagues.isPending && <Text color="fg.muted">{W.loadingClubLeagues}</Text>}
        {leagues.isError && <PageError message={W.clubLeaguesFailed} onRetry={() => void leagues.refetch()} />}
        {leagues.data?.leagues.length === 0 && <Text color="fg.muted">{W.noClubLeagues}</Text>}
        {leagues.data?.leagues.map((league) => (
          <Flex key={league.id} data-testid="club-league" gap="2" align="center" wrap="wrap">
            <TextLink href={`/league/${league.id}`}>{league.name}</TextLink>
            {league.openForRegistration && <Badge colorPalette="green">{W.openBadge}</Badge>}
            <Text as="span" color="fg.muted" fontSize="sm">
              {[league.sport, league.cityName, league.season?.name].filter(Boolean).join(' · ')}
            </Text>
          </Flex>
        ))}
      </Stack>
    </SectionCard>
  );
}
