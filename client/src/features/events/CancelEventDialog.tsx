import { Field, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { trpc } from '../../lib/trpc.ts';
import { EVENT_MESSAGES } from '../../../../shared/events/messages.ts';
import type { EditScope } from '../../../../shared/events/schemas.ts';
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
    <ConfirmDialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      title="Cancel this event?"
      testId="cancel-event-dialog"
      cancelLabel="Keep the event"
      confirmLabel="Cancel event"
      pending={cancel.isPending}
      onConfirm={() => cancel.mutate({ eventId, scope, reason })}
      error={cancel.error}
      failure={EVENT_MESSAGES.cancelFailed}
      bodyGap="4"
    >
      <Text>Everyone who joined or is on the waitlist is told, and paid spots are refunded. This cannot be undone.</Text>
      {recurring && <EditScopeChoice value={scope} onChange={setScope} verb="Cancel" />}
      <Field.Root>
        <Field.Label>Reason (sent to players)</Field.Label>
        <Textarea value={reason} maxLength={500} rows={3} placeholder="The court is closed for repairs." onChange={(e) => setReason(e.target.value)} />
      </Field.Root>
    </ConfirmDialog>
  );
}
