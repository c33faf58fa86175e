import { Alert, Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { notify } from '../../components/ToasterHost.tsx';
import { trpc } from '../../lib/trpc.ts';
import { blockFailure } from '../settings/block-failure.ts';
import { SETTINGS_MESSAGES } from '../../../../shared/settings/messages.ts';

/**
 * Block from a player's profile (issue 13), with the Privacy tab's words: a confirmation first;
 * once blocked, the page says so and offers Unblock, and every search drops the player at once.
 */
export function ProfileBlockAction({ userId, name }: { userId: string; name: string }) {
  const utils = trpc.useUtils();
  const blocked = trpc.blocks.list.useQuery();
  const [confirming, setConfirming] = useState(false);
  // Searches answered before the block still hold the player: they are asked again.
  const refresh = () => Promise.all([utils.blocks.list.invalidate(), utils.search.invalidate(), utils.users.search.invalidate(), utils.players.invalidate()]);
  const block = trpc.blocks.block.useMutation({
    onSuccess: async () => {
      setConfirming(false);
      void notify({ type: 'success', title: SETTINGS_MESSAGES.usersBlocked });
      await refresh();
    },
  });
  const unblock = trpc.blocks.unblock.useMutation({
    onSuccess: async () => {
      void notify({ type: 'success', title: SETTINGS_MESSAGES.userUnblocked });
      await refresh();
    },
    onError: () => void notify({ type: 'error', title: SETTINGS_MESSAGES.errorUnblocking }),
  });
  if (blocked.isPending || blocked.isError) return null;
  if (blocked.data.some((row) => row.userId === userId)) {
    return (
      <Alert.Root status="info" data-testid="profile-blocked">
        <Alert.Indicator />
        <Alert.Title flex="1">You blocked {name}. They cannot message you, and you do not see each other in searches.</Alert.Title>
        <Button size="sm" variant="outline" loading={unblock.isPending} onClick={() => unblock.mutate({ userId })}>
          Unblock
        </Button>
      </Alert.Root>
    );
  }
  return (
    <>
      <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
        Block
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        role="alertdialog"
        title={`Block ${name}?`}
        confirmLabel="Block"
        pending={block.isPending}
        onConfirm={() => block.mutate({ userIds: [userId] })}
        error={block.isError ? blockFailure(block.error) : null}
      >
        <Text>They will not be able to message you, and neither of you will find the other in searches. You can unblock them in Settings › Privacy.</Text>
      </ConfirmDialog>
    </>
  );
}
