import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { notify } from '../../components/ToasterHost.tsx';
import { PageError } from '../../components/PageStates.tsx';
import { PlayerAvatar } from '../../components/PlayerAvatar.tsx';
import { trpc } from '../../lib/trpc.ts';
import { SETTINGS_MESSAGES } from '../../../../shared/settings/messages.ts';
import { SectionCard } from '../../components/SectionCard.tsx';
import { BlockViaListDialog } from './BlockViaListDialog.tsx';
import { blockFailure } from './block-failure.ts';
import { UserSearchField } from './UserSearchField.tsx';

/** Blocked users: the list, blocking by search or via a user list, and unblocking. */
export function BlockedUsersCard() {
  const utils = trpc.useUtils();
  const blocked = trpc.blocks.list.useQuery();
  const [listDialog, setListDialog] = useState(false);
  const blockError = (error: unknown) => void notify({ type: 'error', title: blockFailure(error) });
  const blocked$ = () => {
    void utils.blocks.list.invalidate();
    void notify({ type: 'success', title: SETTINGS_MESSAGES.usersBlocked });
  };
  const block = trpc.blocks.block.useMutation({ onSuccess: blocked$, onError: blockError });
  const unblock = trpc.blocks.unblock.useMutation({
    onSuccess: () => {
      void utils.blocks.list.invalidate();
      void notify({ type: 'success', title: SETTINGS_MESSAGES.userUnblocked });
    },
    onError: () => void notify({ type: 'error', title: SETTINGS_MESSAGES.errorUnblocking }),
  });

  return (
    <SectionCard
      title="Blocked users"
      actions={
        <Button size="sm" variant="outline" onClick={() => setListDialog(true)}>
          Block via list
        </Button>
      }
    >
      <Stack gap="5">
        <Text fontSize="sm" color="fg.muted">
          People you block cannot see your profile, find you in search or discovery, or message you.
        </Text>
        {blocked.isPending && <Text>Loading...</Text>}
        {blocked.isError && <PageError message={SETTINGS_MESSAGES.blockedUsersLoadFailed} onRetry={() => void blocked.refetch()} />}
        {blocked.data?.length === 0 && <Text fontSize="sm">You have not blocked anyone.</Text>}
        {blocked.data?.map((user) => (
          <Flex key={user.userId} justify="space-between" align="center" gap="3" data-testid="blocked-user">
            <Flex gap="3" align="center" minW="0">
              <PlayerAvatar name={user.displayName ?? 'Unnamed Player'} photoUrl={user.photoUrl} size={32} />
              <Text>{user.displayName ?? 'Unnamed Player'}</Text>
            </Flex>
            <Button
              size="xs"
              variant="outline"
              onClick={() => unblock.mutate({ userId: user.userId })}
              loading={unblock.isPending && unblock.variables?.userId === user.userId}
            >
              Unblock
            </Button>
          </Flex>
        ))}
        <UserSearchField label="Block a user" actionLabel="Block" busy={block.isPending} onPick={(user) => block.mutate({ userIds: [user.id] })} />
      </Stack>
      <BlockViaListDialog open={listDialog} onClose={() => setListDialog(false)} onBlocked={blocked$} />
    </SectionCard>
  );
}
