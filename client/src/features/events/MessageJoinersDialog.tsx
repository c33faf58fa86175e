import { Button, Field, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { AppDialog } from '../../components/AppDialog.tsx';
import { notify } from '../../components/ToasterHost.tsx';
import { FormAlert } from '../../components/PageStates.tsx';
import { DisabledReason } from '../../components/DisabledReason.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { EVENT_MESSAGES } from '../../../../shared/events/messages.ts';

/** One message to every joiner, sent as a notification (and e-mail, per their settings). */
export function MessageJoinersDialog({ eventId, open, onClose }: { eventId: string; open: boolean; onClose: () => void }) {
  const [message, setMessage] = useState('');
  const send = trpc.events.messageJoiners.useMutation({
    onSuccess: () => {
      setMessage('');
      onClose();
      void notify({ type: 'success', title: EVENT_MESSAGES.messageSent });
    },
  });
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="Message all joiners"
      testId="message-joiners-dialog"
      footer={
        <>
          <DisabledReason id="message-joiners-why" reason={message.trim() ? null : 'Write a message to send it.'} />
          <Button
            colorPalette="teal"
            loading={send.isPending}
            disabled={!message.trim()}
            aria-describedby={message.trim() ? undefined : 'message-joiners-why'}
            onClick={() => send.mutate({ eventId, message })}
          >
            Send message
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Field.Root>
          <Field.Label>Message</Field.Label>
          <Textarea value={message} maxLength={2000} rows={5} placeholder="Bring a light and a dark shirt." onChange={(e) => setMessage(e.target.value)} />
        </Field.Root>
        <FormAlert status="error" message={send.isError ? errorMessage(send.error, EVENT_MESSAGES.messageSendFailed) : null} />
      </Stack>
    </AppDialog>
  );
}
