import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AppDialog } from '../../components/AppDialog.tsx';
import { TextField } from '../../components/TextField.tsx';
import { TEAM_MESSAGES } from '../../../../shared/teams/messages.ts';
import { usePinMutations } from './use-pin-mutations.ts';

/** Today as yyyy-mm-dd in the viewer's own time zone: the earliest expiry the date picker offers. */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/**
 * Pins one chat message as an announcement, optionally until a day: it shows through the end of
 * that day in the pinner's time zone, then the server's query stops returning it.
 */
export function PinMessageDialog({ teamId, message, onClose }: { teamId: string; message: { id: string; body: string } | null; onClose: () => void }) {
  const [until, setUntil] = useState('');
  const { pin } = usePinMutations(teamId);
  const close = () => {
    setUntil('');
    onClose();
  };
  const submit = () => {
    if (!message) return;
    pin.mutate({ teamId, messageId: message.id, until: until ? new Date(`${until}T23:59:59.999`) : null }, { onSuccess: close });
  };
  return (
    <AppDialog
      open={message !== null}
      onClose={close}
      title={TEAM_MESSAGES.pinAction}
      testId="pin-message-dialog"
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button colorPalette="teal" loading={pin.isPending} onClick={submit}>
            {TEAM_MESSAGES.pinConfirm}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text whiteSpace="pre-wrap" wordBreak="break-word" lineClamp={4} color="fg.muted">
          {message?.body}
        </Text>
        <TextField label={TEAM_MESSAGES.pinExpiryLabel} type="date" min={today()} value={until} onChange={setUntil} />
      </Stack>
    </AppDialog>
  );
}
