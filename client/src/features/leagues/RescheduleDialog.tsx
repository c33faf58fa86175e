import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AppDialog } from '../../components/AppDialog.tsx';
import { FormAlert } from '../../components/PageStates.tsx';
import { TextField } from '../../components/TextField.tsx';
import { notify } from '../../components/ToasterHost.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { useDivisionRefresh } from './use-division-refresh.ts';
import { gameInstant, gameLocalParts } from './league-format.ts';
import type { LeagueGame } from './league-types.ts';
import { LEAGUE_PAGE_WORDS as W } from '../../../../shared/leagues/league-page-words.ts';
import { LEAGUE_LIMITS as L } from '../../../../shared/leagues/leagues.ts';
import { rescheduleInput } from '../../../../shared/leagues/schemas.ts';

/** "Reschedule the game" (league admins): a new day, time and venue where it is played; both teams are told. */
export function RescheduleDialog({ game, divisionId, onClose }: { game: LeagueGame; divisionId: string; onClose: () => void }) {
  const refresh = useDivisionRefresh(divisionId);
  const current = game.startsAt ? gameLocalParts(game.startsAt, game.timezone) : { day: '', time: '' };
  const [day, setDay] = useState(current.day);
  const [time, setTime] = useState(current.time);
  const [venue, setVenue] = useState(game.venue);
  const [error, setError] = useState<string | null>(null);
  const move = trpc.leagues.reschedule.useMutation({
    onSuccess: async () => {
      await refresh();
      void notify({ type: 'success', title: W.rescheduled });
      onClose();
    },
    onError: (failure) => setError(errorMessage(failure, W.saveFailed)),
  });
  const submit = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(time)) return setError(W.whenRequired);
    const parsed = rescheduleInput.safeParse({ gameId: game.id, startsAt: gameInstant(day, time, game.timezone), venue: venue.trim() || undefined });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? W.whenRequired);
    setError(null);
    move.mutate(parsed.data);
  };
  return (
    <AppDialog
      open
      onClose={onClose}
      title={W.rescheduleTitle}
      testId="league-reschedule-dialog"
      footer={
        <Button colorPalette="teal" loading={move.isPending} onClick={submit}>
          {W.save}
        </Button>
      }
    >
      <Stack gap="4">
        <Text>
          {game.home.name} {W.vs} {game.away.name}
        </Text>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <TextField label={W.newDateLabel} type="date" value={day} onChange={setDay} required />
          <TextField label={W.newTimeLabel} type="time" value={time} onChange={setTime} required />
        </SimpleGrid>
        <TextField label={W.venueLabel} value={venue} onChange={setVenue} maxLength={L.venueNameMax} />
        <FormAlert status="error" message={error} />
      </Stack>
    </AppDialog>
  );
}
