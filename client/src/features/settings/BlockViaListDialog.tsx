import { Button, Checkbox, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { TextLink } from '../../components/TextLink.tsx';
import { useState } from 'react';
import { trpc } from '../../lib/trpc.ts';

/** 'Block via list' (800 px): choose from the user's own lists and block everyone on them. */
export function BlockViaListDialog({ open, onClose, onBlocked, onError }: { open: boolean; onClose: () => void; onBlocked: () => void; onError: (error: unknown) => void }) {
  const lists = trpc.userLists.list.useQuery(undefined, { enabled: open });
  const [chosen, setChosen] = useState<string[]>([]);
  const block = trpc.users.blockViaLists.useMutation({
    onSuccess: () => {
      setChosen([]);
      onBlocked();
      onClose();
    },
    onError,
  });
  return (
    <Dialog.Root open={open} onOpenChange={(event) => !event.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content w="800px" maxW="calc(100vw - 2rem)" data-testid="block-via-list-dialog">
            <Dialog.Header>
              <Dialog.Title>Block via list</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
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
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button colorPalette="red" disabled={chosen.length === 0} loading={block.isPending} onClick={() => block.mutate({ listIds: chosen })}>
                Block everyone on these lists
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
