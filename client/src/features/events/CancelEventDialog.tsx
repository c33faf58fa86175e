import { Button, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { AppDialog } from '../../components/AppDialog.tsx';
import { FormAlert } from '../../components/PageStates.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import type { EditScope } from '../../../../shared/schemas/events.ts';
import { EditScopeChoice } from './EditScopeChoice.tsx';

/** Cancel an event (or it and the rest of its series): everyone who joined is told, paid spots refunded. */
export function CancelEventDialog({
  eventId,
  recurring,
  open,
  onClose,
  onCancelled,
}: {
  eventId: string;
  recurring: boolean;
  open: boolean;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const [reason, setReason] = useState('');
  const [scope, setScope] = useState<EditScope>('occurrence');
  const cancel = trpc.events.cancel.useMutation({ onSuccess: onCancelled });
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      title="Cancel this event?"
      testId="cancel-event-dialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Keep the event
          </Button>
          <Button colorPalette="red" loading={cancel.isPending} onClick={() => cancel.mutate({ eventId, scope, reason })}>
            Cancel event
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text>Everyone who joined or is on the waitlist is told, and paid spots are refunded. This cannot be undone.</Text>
        {recurring && <EditScopeChoice value={scope} onChange={setScope} verb="Cancel" />}
        <Field.Root>
          <Field.Label>Reason (sent to players)</Field.Label>
          <Textarea value={reason} maxLength={500} rows={3} placeholder="The court is closed for repairs." onChange={(e) => setReason(e.target.value)} />
        </Field.Root>
        <FormAlert status="error" message={cancel.isError ? errorMessage(cancel.error, 'Could not cancel the event. Please try again.') : null} />
      </Stack>
    </AppDialog>
  );
}
