import { Box, Button, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { FormAlert } from '../../components/PageStates.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { GAME_MESSAGES, GAME_STATUS_LABELS, type GameStatus } from '../../../../shared/games/games.ts';
import { formatEventWhen } from '../events/event-format.ts';
import type { Game } from './game-types.ts';

const scoreLine = (snapshot: { status: GameStatus; homeScore: number; awayScore: number }) =>
  snapshot.status === 'scheduled' ? GAME_STATUS_LABELS.scheduled : `${snapshot.homeScore}–${snapshot.awayScore} (${GAME_STATUS_LABELS[snapshot.status]})`;

/** A game's changes, newest first, read when asked for: who changed the score, when, from what to what, and why. */
export function GameHistory({ game, timezone }: { game: Game; timezone: string }) {
  const [open, setOpen] = useState(false);
  const history = trpc.games.history.useQuery({ gameId: game.id }, { enabled: open, retry: false });
  return (
    <Box>
      <Button size="xs" variant="ghost" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Hide history' : 'History'}
        <VisuallyHidden> of {`${game.home.name} v ${game.away.name}`}</VisuallyHidden>
      </Button>
      {open && (
        <Box mt="1" data-testid="game-history">
          {history.isPending ? (
            <Text fontSize="sm" color="fg.muted">
              Loading the history…
            </Text>
          ) : history.isError ? (
            <FormAlert status="error" message={errorMessage(history.error, GAME_MESSAGES.loadGameFailed)} />
          ) : history.data.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              No changes yet.
            </Text>
          ) : (
            <Stack as="ol" gap="1" listStyleType="none" m="0" p="0" fontSize="sm">
              {history.data.map((change) => (
                <Box as="li" key={change.id}>
                  <Text>
                    {change.before ? `${scoreLine(change.before)} → ${scoreLine(change.after)}` : `Added: ${scoreLine(change.after)}`}
                    {change.reason && change.before ? ` · “${change.reason}”` : ''}
                  </Text>
                  <Text color="fg.muted">
                    {change.changedBy} · {formatEventWhen(change.changedAt, timezone)}
                  </Text>
                </Box>
              ))}
            </Stack>
          )}
        </Box>
      )}
    </Box>
  );
}
