import { Button, Checkbox, Stack, Text } from '@chakra-ui/react';
import { TextLink } from '../../components/TextLink.tsx';
import { useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { AppDialog } from '../../components/AppDialog.tsx';

/** 'Block via list' (800 px): choose from the user's own lists and block everyone on them. */
export function BlockViaListDialog({
  open,
  onClose,
  onBlocked,
  onError,
}: {
  open: boolean;
  onClose: () => void;
  onBlocked: () => void;
  onError: (error: unknown) => void;
}) {
  const lists = trpc.userLists.list.useQuery(undefined, { enabled: open });
  const [chosen, setChosen] = useState<string[]>([]);
  const block = trpc.blocks.blockViaLists.useMutation({
    onSuccess: () => {
      setChosen([]);
      onBlocked();
      onClose();
    },
    onError,
  });
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="Block via list"
      testId="block-via-list-dialog"
      contentProps={{ w: '800px' }}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button colorPalette="red" disabled={chosen.length === 0} loading={block.isPending} onClick={() => block.mutate({ listIds: chosen })}>
            Block everyone on these lists
          </Button>
        </>
      }
    >
      {lists.isPending && <Text>Loading your lists...</Text>}
      {lists.isError && <Text color="fg.error">Could not load your lists.</Text>}
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
    </AppDialog>
  );
}
