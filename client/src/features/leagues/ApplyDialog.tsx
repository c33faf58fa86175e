import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AppDialog } from '../../components/AppDialog.tsx';
import { FormAlert } from '../../components/PageStates.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { notify } from '../../components/ToasterHost.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import type { LeagueDivision } from './league-types.ts';
import { SUBMISSION_STATUS_LABELS } from '../../../../shared/forms/schemas.ts';
import { LEAGUE_PAGE_WORDS as W } from '../../../../shared/leagues/league-page-words.ts';

// A registration counts once it is sent and, when it has a fee, paid (the server checks again).
const READY = new Set(['submitted', 'paid', 'balance-due']);

/**
 * "Apply with a team": one of the viewer's teams that may enter leagues and is not in the division
 * yet. Where the division has a registration form (with its fee), the form is filled and paid
 * through the forms pages first, and the application names that registration.
 */
export function ApplyDialog({ division, onClose }: { division: LeagueDivision; onClose: () => void }) {
  const utils = trpc.useUtils();
  const eligible = trpc.leagues.eligibleTeams.useQuery({ divisionId: division.id });
  const form = trpc.forms.toFill.useQuery({ formId: division.formId ?? '' }, { enabled: Boolean(division.formId) });
  const [teamId, setTeamId] = useState('');
  const [submissionId, setSubmissionId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const apply = trpc.leagues.applyTeam.useMutation({
    onSuccess: async () => {
      const team = eligible.data?.teams.find((candidate) => candidate.id === teamId);
      await Promise.all([utils.leagues.entries.invalidate({ divisionId: division.id }), utils.leagues.eligibleTeams.invalidate({ divisionId: division.id })]);
      void notify({ type: 'success', title: W.applied(team?.name ?? '') });
      onClose();
    },
    onError: (failure) => setError(errorMessage(failure, W.saveFailed)),
  });
  const teams = (eligible.data?.teams ?? []).filter((team) => team.entryState === null || team.entryState === 'withdrawn' || team.entryState === 'declined');
  const registrations = form.data?.kind === 'open' ? form.data.mine.filter((row) => READY.has(row.status)) : [];
  const needsForm = Boolean(division.formId);
  const submit = () => {
    if (!teamId) return setError(W.chooseTeam);
    if (needsForm && !submissionId) return setError(W.chooseRegistration);
    setError(null);
    apply.mutate({ divisionId: division.id, teamId, submissionId: needsForm ? submissionId : null });
  };
  return (
    <AppDialog
      open
      onClose={onClose}
      title={W.applyTitle(division.name)}
      testId="league-apply-dialog"
      footer={
        <Button colorPalette="teal" loading={apply.isPending} disabled={teams.length === 0} onClick={submit}>
          {W.apply}
        </Button>
      }
    >
      <Stack gap="4">
        {eligible.isPending && <Text color="fg.muted">{W.loadingTeams}</Text>}
        {eligible.isError && <FormAlert status="error" message={errorMessage(eligible.error, W.loadFailed)} />}
        {eligible.data && teams.length === 0 && <Text>{W.noEligibleTeams}</Text>}
        {teams.length > 0 && (
          <SelectField
            label={W.teamLabel}
            value={teamId}
            onChange={setTeamId}
            placeholder={W.chooseTeam}
            options={teams.map((team) => ({ value: team.id, label: team.name }))}
          />
        )}
        {needsForm && form.data && (
          <Stack gap="2" data-testid="league-apply-form">
            {form.data.kind === 'open' ? (
              <>
                <Text>{W.formNeeded(form.data.title)}</Text>
                <TextLink href={`/form/${division.formId}`}>{W.fillForm}</TextLink>
                {registrations.length > 0 && (
                  <SelectField
                    label={W.registrationLabel}
                    value={submissionId}
                    onChange={setSubmissionId}
                    placeholder={W.chooseRegistration}
                    options={registrations.map((row) => ({ value: row.id, label: `${row.participantName} · ${SUBMISSION_STATUS_LABELS[row.status]}` }))}
                  />
                )}
              </>
            ) : (
              <Text>{W.formNotOpen}</Text>
            )}
          </Stack>
        )}
        {needsForm && form.isError && <FormAlert status="error" message={errorMessage(form.error, W.loadFailed)} />}
        <FormAlert status="error" message={error} />
      </Stack>
    </AppDialog>
  );
}
