import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { notify } from '../../components/ToasterHost.tsx';
import { pushPermission, turnOnPush, type PushPermission } from '../../lib/push.ts';
import { useCurrentUser } from '../auth/use-current-user.ts';
import { usePushApi } from './PushSync.tsx';
import { PUSH_MESSAGES } from '../../../../shared/notifications/push.ts';

/**
 * Beside the push switches: whether this browser can receive them, and the button that asks for
 * permission (only a click may ask) and registers it.
 */
export function PushDeviceStatus({ publicKey }: { publicKey: string }) {
  const { user } = useCurrentUser();
  const api = usePushApi();
  const [permission, setPermission] = useState<PushPermission>(pushPermission);
  const [busy, setBusy] = useState(false);

  const turnOn = async () => {
    if (!user) return;
    setBusy(true);
    try {
      setPermission(await turnOnPush(api, user.id, publicKey));
    } catch {
      void notify({ type: 'error', title: PUSH_MESSAGES.turnOnFailed });
    } finally {
      setBusy(false);
    }
  };

  if (permission === 'unsupported') return <Text fontSize="sm">{PUSH_MESSAGES.unsupported}</Text>;
  if (permission === 'denied') return <Text fontSize="sm">{PUSH_MESSAGES.blocked}</Text>;
  if (permission === 'granted') return <Text fontSize="sm">{PUSH_MESSAGES.turnedOn}</Text>;
  return (
    <Stack gap="2" align="flex-start">
      <Text fontSize="sm">{PUSH_MESSAGES.turnOnHint}</Text>
      <Button size="sm" colorPalette="teal" loading={busy} onClick={() => void turnOn()}>
        {PUSH_MESSAGES.turnOn}
      </Button>
    </Stack>
  );
}
