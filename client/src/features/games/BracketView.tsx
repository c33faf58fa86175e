import { Alert, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { BRACKET_FORMAT_LABELS, GAME_MESSAGES, TIE_BREAKER_LABELS } from '../../../../shared/games/games.ts';
import { StandingsTable } from './StandingsTable.tsx';
import type { Bracket } from './game-types.ts';

type Match = Bracket['matches'][number];

const GROUP_TITLES: Record<Bracket['format'], Record<number, string>> = {
  single_elimination: { 1: 'Bracket', 2: 'Third place' },
  double_elimination: { 1: 'Winners’ bracket', 2: 'Losers’ bracket', 3: 'Grand final' },
  round_robin: { 1: 'Round robin' },
};

function roundTitle(format: Bracket['format'], group: number, round: number, rounds: number): string {
  if (format === 'single_elimination' && group === 1) return round === rounds ? 'Final' : round === rounds - 1 && rounds > 2 ? 'Semifinals' : `Round ${round}`;
  if (format === 'double_elimination' && group === 3) return round === 1 ? 'Grand final' : 'Grand final reset';
  return `Round ${round}`;
}

function Side({ side }: { side: Match['opponent1'] }) {
  const won = side.result === 'win';
  return (
    <Flex justify="space-between" gap="3" fontWeight={won ? 'semibold' : undefined} color={side.isBye || !side.name ? 'fg.muted' : undefined}>
      <Text truncate>{side.isBye ? 'Bye' : (side.name ?? 'To be decided')}</Text>
      <Text>{side.score ?? ''}</Text>
    </Flex>
  );
}

/** The event's playoff bracket: each group's rounds side by side (scrolling sideways on a phone), and the champion once decided. */
export function BracketView({ bracket }: { bracket: Bracket }) {
  const groups = [...new Set(bracket.matches.map((match) => match.groupNumber))].sort((a, b) => a - b);
  return (
    <Stack gap="4" as="section" aria-label="Playoff bracket" data-testid="bracket">
      <Text fontSize="sm" color="fg.muted">
        {BRACKET_FORMAT_LABELS[bracket.format]} · {bracket.configuration.entrants} entrants
        {bracket.format === 'round_robin' && ` · ${bracket.tiesAllowed ? GAME_MESSAGES.tiesAllowedNote : GAME_MESSAGES.noTiesNote}`}
      </Text>
      {bracket.champion && (
        <Alert.Root status="success" role="status" data-testid="champion">
          <Alert.Indicator />
          <Alert.Title>{GAME_MESSAGES.champion(bracket.champion)}</Alert.Title>
        </Alert.Root>
      )}
      {groups.map((group) => {
        const matches = bracket.matches.filter((match) => match.groupNumber === group);
        const rounds = [...new Set(matches.map((match) => match.roundNumber))].sort((a, b) => a - b);
        return (
          <Stack key={group} gap="2">
            {groups.length > 1 && (
              <Heading as="h3" size="sm">
                {GROUP_TITLES[bracket.format][group] ?? `Group ${group}`}
              </Heading>
            )}
            <Flex gap="3" overflowX="auto" pb="2">
              {rounds.map((round) => (
                <Stack key={round} gap="2" minW="11rem" aria-label={roundTitle(bracket.format, group, round, rounds.length)} role="group">
                  <Text fontSize="xs" fontWeight="medium" color="fg.muted" textTransform="uppercase">
                    {roundTitle(bracket.format, group, round, rounds.length)}
                  </Text>
                  {matches
                    .filter((match) => match.roundNumber === round)
                    .sort((a, b) => a.number - b.number)
                    .map((match) => (
                      <Box key={match.id} borderWidth="1px" borderRadius="md" px="2" py="1" fontSize="sm" data-testid="bracket-match">
                        <Side side={match.opponent1} />
                        <Side side={match.opponent2} />
                      </Box>
                    ))}
                </Stack>
              ))}
            </Flex>
          </Stack>
        );
      })}
      {bracket.standings && (
        <Stack gap="2" as="section" aria-label={GAME_MESSAGES.roundRobinStandings} data-testid="round-robin-standings">
          <Heading as="h3" size="sm">
            {GAME_MESSAGES.roundRobinStandings}
          </Heading>
          <StandingsTable rows={bracket.standings.rows} label={GAME_MESSAGES.roundRobinStandings} />
          <Text fontSize="xs" color="fg.muted">
            {GAME_MESSAGES.tieBreakersUsed(bracket.standings.tieBreakers.map((breaker) => TIE_BREAKER_LABELS[breaker].toLowerCase()).join(', then '))}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
