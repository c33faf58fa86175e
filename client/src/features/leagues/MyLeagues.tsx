import { Badge, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { PageError } from '../../components/PageStates.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { trpc } from '../../lib/trpc.ts';
import { CreateLeagueDialog } from './CreateLeagueDialog.tsx';
import { LEAGUE_PAGE_WORDS as W } from '../../../../shared/leagues/league-page-words.ts';

/** My communities' leagues: those the user runs, and those their teams play in; "Create a league". */
export function MyLeagues() {
  const leagues = trpc.leagues.mine.useQuery();
  const [creating, setCreating] = useState(false);
  return (
    <SectionCard
      title={W.myLeagues}
      region
      actions={
        <Flex gap="2" wrap="wrap">
          <Button asChild variant="outline" size="sm">
            <Link href="/leagues">{W.pageTitle}</Link>
          </Button>
          <Button colorPalette="teal" size="sm" onClick={() => setCreating(true)}>
            {W.createLeague}
          </Button>
        </Flex>
      }
    >
      <Stack gap="2">
        {leagues.isPending && <Text color="fg.muted">{W.loadingMine}</Text>}
        {leagues.isError && <PageError message={W.myLeaguesFailed} onRetry={() => void leagues.refetch()} />}
        {leagues.data?.leagues.length === 0 && <Text color="fg.muted">{W.noMyLeagues}</Text>}
        {leagues.data?.leagues.map((league) => (
          <Flex key={league.id} data-testid="my-league" gap="2" align="center" wrap="wrap">
            <TextLink href={`/league/${league.id}`}>{league.name}</TextLink>
            {league.runs && <Badge colorPalette="teal">{W.youRunIt}</Badge>}
            <Text as="span" color="fg.muted" fontSize="sm">
              {[league.sport, league.cityName, ...league.teams.map((team) => team.name)].filter(Boolean).join(' · ')}
            </Text>
          </Flex>
        ))}
      </Stack>
      {creating && <CreateLeagueDialog onClose={() => setCreating(false)} />}
    </SectionCard>
  );
}
