import { Button, Field, Flex, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { FormAlert } from '../../components/PageStates.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { GAME_LIMITS, GAME_MESSAGES, GAME_STATUS_LABELS, GAME_STATUSES, isDecided, type GameStatus } from '../../../../shared/games.ts';
import type { Game } from './game-types.ts';

const scoreOf = (text: string) => Math.min(GAME_LIMITS.scoreMax, Math.max(0, Math.floor(Number(text) || 0)));

/**
 * A game's score and state, saved over the version it was opened on: if another organiser saved
 * first, the save is refused and their score is shown, so nothing is overwritten unseen.
 */
export function GameScoreEditor({ game, onDone }: { game: Game; onDone: () => void }) {
  const utils = trpc.useUtils();
  const [home, setHome] = useState(String(game.homeScore));
  const [away, setAway] = useState(String(game.awayScore));
  const [status, setStatus] = useState<GameStatus>(game.status === 'scheduled' ? 'live' : game.status);
  const [reason, setReason] = useState('');
  const correcting = isDecided(game.status);
  const save = trpc.games.update.useMutation({
    onSuccess: async () => {
      await utils.games.invalidate();
      onDone();
    },
    onError: async (error) => {
      // Someone else's newer score replaces the stale one on screen.
      if (error.data?.code === 'CONFLICT') await utils.games.byEvent.invalidate({ eventId: game.eventId });
    },
  });
  const submit = () =>
    save.mutate({
      gameId: game.id,
      version: game.version,
      status,
      periods: [],
      homeScore: scoreOf(home),
      awayScore: scoreOf(away),
      forfeitWinner: status === 'forfeited' ? (scoreOf(home) >= scoreOf(away) ? 'home' : 'away') : null,
      court: game.court,
      notes: game.notes,
      reason,
    });
  return (
    <Stack gap="2" data-testid="score-editor">
      <Flex gap="2" wrap="wrap" align="flex-end">
        <Field.Root width="6rem">
          <Field.Label>{game.home.name}</Field.Label>
          <Input type="number" inputMode="numeric" min={0} max={GAME_LIMITS.scoreMax} value={home} onChange={(event) => setHome(event.target.value)} />
        </Field.Root>
        <Field.Root width="6rem">
          <Field.Label>{game.away.name}</Field.Label>
          <Input type="number" inputMode="numeric" min={0} max={GAME_LIMITS.scoreMax} value={away} onChange={(event) => setAway(event.target.value)} />
        </Field.Root>
        <Field.Root width="auto">
          <Field.Label>Status</Field.Label>
          <NativeSelect.Root width="auto">
            <NativeSelect.Field value={status} onChange={(event) => setStatus(event.target.value as GameStatus)}>
              {GAME_STATUSES.map((option) => (
                <option key={option} value={option}>
                  {GAME_STATUS_LABELS[option]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Flex>
      {correcting && (
        <Field.Root>
          <Field.Label>Reason for the correction</Field.Label>
          <Input value={reason} maxLength={GAME_LIMITS.reasonMax} onChange={(event) => setReason(event.target.value)} />
        </Field.Root>
      )}
      <FormAlert status="error" message={save.isError ? errorMessage(save.error, GAME_MESSAGES.updateFailed) : null} />
      <Flex gap="2">
        <Button size="sm" colorPalette="teal" loading={save.isPending} onClick={submit}>
          Save score
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </Flex>
    </Stack>
  );
}
