import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { TextLink } from '../../components/TextLink.tsx';
import { useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { blockFailure } from './block-failure.ts';
import { SETTINGS_MESSAGES } from '../../../../shared/settings/messages.ts';

/** 'Block via list' (800 px): choose from the user's own lists and block everyone on them. */
export function BlockViaListDialog({ open, onClose, onBlocked }: { open: boolean; onClose: () => void; onBlocked: () => void }) {
  const lists = trpc.userLists.list.useQuery(undefined, { enabled: open });
  const [chosen, setChosen] = useState<string[]>([]);
  const block = trpc.blocks.blockViaLists.useMutation({
    onSuccess: () => {
      setChosen([]);
      onBlocked();
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title="Block via list"
      testId="block-via-list-dialog"
      contentProps={{ w: '800px' }}
      confirmLabel="Block everyone on these lists"
      confirmDisabled={chosen.length === 0}
      pending={block.isPending}
      onConfirm={() => block.mutate({ listIds: chosen })}
      error={block.isError ? blockFailure(block.error) : null}
    >
      {lists.isPending && <Text>Loading your lists...</Text>}
      {lists.isError && <Text color="fg.error">{SETTINGS_MESSAGES.listsLoadFailed}</Text>}
      {lists.data?.length === 0 && (
        <Text>
          You have no user lists yet. <TextLink href="/user-list">Create one</TextLink>.
        </Text>
      )}
      <Stack gap="3">
        {lists.data?.map((list) => (
          <Checkbox.Root
            key={list.id}
            checked={chosen.includes(list.id)}
            onCheckedChange={(event) => setChosen((c) => (event.checked ? [...c, list.id] : c.filter((id) => id !== list.id)))}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              {list.name} ({list.members.length} {list.members.length === 1 ? 'player' : 'players'})
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
    </ConfirmDialog>
  );
}
