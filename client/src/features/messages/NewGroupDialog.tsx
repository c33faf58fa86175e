import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useState } from 'react';
import { AppDialog } from '../../components/AppDialog.tsx';
import { FormAlert, PageError, PageLoading } from '../../components/PageStates.tsx';
import { PlayerAvatar } from '../../components/PlayerAvatar.tsx';
import { TextField } from '../../components/TextField.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { GROUP_LIMITS } from '../../../../shared/messaging/groups.ts';
import { MESSAGING_MESSAGES as M } from '../../../../shared/messaging/messages.ts';

interface Person {
  id: string;
  displayName: string;
  photoUrl: string | null;
}

/** The user search finds people by at least this many characters (users.search's own minimum). */
const SEARCH_MIN = 3;

function PersonToggle({ person, chosen, onToggle }: { person: Person; chosen: boolean; onToggle: () => void }) {
  return (
    <Button variant={chosen ? 'subtle' : 'ghost'} colorPalette={chosen ? 'teal' : 'gray'} justifyContent="flex-start" aria-pressed={chosen} onClick={onToggle}>
      <PlayerAvatar name={person.displayName} photoUrl={person.photoUrl} size={24} />
      {person.displayName}
    </Button>
  );
}

function Section({ title, people, chosen, onToggle }: { title: string; people: Person[]; chosen: Map<string, Person>; onToggle: (person: Person) => void }) {
  return (
    <Stack gap="1" as="section" aria-label={title}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {people.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {M.pickerNobody}
        </Text>
      ) : (
        people.map((person) => <PersonToggle key={person.id} person={person} chosen={chosen.has(person.id)} onToggle={() => onToggle(person)} />)
      )}
    </Stack>
  );
}

/** "New group": a name, and 2 to 49 others chosen from the user's lists, family, teammates or a search. */
export function NewGroupDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (conversationId: string) => void }) {
  const utils = trpc.useUtils();
  const candidates = trpc.messages.groupCandidates.useQuery();
  const [title, setTitle] = useState('');
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim());
  const search = trpc.users.search.useQuery({ query: deferred }, { enabled: deferred.length >= SEARCH_MIN, retry: false });
  const [chosen, setChosen] = useState(new Map<string, Person>());
  const create = trpc.messages.createGroup.useMutation({
    onSuccess: ({ conversationId }) => {
      void utils.messages.groups.invalidate();
      onCreated(conversationId);
    },
  });
  const toggle = (person: Person) =>
    setChosen((previous) => {
      const next = new Map(previous);
      if (next.has(person.id)) next.delete(person.id);
      else next.set(person.id, person);
      return next;
    });
  const people = chosen.size + 1;
  const ready = title.trim() !== '' && people >= GROUP_LIMITS.minPeople && people <= GROUP_LIMITS.maxPeople;
  const found: Person[] = (search.data ?? []).map((user) => ({ id: user.id, displayName: user.displayName ?? user.email ?? '', photoUrl: user.photoUrl }));
  return (
    <AppDialog
      open
      onClose={onClose}
      title={M.newGroup}
      testId="new-group"
      footer={
        <Flex gap="3" align="center" w="full" justify="space-between">
          <Text fontSize="sm" color="fg.muted">
            {M.groupPeople(people)}
          </Text>
          <Button colorPalette="teal" disabled={!ready} loading={create.isPending} onClick={() => create.mutate({ title, memberIds: [...chosen.keys()] })}>
            {M.createGroup}
          </Button>
        </Flex>
      }
    >
      <Stack gap="4">
        <FormAlert status="error" message={create.isError ? errorMessage(create.error, M.changeFailed) : null} />
        <TextField label={M.groupTitle} value={title} onChange={setTitle} maxLength={GROUP_LIMITS.titleMax} required />
        {candidates.isPending ? (
          <PageLoading />
        ) : candidates.isError ? (
          <PageError message={errorMessage(candidates.error, M.loadPeopleFailed)} onRetry={() => void candidates.refetch()} />
        ) : (
          <Stack gap="4" maxH="50vh" overflowY="auto">
            {candidates.data.lists.map((list) => (
              <Section key={list.id} title={`${M.pickerLists}: ${list.name}`} people={list.members} chosen={chosen} onToggle={toggle} />
            ))}
            <Section title={M.pickerFamily} people={candidates.data.family} chosen={chosen} onToggle={toggle} />
            <Section title={M.pickerTeammates} people={candidates.data.teammates} chosen={chosen} onToggle={toggle} />
            <Stack gap="1">
              <TextField label={M.pickerSearch} value={query} onChange={setQuery} type="search" />
              {found.map((person) => (
                <PersonToggle key={person.id} person={person} chosen={chosen.has(person.id)} onToggle={() => toggle(person)} />
              ))}
            </Stack>
          </Stack>
        )}
      </Stack>
    </AppDialog>
  );
}
