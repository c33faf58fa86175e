import { Heading, Stack, Text } from '@chakra-ui/react';
import { PageError } from '../../components/PageStates.tsx';
import { StandingsTable } from '../games/StandingsTable.tsx';
import { trpc } from '../../lib/trpc.ts';
import type { LeagueDivision } from './league-types.ts';
import { LEAGUE_PAGE_WORDS as W } from '../../../../shared/leagues/league-page-words.ts';

/** A division's standings from its confirmed scores, in the table season groups and round robins use. */
export function DivisionStandings({ division }: { division: LeagueDivision }) {
  const standings = trpc.leagues.standings.useQuery({ divisionId: division.id });
  const played = standings.data?.rows.some((row) => row.played > 0) ?? false;
  return (
    <Stack gap="2" as="section" aria-label={W.standingsLabel(division.name)}>
      <Heading as="h3" size="sm">
        {W.standingsHeading}
      </Heading>
      {standings.isPending && <Text color="fg.muted">{W.loadingStandings}</Text>}
      {standings.isError && <PageError message={W.standingsFailed} onRetry={() => void standings.refetch()} />}
      {standings.data && !played && <Text color="fg.muted">{W.noStandings}</Text>}
      {standings.data && played && (
        <StandingsTable rows={standings.data.rows.map((row) => ({ ...row, externalTeamId: null }))} label={W.standingsLabel(division.name)} />
      )}
    </Stack>
  );
}
