import { Button, Text } from '@chakra-ui/react';
import { AppDialog } from '../../components/AppDialog.tsx';
import { FormAlert } from '../../components/PageStates.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { EVENT_MESSAGES } from '../../../../shared/messages.ts';

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
    <AppDialog
      open={player !== null}
      onClose={onClose}
      role="alertdialog"
      title={player ? `Remove ${player.name} from this event?` : ''}
      testId="remove-joiner-dialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Keep them
          </Button>
          <Button colorPalette="red" loading={remove.isPending} onClick={() => player && remove.mutate({ eventId, userId: player.userId })}>
            Remove
          </Button>
        </>
      }
    >
      <Text>{EVENT_MESSAGES.removeConfirm}</Text>
      <FormAlert status="error" message={remove.isError ? errorMessage(remove.error, 'Could not remove the player. Please try again.') : null} />
    </AppDialog>
  );
}
