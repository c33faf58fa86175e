import { Button, Card, Container, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { notify } from '../components/ToasterHost.tsx';
import { PageError, PageLoading } from '../components/PageStates.tsx';
import { TextField } from '../components/TextField.tsx';
import { UserSearchField } from '../features/settings/UserSearchField.tsx';
import { errorMessage } from '../lib/errors.ts';
import { trpc } from '../lib/trpc.ts';
import { USER_LIST_MESSAGES } from '../../../shared/user-lists/messages.ts';
import { APP_MESSAGES } from '../../../shared/common/app-messages.ts';

type List = { id: string; name: string; members: { id: string; displayName: string }[] };

function ListCard({ list }: { list: List }) {
  const utils = trpc.useUtils();
  const refresh = () => void utils.userLists.list.invalidate();
  const fail = (error: unknown) => void notify({ type: 'error', title: errorMessage(error, APP_MESSAGES.tryAgain) });
  const [name, setName] = useState(list.name);
  const rename = trpc.userLists.rename.useMutation({ onSuccess: refresh, onError: fail });
  const remove = trpc.userLists.delete.useMutation({ onSuccess: refresh, onError: fail });
  const add = trpc.userLists.addMember.useMutation({ onSuccess: refresh, onError: fail });
  const removeMember = trpc.userLists.removeMember.useMutation({ onSuccess: refresh, onError: fail });
  return (
    <Card.Root data-testid="user-list">
      <Card.Header>
        <Flex gap="2" align="center" wrap="wrap">
          <Input aria-label="List name" value={name} onChange={(e) => setName(e.target.value)} maxW="sm" />
          <Button
            size="sm"
            variant="outline"
            disabled={name.trim() === '' || name === list.name}
            loading={rename.isPending}
            onClick={() => rename.mutate({ listId: list.id, name })}
          >
            Rename
          </Button>
          <Button size="sm" variant="ghost" colorPalette="red" loading={remove.isPending} onClick={() => remove.mutate({ listId: list.id })}>
            Delete list
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {list.members.length === 0 && <Text fontSize="sm">No players on this list yet.</Text>}
          {list.members.map((member) => (
            <Flex key={member.id} justify="space-between" align="center" data-testid="list-member">
              <Text>{member.displayName}</Text>
              <Button
                size="xs"
                variant="outline"
                aria-label={APP_MESSAGES.rowAction('Remove', member.displayName ?? '')}
                onClick={() => removeMember.mutate({ listId: list.id, userId: member.id })}
              >
                Remove
              </Button>
            </Flex>
          ))}
          <UserSearchField label="Add a player" actionLabel="Add" busy={add.isPending} onPick={(user) => add.mutate({ listId: list.id, userId: user.id })} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** Named lists of players a user keeps; they feed 'block via list' and invitations. */
export default function UserListsPage() {
  const utils = trpc.useUtils();
  const lists = trpc.userLists.list.useQuery();
  const [name, setName] = useState('');
  const create = trpc.userLists.create.useMutation({
    onSuccess: () => {
      setName('');
      void utils.userLists.list.invalidate();
    },
    onError: (error) => void notify({ type: 'error', title: errorMessage(error, USER_LIST_MESSAGES.listCreateFailed) }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) create.mutate({ name });
  };
  return (
    <Container maxW="3xl" py="8">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          Your user lists
        </Heading>
        <form onSubmit={submit}>
          <Flex gap="3" align="flex-end">
            <TextField label="New list name" value={name} onChange={setName} maxLength={80} />
            <Button type="submit" colorPalette="teal" disabled={name.trim() === ''} loading={create.isPending}>
              Create list
            </Button>
          </Flex>
        </form>
        {lists.isPending && <PageLoading label="Loading your lists..." />}
        {lists.isError && <PageError message={USER_LIST_MESSAGES.listsLoadFailed} onRetry={() => void lists.refetch()} />}
        {lists.data?.length === 0 && <Text>No lists yet. Create one to group players you play with, or want to keep away from.</Text>}
        {lists.data?.map((list) => (
          <ListCard key={list.id} list={list} />
        ))}
      </Stack>
    </Container>
  );
}
