import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PageError } from '../../components/PageStates.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { notify } from '../../components/ToasterHost.tsx';
import { formatEventWhen } from '../events/event-format.ts';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { GenerateScheduleDialog } from './GenerateScheduleDialog.tsx';
import { ReportScoreDialog } from './ReportScoreDialog.tsx';
import { RescheduleDialog } from './RescheduleDialog.tsx';
import type { LeagueDivision, LeagueGame, LeagueSeason } from './league-types.ts';
import { useDivisionRefresh } from './use-division-refresh.ts';
import { LEAGUE_PAGE_WORDS as W } from '../../../../shared/leagues/league-page-words.ts';
import { SCORE_STATE_LABELS } from '../../../../shared/leagues/leagues.ts';

/** A division's games, round by round: the score as it stands, and for the right people Report score, Confirm or Dispute, and Reschedule. */
export function DivisionSchedule({ season, division, manage }: { season: LeagueSeason; division: LeagueDivision; manage: boolean }) {
  const schedule = trpc.leagues.schedule.useQuery({ divisionId: division.id });
  const [generating, setGenerating] = useState(false);
  const [reporting, setReporting] = useState<LeagueGame | null>(null);
  const [moving, setMoving] = useState<LeagueGame | null>(null);
  const games = schedule.data?.games ?? [];
  return (
    <Stack gap="2" as="section" aria-label={`${division.name} ${W.scheduleHeading}`}>
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Heading as="h3" size="sm">
          {W.scheduleHeading}
        </Heading>
        {manage && schedule.data && games.length === 0 && (
          <Button size="xs" colorPalette="teal" onClick={() => setGenerating(true)}>
            {W.generateSchedule}
          </Button>
        )}
      </Flex>
      {schedule.isPending && <Text color="fg.muted">{W.loadingSchedule}</Text>}
      {schedule.isError && <PageError message={W.scheduleFailed} onRetry={() => void schedule.refetch()} />}
      {schedule.data && games.length === 0 && <Text color="fg.muted">{W.noGames}</Text>}
      <Stack as="ol" gap="2" listStyleType="none" m="0" p="0">
        {games.map((game) => (
          <GameRow key={game.id} game={game} divisionId={division.id} manage={manage} onReport={() => setReporting(game)} onMove={() => setMoving(game)} />
        ))}
      </Stack>
      {generating && <GenerateScheduleDialog season={season} division={division} onClose={() => setGenerating(false)} />}
      {reporting && <ReportScoreDialog game={reporting} divisionId={division.id} onClose={() => setReporting(null)} />}
      {moving && <RescheduleDialog game={moving} divisionId={division.id} onClose={() => setMoving(null)} />}
    </Stack>
  );
}

function GameRow({
  game,
  divisionId,
  manage,
  onReport,
  onMove,
}: {
  game: LeagueGame;
  divisionId: string;
  manage: boolean;
  onReport: () => void;
  onMove: () => void;
}) {
  const done = useDivisionRefresh(divisionId);
  const failed = (failure: unknown) => void notify({ type: 'error', title: errorMessage(failure, W.saveFailed) });
  const confirm = trpc.leagues.confirmScore.useMutation({ onSuccess: done, onError: failed });
  const dispute = trpc.leagues.disputeScore.useMutation({ onSuccess: done, onError: failed });
  const final = game.report?.state === 'confirmed' || game.status === 'final';
  const score = final ? `${game.homeScore} – ${game.awayScore}` : game.report ? `${game.report.homeScore} – ${game.report.awayScore}` : null;
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" px="3" py="2" data-testid="league-game">
      <Stack gap="1">
        <Flex justify="space-between" gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
          <Text>
            {game.round !== null && `${W.round(game.round)} · `}
            {game.startsAt ? formatEventWhen(game.startsAt, game.timezone) : W.noTime}
            {game.venue && ` · ${game.venue}`}
          </Text>
          <TextLink href={`/evt/${game.eventId}`}>{W.openGame}</TextLink>
        </Flex>
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Text fontWeight="medium" minW="0" wordBreak="break-word">
            {game.home.name} {W.vs} {game.away.name}
          </Text>
          <Flex gap="2" align="center">
            {score && (
              <Text fontWeight="semibold" data-testid="league-game-score">
                {score}
              </Text>
            )}
            {game.cancelled ? (
              <Badge colorPalette="red">{W.cancelled}</Badge>
            ) : final ? (
              <Badge colorPalette="green">{W.final}</Badge>
            ) : (
              game.report && <Badge colorPalette={game.report.state === 'disputed' ? 'red' : 'orange'}>{SCORE_STATE_LABELS[game.report.state]}</Badge>
            )}
          </Flex>
        </Flex>
        {(game.canReport || game.canConfirm || (manage && !final && !game.cancelled)) && (
          <Flex gap="2" wrap="wrap">
            {game.canConfirm && (
              <>
                <Button size="xs" colorPalette="teal" loading={confirm.isPending} onClick={() => confirm.mutate({ gameId: game.id })}>
                  {W.confirmScore}
                </Button>
                <Button size="xs" variant="outline" loading={dispute.isPending} onClick={() => dispute.mutate({ gameId: game.id })}>
                  {W.disputeScore}
                </Button>
              </>
            )}
            {game.canReport && !game.canConfirm && (
              <Button size="xs" variant="outline" onClick={onReport}>
                {W.reportScore}
              </Button>
            )}
            {manage && !final && !game.cancelled && (
              <Button size="xs" variant="ghost" onClick={onMove}>
                {W.reschedule}
              </Button>
            )}
          </Flex>
        )}
      </Stack>
    </Box>
  );
}
