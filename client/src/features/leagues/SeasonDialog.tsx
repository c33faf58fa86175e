import { Button, Field, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { AppDialog } from '../../components/AppDialog.tsx';
import { FormAlert } from '../../components/PageStates.tsx';
import { TextField } from '../../components/TextField.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { listOf } from './league-format.ts';
import type { LeagueSeason } from './league-types.ts';
import { LEAGUE_PAGE_WORDS as W } from '../../../../shared/leagues/league-page-words.ts';
import { LEAGUE_LIMITS as L } from '../../../../shared/leagues/leagues.ts';
import { leagueSeasonFields } from '../../../../shared/leagues/schemas.ts';

/** "Add a season": its name, dates, registration window and blackout days. It starts as a draft that only the league's admins see. */
export function SeasonDialog({
  leagueId,
  season,
  onClose,
  onCreated,
}: {
  leagueId: string;
  /** The season being edited ("Edit season"); without it, a new one is added. */
  season?: LeagueSeason;
  onClose: () => void;
  onCreated?: (seasonId: string) => void;
}) {
  const utils = trpc.useUtils();
  const [name, setName] = useState(season?.name ?? '');
  const [startsOn, setStartsOn] = useState(season?.startsOn ?? '');
  const [endsOn, setEndsOn] = useState(season?.endsOn ?? '');
  const [opensOn, setOpensOn] = useState(season?.registrationOpensOn ?? '');
  const [closesOn, setClosesOn] = useState(season?.registrationClosesOn ?? '');
  const [blackout, setBlackout] = useState(season?.blackoutDates.join(', ') ?? '');
  const [error, setError] = useState<string | null>(null);
  // Added or edited, the league page reads it again (and shows a new season) and the dialog closes.
  const finish = async (createdId?: string) => {
    await utils.leagues.get.invalidate({ leagueId });
    if (createdId) onCreated?.(createdId);
    onClose();
  };
  const onError = (failure: unknown) => setError(errorMessage(failure, W.saveFailed));
  const create = trpc.leagues.createSeason.useMutation({ onSuccess: (created) => finish(created.id), onError });
  const update = trpc.leagues.updateSeason.useMutation({ onSuccess: () => finish(), onError });
  const submit = () => {
    const parsed = leagueSeasonFields.safeParse({
      name,
      startsOn,
      endsOn,
      registrationOpensOn: opensOn || null,
      registrationClosesOn: closesOn || null,
      blackoutDates: listOf(blackout),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? W.saveFailed);
    setError(null);
    if (season) update.mutate({ seasonId: season.id, season: parsed.data, status: season.status });
    else create.mutate({ leagueId, season: parsed.data });
  };
  return (
    <AppDialog
      open
      onClose={onClose}
      title={season ? W.editSeason : W.addSeasonTitle}
      testId="league-season-dialog"
      footer={
        <Button colorPalette="teal" loading={create.isPending || update.isPending} onClick={submit}>
          {season ? W.save : W.createSeason}
        </Button>
      }
    >
      <Stack gap="4">
        <TextField label={W.seasonNameLabel} value={name} onChange={setName} maxLength={L.seasonNameMax} required />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <TextField label={W.startsOnLabel} type="date" value={startsOn} onChange={setStartsOn} required />
          <TextField label={W.endsOnLabel} type="date" value={endsOn} min={startsOn || undefined} onChange={setEndsOn} required />
          <TextField label={W.registrationOpensLabel} type="date" value={opensOn} onChange={setOpensOn} />
          <TextField label={W.registrationClosesLabel} type="date" value={closesOn} onChange={setClosesOn} helper={W.registrationClosesHelp} />
        </SimpleGrid>
        <Field.Root>
          <Field.Label>{W.blackoutLabel}</Field.Label>
          <Textarea value={blackout} rows={2} maxLength={L.blackoutDatesMax * 11} onChange={(event) => setBlackout(event.target.value)} />
          <Field.HelperText>{W.blackoutHelp}</Field.HelperText>
        </Field.Root>
        <FormAlert status="error" message={error} />
      </Stack>
    </AppDialog>
  );
}
