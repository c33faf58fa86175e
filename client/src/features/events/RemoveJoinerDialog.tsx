import { Text } from '@chakra-ui/react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { trpc } from '../../lib/trpc.ts';
import { EVENT_MESSAGES } from '../../../../shared/events/messages.ts';

/** The organiser takes a player off the event, after saying what follows. */
export function RemoveJoinerDialog({
  eventId,
  player,
  onClose,
  onRemoved,
}: {
  eventId: string;
  player: { userId: string; name: string } | null;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const remove = trpc.events.removeJoiner.useMutation({ onSuccess: onRemoved });
  return (
    <ConfirmDialog
      open={player !== null}
      onClose={onClose}
      role="alertdialog"
      title={player ? `Remove ${player.name} from this event?` : ''}
      testId="remove-joiner-dialog"
      cancelLabel="Keep them"
      confirmLabel="Remove"
      pending={remove.isPending}
      onConfirm={() => player && remove.mutate({ eventId, userId: player.userId })}
      error={remove.error}
      failure={EVENT_MESSAGES.removeFailed}
    >
      <Text>{EVENT_MESSAGES.removeConfirm}</Text>
    </ConfirmDialog>
  );
}
