import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { AppDialog } from '../../components/AppDialog.tsx';
import { FormAlert } from '../../components/PageStates.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { LEAGUE_PAGE_WORDS as W } from '../../../../shared/leagues/league-page-words.ts';
import { LEAGUE_LIMITS as L } from '../../../../shared/leagues/leagues.ts';
import { divisionFields } from '../../../../shared/leagues/schemas.ts';

/**
 * "Add a division" to a season: its name, how many teams it takes, and the registration form (one
 * of the admin's published forms, with its fee) each team applying completes first.
 */
export function DivisionDialog({ leagueId, seasonId, onClose }: { leagueId: string; seasonId: string; onClose: () => void }) {
  const utils = trpc.useUtils();
  const forms = trpc.forms.mine.useQuery();
  const [name, setName] = useState('');
  const [maxTeams, setMaxTeams] = useState('');
  const [formId, setFormId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = trpc.leagues.createDivision.useMutation({
    onSuccess: async () => {
      await utils.leagues.get.invalidate({ leagueId });
      onClose();
    },
    onError: (failure) => setError(errorMessage(failure, W.saveFailed)),
  });
  const submit = () => {
    const parsed = divisionFields.safeParse({ name, maxTeams: maxTeams.trim() ? Number(maxTeams) : null, formId: formId || null });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? W.saveFailed);
    setError(null);
    create.mutate({ seasonId, division: parsed.data });
  };
  const published = (forms.data ?? []).filter((form) => form.publishedVersion !== null);
  return (
    <AppDialog
      open
      onClose={onClose}
      title={W.addDivisionTitle}
      testId="league-division-dialog"
      footer={
        <Button colorPalette="teal" loading={create.isPending} onClick={submit}>
          {W.createDivision}
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
