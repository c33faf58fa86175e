import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { AppDialog } from '../../components/AppDialog.tsx';
import { FormAlert } from '../../components/PageStates.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import type { LeagueDivision } from './league-types.ts';
import { LEAGUE_PAGE_WORDS as W } from '../../../../shared/leagues/league-page-words.ts';
import { LEAGUE_LIMITS as L } from '../../../../shared/leagues/leagues.ts';
import { divisionFields } from '../../../../shared/leagues/schemas.ts';

/**
 * "Add a division" to a season: its name, how many teams it takes, and the registration form (one
 * of the admin's published forms, with its fee) each team applying completes first.
 */
export function DivisionDialog({
  leagueId,
  seasonId,
  division,
  onClose,
}: {
  leagueId: string;
  seasonId: string;
  /** The division being edited ("Edit division"); without it, a new one is added. */
  division?: LeagueDivision;
  onClose: () => void;
}) {
  const utils = trpc.useUtils();
  const forms = trpc.forms.mine.useQuery();
  const [name, setName] = useState(division?.name ?? '');
  const [maxTeams, setMaxTeams] = useState(division?.maxTeams === null || division === undefined ? '' : String(division.maxTeams));
  const [formId, setFormId] = useState(division?.formId ?? '');
  const [error, setError] = useState<string | null>(null);
  // Added or edited, the league page reads it again and the dialog closes.
  const saved = {
    onSuccess: async () => {
      await utils.leagues.get.invalidate({ leagueId });
      onClose();
    },
    onError: (failure: unknown) => setError(errorMessage(failure, W.saveFailed)),
  };
  const create = trpc.leagues.createDivision.useMutation(saved);
  const update = trpc.leagues.updateDivision.useMutation(saved);
  const submit = () => {
    const parsed = divisionFields.safeParse({
      name,
      maxTeams: maxTeams.trim() ? Number(maxTeams) : null,
      formId: formId || null,
      // Kept as they are: the division's tie-breakers are not chosen here.
      ...(division ? { tieBreakers: division.tieBreakers } : {}),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? W.saveFailed);
    setError(null);
    if (division) update.mutate({ divisionId: division.id, division: parsed.data });
    else create.mutate({ seasonId, division: parsed.data });
  };
  const published = (forms.data ?? []).filter((form) => form.publishedVersion !== null);
  return (
    <AppDialog
      open
      onClose={onClose}
      title={division ? W.editDivision : W.addDivisionTitle}
      testId="league-division-dialog"
      footer={
        <Button colorPalette="teal" loading={create.isPending || update.isPending} onClick={submit}>
          {division ? W.save : W.createDivision}
        </Button>
      }
    >
      <Stack gap="4">
        <TextField label={W.divisionNameLabel} value={name} onChange={setName} maxLength={L.divisionNameMax} required />
        <TextField
          label={W.maxTeamsLabel}
          type="number"
          inputMode="numeric"
          min={L.teamsPerDivisionMin}
          max={L.teamsPerDivisionMax}
          value={maxTeams}
          onChange={setMaxTeams}
        />
        <SelectField
          label={W.registrationFormLabel}
          value={formId}
          onChange={setFormId}
          placeholder={W.noForm}
          disabled={forms.isPending}
          options={published.map((form) => ({ value: form.id, label: form.teamName ? `${form.title} · ${form.teamName}` : form.title }))}
        />
        <FormAlert status="error" message={error} />
      </Stack>
    </AppDialog>
  );
}
