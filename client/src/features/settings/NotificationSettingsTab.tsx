import { Box, Stack, Switch, Table, Text } from '@chakra-ui/react';
import { notify } from '../../components/ToasterHost.tsx';
import { PageError } from '../../components/PageStates.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { NOTIFICATION_KEYS, teamNotificationKeys, type NotificationChannel } from '../../../../shared/settings/settings.ts';
import { SETTINGS_MESSAGES } from '../../../../shared/settings/messages.ts';
import { SectionCard } from '../../components/SectionCard.tsx';
import { PushDeviceStatus } from '../notifications/PushDeviceStatus.tsx';
import { PUSH_MESSAGES } from '../../../../shared/notifications/push.ts';

type Settings = Record<string, { email: boolean; push: boolean }>;

function ChannelSwitch({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Switch.Root checked={checked} onCheckedChange={(event) => onChange(event.checked)} colorPalette="teal" size="sm">
      <Switch.HiddenInput aria-label={label} />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
    </Switch.Root>
  );
}

/** An e-mail and a push switch for every key; each change is saved at once. */
export function NotificationSettingsTab() {
  const utils = trpc.useUtils();
  const query = trpc.notifications.settings.useQuery();
  const config = trpc.system.config.useQuery(undefined, { staleTime: Infinity });
  // Without VAPID keys on the server nothing is ever pushed: no push switches, and it says so.
  const pushKey = config.data?.pushPublicKey ?? null;
  const save = trpc.notifications.saveSettings.useMutation({
    onMutate: async ({ settings }) => {
      await utils.notifications.settings.cancel();
      const previous = utils.notifications.settings.getData();
      utils.notifications.settings.setData(undefined, (data) => data && { ...data, settings: { ...data.settings, ...settings } });
      return { previous };
    },
    onError: (error, _input, context) => {
      utils.notifications.settings.setData(undefined, context?.previous);
      void notify({ type: 'error', title: errorMessage(error, SETTINGS_MESSAGES.notificationSettingsSaveFailed) });
    },
  });

  const set = (settings: Settings, key: string, channel: NotificationChannel, value: boolean) => {
    const current = settings[key] ?? { email: true, push: true };
    save.mutate({ settings: { [key]: { ...current, [channel]: value } } });
  };

  if (query.isPending || config.isPending) return <Text>Loading...</Text>;
  if (query.isError) return <PageError message={SETTINGS_MESSAGES.notificationSettingsLoadFailed} onRetry={() => void query.refetch()} />;
  const { settings, teams } = query.data;
  const rows = [
    ...NOTIFICATION_KEYS.map((k) => ({ key: k.key, label: k.label })),
    ...teams.flatMap((team) => {
      const [topic, discussion] = teamNotificationKeys(team.id);
      return [
        { key: topic!, label: `${team.name}: team updates` },
        { key: discussion!, label: `${team.name}: team discussion` },
      ];
    }),
  ];
  return (
    <SectionCard title="Notification Settings">
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {pushKey
            ? 'Choose what reaches you by e-mail and by push. Changes save as you switch.'
            : 'Choose what reaches you by e-mail. Changes save as you switch.'}
        </Text>
        {pushKey ? <PushDeviceStatus publicKey={pushKey} /> : <Text fontSize="sm">{PUSH_MESSAGES.notSetUp}</Text>}
        <Box overflowX="auto">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Notification</Table.ColumnHeader>
                <Table.ColumnHeader>E-mail</Table.ColumnHeader>
                {pushKey && <Table.ColumnHeader>Push</Table.ColumnHeader>}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => {
                const value = settings[row.key] ?? { email: true, push: true };
                return (
                  <Table.Row key={row.key}>
                    <Table.Cell>{row.label}</Table.Cell>
                    <Table.Cell>
                      <ChannelSwitch label={`${row.label} by e-mail`} checked={value.email} onChange={(v) => set(settings, row.key, 'email', v)} />
                    </Table.Cell>
                    {pushKey && (
                      <Table.Cell>
                        <ChannelSwitch label={`${row.label} by push`} checked={value.push} onChange={(v) => set(settings, row.key, 'push', v)} />
                      </Table.Cell>
                    )}
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      </Stack>
    </SectionCard>
  );
}
