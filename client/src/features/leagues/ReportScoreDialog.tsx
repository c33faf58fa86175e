import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AppDialog } from '../../components/AppDialog.tsx';
import { FormAlert } from '../../components/PageStates.tsx';
import { TextField } from '../../components/TextField.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { useDivisionRefresh } from './use-division-refresh.ts';
import type { LeagueGame } from './league-types.ts';
import { LEAGUE_PAGE_WORDS as W } from '../../../../shared/leagues/league-page-words.ts';
import { reportScoreInput } from '../../../../shared/leagues/schemas.ts';
import { GAME_LIMITS } from '../../../../shared/limits/limits.ts';

const digits = (value: string) => (/^\d{1,6}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN);

/** "Report the score": both sides' scores; the other team (or a league admin) confirms it before it counts. */
export function ReportScoreDialog({ game, divisionId, onClose }: { game: LeagueGame; divisionId: string; onClose: () => void }) {
  const refresh = useDivisionRefresh(divisionId);
  const [home, setHome] = useState(game.report ? String(game.report.homeScore) : '');
  const [away, setAway] = useState(game.report ? String(game.report.awayScore) : '');
  const [error, setError] = useState<string | null>(null);
  const report = trpc.leagues.reportScore.useMutation({
    onSuccess: async () => {
      await refresh();
      onClose();
    },
    onError: (failure) => setError(errorMessage(failure, W.saveFailed)),
  });
  const submit = () => {
    const parsed = reportScoreInput.safeParse({ gameId: game.id, homeScore: digits(home), awayScore: digits(away) });
    if (!parsed.success) return setError(W.scoreInvalid(GAME_LIMITS.scoreMax));
    setError(null);
    report.mutate(parsed.data);
  };
  return (
    <AppDialog
      open
      onClose={onClose}
      title={W.reportTitle}
      testId="league-report-dialog"
      footer={
        <Button colorPalette="teal" loading={report.isPending} onClick={submit}>
          {W.send}
        </Button>
      }
    >
      <Stack gap="4">
        <Text>
          {game.home.name} {W.vs} {game.away.name}
        </Text>
        <SimpleGrid columns={2} gap="3">
          <TextField label={W.scoreFor(game.home.name)} inputMode="numeric" value={home} onChange={setHome} maxLength={6} />
          <TextField label={W.scoreFor(game.away.name)} inputMode="numeric" value={away} onChange={setAway} maxLength={6} />
        </SimpleGrid>
        <Text fontSize="sm" color="fg.muted">
          {W.reportHelp}
        </Text>
        <FormAlert status="error" message={error} />
      </Stack>
    </AppDialog>
  );
}
