import { Stack, Switch, Text } from '@chakra-ui/react';
import { notify } from '../../components/ToasterHost.tsx';
import { PageError } from '../../components/PageStates.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { SETTINGS_MESSAGES } from '../../../../shared/settings/messages.ts';
import { PRIVACY_TOGGLES, type PrivacyKey } from '../../../../shared/settings/settings.ts';
import { SectionCard } from '../../components/SectionCard.tsx';

export function PrivacyToggles() {
  const utils = trpc.useUtils();
  const privacy = trpc.users.privacy.useQuery();
  const update = trpc.users.updatePrivacy.useMutation({
    onSuccess: (data) => {
      utils.users.privacy.setData(undefined, data);
      void notify({ type: 'success', title: SETTINGS_MESSAGES.privacyUpdated });
    },
    onError: (error) => void notify({ type: 'error', title: errorMessage(error, SETTINGS_MESSAGES.privacySettingsUpdateFailed) }),
  });
  const toggle = (key: PrivacyKey, checked: boolean) => {
    if (privacy.data) update.mutate({ ...privacy.data, [key]: checked });
  };
  return (
    <SectionCard title="Privacy">
      {privacy.isPending && <Text>Loading...</Text>}
      {privacy.isError && <PageError message={SETTINGS_MESSAGES.privacySettingsLoadFailed} onRetry={() => void privacy.refetch()} />}
      {privacy.data && (
        <Stack gap="4">
          {PRIVACY_TOGGLES.map((toggleDef) => (
            <Switch.Root
              key={toggleDef.key}
              checked={privacy.data[toggleDef.key]}
              disabled={update.isPending}
              onCheckedChange={(event) => toggle(toggleDef.key, event.checked)}
              colorPalette="teal"
            >
              <Switch.HiddenInput />
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
              <Switch.Label>{toggleDef.label}</Switch.Label>
            </Switch.Root>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
