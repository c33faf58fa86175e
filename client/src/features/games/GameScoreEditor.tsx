import { Button, Field, Flex, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormAlert } from '../../components/PageStates.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { VALIDATION_MESSAGES } from '../../../../shared/common/validation-messages.ts';
import { GAME_LIMITS } from '../../../../shared/limits/limits.ts';
import { GAME_MESSAGES, GAME_STATUS_LABELS, GAME_STATUSES, isDecided, type GameStatus } from '../../../../shared/games/games.ts';
import type { Game } from './game-types.ts';
import { labelledOptions, SelectField } from '../../components/SelectField.tsx';

const scoreOf = (text: string) => Math.min(GAME_LIMITS.scoreMax, Math.max(0, Math.floor(Number(text) || 0)));
/** A score as typed: empty (nought) or a whole number in range. Anything else is refused, never changed into another. */
const isScore = (text: string) => text.trim() === '' || (/^\d{1,6}$/.test(text.trim()) && Number(text) <= GAME_LIMITS.scoreMax);
const SCORE_RANGE = VALIDATION_MESSAGES.numberRange(0, GAME_LIMITS.scoreMax);

/**
 * A game's score and state, saved over the version it was opened on: if another organiser saved
 * first, the save is refused and their score is shown, so nothing is overwritten unseen.
 */
export function GameScoreEditor({ game, tiesAllowed, onDone }: { game: Game; tiesAllowed: boolean; onDone: () => void }) {
  const utils = trpc.useUtils();
  const [home, setHome] = useState(String(game.homeScore));
  const [away, setAway] = useState(String(game.awayScore));
  const [status, setStatus] = useState<GameStatus>(game.status === 'scheduled' ? 'live' : game.status);
  const [reason, setReason] = useState('');
  const [periods, setPeriods] = useState(game.periods.map((period) => ({ home: String(period.home), away: String(period.away) })));
  const [forfeitWinner, setForfeitWinner] = useState<'home' | 'away'>(game.winner === 'away' ? 'away' : 'home');
  // With periods, the totals are their sums (the server adds them up the same way).
  const homeTotal = periods.length ? periods.reduce((sum, period) => sum + scoreOf(period.home), 0) : scoreOf(home);
  const awayTotal = periods.length ? periods.reduce((sum, period) => sum + scoreOf(period.away), 0) : scoreOf(away);
  const setPeriod = (index: number, side: 'home' | 'away', value: string) =>
    setPeriods(periods.map((period, at) => (at === index ? { ...period, [side]: value } : period)));
  const correcting = isDecided(game.status);
  // Level final scores are a tie: said as it is where ties count, refused before saving where a winner is needed.
  const level = status === 'final' && homeTotal === awayTotal;
  const scoresValid = periods.length ? periods.every((period) => isScore(period.home) && isScore(period.away)) : isScore(home) && isScore(away);
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
      periods: periods.map((period) => ({ home: scoreOf(period.home), away: scoreOf(period.away) })),
      homeScore: homeTotal,
      awayScore: awayTotal,
      forfeitWinner: status === 'forfeited' ? forfeitWinner : null,
      court: game.court,
      notes: game.notes,
      reason,
    });
  return (
    <Stack gap="2" data-testid="score-editor">
      <Flex gap="2" wrap="wrap" align="flex-end">
        <Field.Root width="6rem" invalid={!periods.length && !isScore(home)}>
          <Field.Label>{game.home.name}</Field.Label>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={GAME_LIMITS.scoreMax}
            value={periods.length ? homeTotal : home}
            disabled={periods.length > 0}
            onChange={(event) => setHome(event.target.value)}
          />
        </Field.Root>
        <Field.Root width="6rem" invalid={!periods.length && !isScore(away)}>
          <Field.Label>{game.away.name}</Field.Label>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={GAME_LIMITS.scoreMax}
            value={periods.length ? awayTotal : away}
            disabled={periods.length > 0}
            onChange={(event) => setAway(event.target.value)}
          />
        </Field.Root>
        <SelectField label="Status" width="auto" value={status} onChange={setStatus} options={labelledOptions(GAME_STATUSES, GAME_STATUS_LABELS)} />
      </Flex>
      {status === 'forfeited' && (
        <SelectField
          label="Forfeit won by"
          width="auto"
          value={forfeitWinner}
          onChange={setForfeitWinner}
          options={{ home: game.home.name, away: game.away.name }}
        />
      )}
      {periods.map((period, index) => (
        <Flex key={index} gap="2" align="center" wrap="wrap">
          <Text fontSize="sm" minW="4.5rem">
            Period {index + 1}
          </Text>
          <Input
            size="sm"
            width="5rem"
            type="number"
            inputMode="numeric"
            min={0}
            aria-label={`Period ${index + 1}, ${game.home.name}`}
            aria-invalid={!isScore(period.home)}
            value={period.home}
            onChange={(event) => setPeriod(index, 'home', event.target.value)}
          />
          <Input
            size="sm"
            width="5rem"
            type="number"
            inputMode="numeric"
            min={0}
            aria-label={`Period ${index + 1}, ${game.away.name}`}
            aria-invalid={!isScore(period.away)}
            value={period.away}
            onChange={(event) => setPeriod(index, 'away', event.target.value)}
          />
          <IconButton size="xs" variant="ghost" aria-label={`Remove period ${index + 1}`} onClick={() => setPeriods(periods.filter((_, at) => at !== index))}>
            ✕
          </IconButton>
        </Flex>
      ))}
      <Button
        size="xs"
        variant="ghost"
        alignSelf="flex-start"
        disabled={periods.length >= GAME_LIMITS.periodsMax}
        onClick={() => setPeriods([...periods, { home: '0', away: '0' }])}
      >
        Add a period
      </Button>
      {correcting && (
        <Field.Root>
          <Field.Label>Reason for the correction</Field.Label>
          <Input value={reason} maxLength={GAME_LIMITS.reasonMax} onChange={(event) => setReason(event.target.value)} />
        </Field.Root>
      )}
      {level && tiesAllowed && (
        <Text fontSize="sm" color="fg.muted" role="status">
          {GAME_MESSAGES.levelScoreIsTie}
        </Text>
      )}
      <FormAlert
        status="error"
        message={
          !scoresValid
            ? SCORE_RANGE
            : level && !tiesAllowed
              ? GAME_MESSAGES.tiesNotAllowed
              : save.isError
                ? errorMessage(save.error, GAME_MESSAGES.updateFailed)
                : null
        }
      />
      <Flex gap="2">
        <Button size="sm" colorPalette="teal" loading={save.isPending} disabled={!scoresValid || (level && !tiesAllowed)} onClick={submit}>
          Save score
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </Flex>
    </Stack>
  );
}
