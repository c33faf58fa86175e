import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { notify } from '../../components/ToasterHost.tsx';
import { trpc } from '../../lib/trpc.ts';
import { LEAGUE_PAGE_WORDS as W } from '../../../../shared/leagues/league-page-words.ts';

/** What is deleted: the league itself, one of its seasons or one of its divisions. */
export type LeaguePart =
  | { kind: 'league'; leagueId: string; name: string }
  | { kind: 'season'; leagueId: string; seasonId: string; name: string }
  | { kind: 'division'; leagueId: string; divisionId: string; name: string };

const LABELS = {
  league: { edit: W.editLeague, button: W.deleteLeague, title: W.deleteLeagueTitle, body: W.deleteLeagueBody },
  season: { edit: W.editSeason, button: W.deleteSeason, title: W.deleteSeasonTitle, body: W.deleteSeasonBody },
  division: { edit: W.editDivision, button: W.deleteDivision, title: W.deleteDivisionTitle, body: W.deleteDivisionBody },
} as const;

/** A league admin's Edit (the caller opens its dialog) and Delete for the league, a season or a division. */
export function LeaguePartTools({ part, onEdit }: { part: LeaguePart; onEdit: () => void }) {
  return (
    <>
      <Button size="xs" variant="outline" onClick={onEdit}>
        {LABELS[part.kind].edit}
      </Button>
      <DeleteLeaguePartButton part={part} />
    </>
  );
}

/**
 * "Delete league / season / division" for the league's admins: it asks first and says what goes
 * (the unplayed games leave the teams' schedules; played ones stay). A deleted league sends its
 * admin back to the list of leagues.
 */
function DeleteLeaguePartButton({ part }: { part: LeaguePart }) {
  const [asking, setAsking] = useState(false);
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const labels = LABELS[part.kind];
  const done = async ({ games }: { games: number }) => {
    setAsking(false);
    notify({ type: 'success', title: W.deleted(games) });
    void utils.leagues.search.invalidate();
    void utils.leagues.mine.invalidate();
    if (part.kind === 'league') navigate('/leagues');
    else await utils.leagues.get.invalidate({ leagueId: part.leagueId });
  };
  // A failure shows inside the dialog (ConfirmDialog), so no toast for it.
  const league = trpc.leagues.delete.useMutation({ onSuccess: done });
  const season = trpc.leagues.deleteSeason.useMutation({ onSuccess: done });
  const division = trpc.leagues.deleteDivision.useMutation({ onSuccess: done });
  const mutation = part.kind === 'league' ? league : part.kind === 'season' ? season : division;
  const confirm = () => {
    if (part.kind === 'league') league.mutate({ leagueId: part.leagueId });
    else if (part.kind === 'season') season.mutate({ seasonId: part.seasonId });
    else division.mutate({ divisionId: part.divisionId });
  };
  return (
    <>
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        onClick={() => {
          mutation.reset();
          setAsking(true);
        }}
      >
        {labels.button}
      </Button>
      {asking && (
        <ConfirmDialog
          open
          onClose={() => setAsking(false)}
          title={labels.title}
          testId={`delete-${part.kind}-confirm`}
          role="alertdialog"
          confirmLabel={labels.button}
          onConfirm={confirm}
          pending={mutation.isPending}
          error={mutation.error}
          failure={W.deleteFailed}
        >
          <Text>{labels.body(part.name)}</Text>
          <Text color="fg.muted">{W.deleteGamesNote}</Text>
        </ConfirmDialog>
      )}
    </>
  );
}
