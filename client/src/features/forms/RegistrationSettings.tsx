import { Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormAlert } from '../../components/PageStates.tsx';
import { notify } from '../../components/ToasterHost.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { FORM_MESSAGES } from '../../../../shared/forms/messages.ts';
import { FORM_GRANTED_ROLES, type FormDivisionInput } from '../../../../shared/forms/schemas.ts';
import { DivisionsEditor } from './DivisionsEditor.tsx';
import { TEAM_ROLE_LABELS } from '../../../../shared/teams/teams.ts';
import { labelledOptions, SelectField } from '../../components/SelectField.tsx';

type Role = (typeof FORM_GRANTED_ROLES)[number];

/**
 * A team form as a season registration: which season (and group) a sent and paid form registers
 * the participant for, and the role it gives on the roster.
 */
export function RegistrationSettings({ formId, currency }: { formId: string; currency: string }) {
  const utils = trpc.useUtils();
  const options = trpc.forms.registrationOptions.useQuery({ formId });
  const [choice, setChoice] = useState<{ seasonId: string; groupId: string; role: Role; divisions: FormDivisionInput[] } | null>(null);
  const save = trpc.forms.setRegistration.useMutation({
    onSuccess: async () => {
      void notify({ type: 'success', title: FORM_MESSAGES.registrationSaved });
      setChoice(null);
      await utils.forms.registrationOptions.invalidate({ formId });
    },
  });
  if (options.isPending) return null;
  if (options.isError) return <FormAlert status="error" message={errorMessage(options.error, FORM_MESSAGES.teamSeasonsLoadFailed)} />;
  const data = options.data;
  if (!data.teamForm) return null;
  const current = choice ?? { seasonId: data.seasonId ?? '', groupId: data.groupId ?? '', role: data.grantsRole, divisions: data.divisions };
  const offersDivisions = current.divisions.length > 0;
  const season = data.seasons.find((candidate) => candidate.id === current.seasonId);
  return (
    <Card.Root as="section" aria-label="Season registration">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="md">
            Season registration
          </Heading>
          {data.seasons.length === 0 ? (
            <Text color="fg.muted">The team has no season yet. Add one on the team page to register players through this form.</Text>
          ) : (
            <>
              <Text fontSize="sm" color="fg.muted">
                Once a registration is sent (and paid, when the form has a fee), the participant goes on the team’s roster and into the season, or onto the
                group’s waitlist when it is full.
              </Text>
              <Flex gap="3" wrap="wrap" align="flex-end">
                <SelectField
                  label="Registers for"
                  width="auto"
                  value={current.seasonId}
                  onChange={(seasonId) =>
                    setChoice({
                      ...current,
                      seasonId,
                      groupId: data.seasons.find((candidate) => candidate.id === seasonId)?.groups[0]?.id ?? '',
                      divisions: [],
                    })
                  }
                  placeholder="No season (a plain form)"
                  options={data.seasons.map((candidate) => ({ value: candidate.id, label: candidate.label }))}
                />
                {season && season.groups.length > 0 && !offersDivisions && (
                  <SelectField
                    label="Group"
                    width="auto"
                    value={current.groupId}
                    onChange={(groupId) => setChoice({ ...current, groupId })}
                    options={season.groups.map((group) => ({ value: group.id, label: group.name }))}
                  />
                )}
                {season && (
                  <SelectField
                    label="Role on the roster"
                    width="auto"
                    value={current.role}
                    onChange={(role) => setChoice({ ...current, role })}
                    options={labelledOptions(FORM_GRANTED_ROLES, TEAM_ROLE_LABELS)}
                  />
                )}
                <Button
                  variant="outline"
                  disabled={!choice}
                  loading={save.isPending}
                  onClick={() =>
                    save.mutate({
                      formId,
                      seasonId: current.seasonId || null,
                      groupId: offersDivisions ? null : current.groupId || null,
                      grantsRole: current.role,
                      divisions: current.divisions,
                    })
                  }
                >
                  Save registration
                </Button>
              </Flex>
              {season && season.groups.length > 0 && (
                <DivisionsEditor
                  key={season.id}
                  groups={season.groups}
                  divisions={current.divisions}
                  currency={currency}
                  onChange={(divisions) => setChoice({ ...current, divisions })}
                />
              )}
              <FormAlert status="error" message={save.isError ? errorMessage(save.error, FORM_MESSAGES.registrationSettingsSaveFailed) : null} />
            </>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
