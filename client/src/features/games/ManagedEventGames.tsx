import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { notify } from '../../components/ToasterHost.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { GAME_MESSAGES } from '../../../../shared/games/games.ts';
import { AddGameForm } from './AddGameForm.tsx';
import { GamesCard } from './GamesCard.tsx';
import { GameScoreEditor } from './GameScoreEditor.tsx';
import { GenerateBracketDialog } from './GenerateBracketDialog.tsx';
import type { Bracket, EventGamesData } from './game-types.ts';

/**
 * The games card with its organiser's tools: scoring, removing and adding games, and generating or
 * resetting the playoff bracket. Its own chunk (EventGames loads it only for those who manage the
 * games), so a reader of the event never downloads them.
 */
export function ManagedEventGames({
  eventId,
  timezone,
  hostingTeamId,
  hostingTeamName,
  games,
  bracket,
}: {
  eventId: string;
  timezone: string;
  hostingTeamId: string | null;
  hostingTeamName: string | null;
  games: EventGamesData;
  bracket: Bracket | null;
}) {
  const utils = trpc.useUtils();
  const [editing, setEditing] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);
  const [resetting, setResetting] = useState(false);
  const remove = trpc.games.remove.useMutation({
    // Spec section 4: deleting a playoff game reselects the game it was generated from.
    onSuccess: async (_result, variables) => {
      const removed = games.games.find((game) => game.id === variables.gameId);
      setEditing(removed?.sourceGameId ?? null);
      await utils.games.byEvent.invalidate({ eventId });
    },
    onError: (error) => void notify({ type: 'error', title: errorMessage(error, GAME_MESSAGES.updateFailed) }),
  });
  const reset = trpc.games.resetPlayoffBracket.useMutation({
    onSuccess: async () => {
      void notify({ type: 'success', title: GAME_MESSAGES.bracketReset });
      setResetting(false);
      await utils.games.invalidate();
    },
  });
  // Games of a reset bracket stay listed: their results are the event's history.
  const list = games.games;
  // The spec's games store keeps a selected game per event: the one being scored here.
  const selected = list.find((game) => game.id === editing) ?? null;
  return (
    <GamesCard
      eventId={eventId}
      timezone={timezone}
      games={list}
      bracket={bracket}
      controls={(game) =>
        selected?.id === game.id ? (
          <Box mt="2">
            <GameScoreEditor
              game={game}
              // A game outside a bracket may end level; a bracket's only where the bracket allows it (the server says so for an old bracket's).
              tiesAllowed={!game.bracketId || game.bracketId !== bracket?.id || bracket.tiesAllowed}
              onDone={() => setEditing(null)}
            />
          </Box>
        ) : (
          <Flex gap="2" mt="2" wrap="wrap">
            {game.status !== 'cancelled' && (
              // The card names the sides; the button says what it does, so a long name cannot widen it.
              <Button size="xs" variant="outline" aria-label={`Score ${game.home.name} v ${game.away.name}`} onClick={() => setEditing(game.id)}>
                Score
              </Button>
            )}
            {(!game.bracketId || game.bracketId !== bracket?.id) && (
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                loading={remove.isPending && remove.variables?.gameId === game.id}
                aria-label={`Remove ${game.home.name} v ${game.away.name}`}
                onClick={() => remove.mutate({ gameId: game.id })}
              >
                Remove
              </Button>
            )}
          </Flex>
        )
      }
    >
      <Stack gap="3">
        <AddGameForm eventId={eventId} timezone={timezone} hostingTeamId={hostingTeamId} hostingTeamName={hostingTeamName} going={games.going} />
        <Flex gap="2" wrap="wrap">
          {bracket ? (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setResetting(true)}>
              Reset playoff bracket
            </Button>
          ) : (
            <Button size="sm" variant="outline" onClick={() => setGenerating(true)}>
              Generate playoff bracket
            </Button>
          )}
        </Flex>
      </Stack>
      <GenerateBracketDialog
        eventId={eventId}
        hostingTeamId={hostingTeamId}
        games={list}
        initialSourceGameId={selected?.id ?? null}
        open={generating}
        onClose={() => setGenerating(false)}
      />
      <ConfirmDialog
        open={resetting}
        onClose={() => setResetting(false)}
        title="Reset the playoff bracket?"
        testId="reset-bracket-dialog"
        contentProps={{ maxW: '440px' }}
        cancelLabel="Keep it"
        confirmLabel="Reset bracket"
        pending={reset.isPending}
        onConfirm={() => reset.mutate({ eventId })}
        error={reset.error}
        failure={GAME_MESSAGES.resetFailed}
      >
        <Text>Its games that were not played are cancelled. Played games and their scores stay in the history, and you can generate a new bracket.</Text>
      </ConfirmDialog>
    </GamesCard>
  );
}
