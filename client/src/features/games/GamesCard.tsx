import { Badge, Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { GAME_STATUS_LABELS } from '../../../../shared/games/games.ts';
import { BRACKET_WORDS } from '../../../../shared/games/bracket-words.ts';
import { SectionCard } from '../../components/SectionCard.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { eventPaths } from '../events/event-paths.ts';
import { formatEventWhen } from '../events/event-format.ts';
import { roundTitlesByGame } from './bracket-rounds.ts';
import { BracketView } from './BracketView.tsx';
import { GameHistory } from './GameHistory.tsx';
import type { Bracket, Game } from './game-types.ts';

/**
 * The event's games and playoff bracket as everyone reads them. Whoever scores them passes each
 * game's controls (`controls`) and the tools below the list (`children`) from ManagedEventGames.
 */
export function GamesCard({
  eventId,
  timezone,
  games,
  bracket,
  controls,
  children,
}: {
  eventId: string;
  timezone: string;
  games: Game[];
  bracket: Bracket | null;
  controls?: (game: Game) => ReactNode;
  children?: ReactNode;
}) {
  const roundTitles = roundTitlesByGame(bracket);
  return (
    <SectionCard title="Games" region>
      <Stack gap="4">
        {bracket && (
          <>
            {/* The card is narrow: the bracket's own page has the whole width for its rounds. */}
            <TextLink href={eventPaths.bracket(eventId)}>{BRACKET_WORDS.openPage}</TextLink>
            <BracketView bracket={bracket} />
          </>
        )}
        {games.length === 0 && <Text color="fg.muted">No games yet.</Text>}
        <Stack gap="2" as="ul" aria-label="Games" listStyleType="none" m="0" p="0">
          {games.map((game) => (
            <Box as="li" key={game.id} borderWidth="1px" borderRadius="md" p="3" data-testid="game">
              <GameLine game={game} timezone={timezone} round={roundTitles.get(game.id) ?? null} />
              <GameHistory game={game} timezone={timezone} />
              {controls?.(game)}
            </Box>
          ))}
        </Stack>
        {children}
      </Stack>
    </SectionCard>
  );
}

function GameLine({ game, timezone, round }: { game: Game; timezone: string; round: string | null }) {
  const decided = game.status === 'final' || game.status === 'forfeited';
  const side = (team: Game['home'], score: number, won: boolean) => (
    <Flex justify="space-between" gap="3">
      <Box minW="0">
        <Text truncate fontWeight={won ? 'semibold' : undefined}>
          {team.name}
        </Text>
        {team.players.length > 0 && (
          <Text fontSize="xs" color="fg.muted" lineClamp={2}>
            {team.players.map((player) => player.displayName).join(', ')}
          </Text>
        )}
      </Box>
      <Text fontWeight={won ? 'semibold' : undefined}>{game.status === 'scheduled' ? '' : score}</Text>
    </Flex>
  );
  return (
    <Stack gap="1" aria-label={`${game.home.name} v ${game.away.name}`}>
      <Flex gap="2" align="center">
        <Badge colorPalette={game.status === 'live' ? 'red' : decided ? 'green' : 'gray'}>{GAME_STATUS_LABELS[game.status]}</Badge>
        {round && (
          <Badge variant="outline" colorPalette="purple" data-testid="game-round">
            {round}
          </Badge>
        )}
        {(game.startsAt || game.court) && (
          <Text fontSize="sm" color="fg.muted">
            {[game.startsAt ? formatEventWhen(game.startsAt, timezone) : null, game.court].filter(Boolean).join(' · ')}
          </Text>
        )}
      </Flex>
      {side(game.home, game.homeScore, decided && game.winner === 'home')}
      {side(game.away, game.awayScore, decided && game.winner === 'away')}
      {game.periods.length > 0 && (
        <Text fontSize="sm" color="fg.muted">
          By period: {game.periods.map((period) => `${period.home}–${period.away}`).join(', ')}
        </Text>
      )}
    </Stack>
  );
}
