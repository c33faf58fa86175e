import { Alert, Button, Flex, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AppDialog } from '../../components/AppDialog.tsx';
import { notify } from '../../components/ToasterHost.tsx';
import { appCodeOf, trpc } from '../../lib/trpc.ts';
import { SETTINGS_MESSAGES } from '../../../../shared/messages.ts';

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
    onError: (error) =>
      void notify({ type: 'error', title: appCodeOf(error) === 'CONFLICT' ? SETTINGS_MESSAGES.userAlreadyBlocked : SETTINGS_MESSAGES.errorBlocking }),
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
      <AppDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        role="alertdialog"
        title={`Block ${name}?`}
        footer={
          <Flex gap="2">
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button colorPalette="red" loading={block.isPending} onClick={() => block.mutate({ userIds: [userId] })}>
              Block
            </Button>
          </Flex>
        }
      >
        <Text>They will not be able to message you, and neither of you will find the other in searches. You can unblock them in Settings › Privacy.</Text>
      </AppDialog>
    </>
  );
}
