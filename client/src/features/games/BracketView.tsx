import { Alert, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BRACKET_FORMAT_LABELS, GAME_MESSAGES, TIE_BREAKER_LABELS } from '../../../../shared/games/games.ts';
import { BRACKET_WORDS, bracketGroupTitle, bracketRoundTitle } from '../../../../shared/games/bracket-words.ts';
import { edgeFadeMask, useScrollEdges } from '../../lib/use-scroll-edges.ts';
import { StandingsTable } from './StandingsTable.tsx';
import type { Bracket } from './game-types.ts';

type Match = Bracket['matches'][number];

function Side({ side }: { side: Match['opponent1'] }) {
  const won = side.result === 'win';
  return (
    <Flex justify="space-between" gap="3" fontWeight={won ? 'semibold' : undefined} color={side.isBye || !side.name ? 'fg.muted' : undefined}>
      <Text truncate>{side.isBye ? 'Bye' : (side.name ?? 'To be decided')}</Text>
      <Text>{side.score ?? ''}</Text>
    </Flex>
  );
}

/**
 * A group's rounds side by side. Wider than the screen (a phone), the row scrolls sideways by
 * itself, never the page: its cut edge fades and a line says to swipe, so the final is not missed.
 */
function RoundsScroll({ children }: { children: ReactNode }) {
  const [ref, edges] = useScrollEdges();
  return (
    <Stack gap="1">
      <Flex ref={ref} gap="3" overflowX="auto" pb="2" css={{ maskImage: edgeFadeMask(edges) }} data-testid="bracket-rounds">
        {children}
      </Flex>
      {edges.after && (
        <Text fontSize="xs" color="fg.muted" data-testid="bracket-scroll-cue">
          {BRACKET_WORDS.scrollCue}
        </Text>
      )}
    </Stack>
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
                {bracketGroupTitle(bracket.format, group)}
              </Heading>
            )}
            <RoundsScroll>
              {rounds.map((round) => (
                <Stack key={round} gap="2" minW="11rem" flexShrink={0} aria-label={bracketRoundTitle(bracket.format, group, round, rounds.length)} role="group">
                  <Text fontSize="xs" fontWeight="medium" color="fg.muted" textTransform="uppercase">
                    {bracketRoundTitle(bracket.format, group, round, rounds.length)}
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
            </RoundsScroll>
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
