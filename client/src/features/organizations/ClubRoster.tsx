import { Badge, Button, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FadingTableScroll } from '../../components/FadingTableScroll.tsx';
import { PageError, PageLoading } from '../../components/PageStates.tsx';
import { TextField } from '../../components/TextField.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { trpc } from '../../lib/trpc.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useCsvExport } from './use-csv-export.ts';
import { ORGANIZATION_MESSAGES as M } from '../../../../shared/organizations/messages.ts';
import { ORGANIZATION_LIMITS as L } from '../../../../shared/organizations/organizations.ts';

/** Everyone on the club's teams, once each, with their teams, club role and (to those allowed) children; searchable, as CSV. */
export function ClubRoster({ organizationId }: { organizationId: string }) {
  const utils = trpc.useUtils();
  const [text, setText] = useState('');
  const [page, setPage] = useState(0);
  const search = useDebouncedValue(text.trim(), 300);
  const roster = trpc.organizations.roster.useQuery(
    { organizationId, page, ...(search ? { text: search } : {}) },
    { placeholderData: (previous) => previous, retry: false },
  );
  const csv = useCsvExport(() => utils.organizations.rosterCsv.fetch({ organizationId, ...(search ? { text: search } : {}) }));
  return (
    <Stack gap="4">
      <Flex gap="3" align="flex-end" wrap="wrap">
        <TextField
          label={M.rosterSearchLabel}
          value={text}
          maxLength={L.searchTextMax}
          flex="1"
          minW="12rem"
          onChange={(value) => {
            setText(value);
            setPage(0);
          }}
        />
        <Button variant="outline" loading={csv.busy} onClick={() => void csv.run()}>
          {M.exportCsv}
        </Button>
      </Flex>
      {roster.isPending && <PageLoading label={M.loadingSection} />}
      {roster.isError && <PageError message={M.sectionFailed} onRetry={() => void roster.refetch()} />}
      {roster.data && roster.data.members.length === 0 && <Text color="fg.muted">{search ? M.rosterNoMatch : M.rosterEmpty}</Text>}
      {roster.data && roster.data.members.length > 0 && (
        <FadingTableScroll>
          <Table.Root size="sm" data-testid="club-roster">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader>{M.teamsColumn}</Table.ColumnHeader>
                <Table.ColumnHeader>{M.clubRole}</Table.ColumnHeader>
                {roster.data.showsChildren && <Table.ColumnHeader>{M.children}</Table.ColumnHeader>}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {roster.data.members.map((row) => (
                <Table.Row key={row.userId} data-testid="club-roster-row">
                  <Table.Cell>
                    <Stack gap="0">
                      <TextLink href={`/profile/${row.userId}`}>{row.name}</TextLink>
                      <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                        {row.email}
                      </Text>
                    </Stack>
                  </Table.Cell>
                  <Table.Cell>
                    <Stack gap="0">
                      {row.teams.map((team) => (
                        <Text key={team.teamId} fontSize="sm">{`${team.teamName} · ${team.role}`}</Text>
                      ))}
                    </Stack>
                  </Table.Cell>
                  <Table.Cell>{row.clubRole && <Badge>{row.clubRole}</Badge>}</Table.Cell>
                  {roster.data.showsChildren && (
                    <Table.Cell>
                      <Stack gap="0">
                        {(row.children ?? []).map((child, index) => (
                          <Text key={index} fontSize="sm">
                            {[child.name, child.age === null ? null : String(child.age), child.teamName].filter(Boolean).join(' · ')}
                          </Text>
                        ))}
                      </Stack>
                    </Table.Cell>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </FadingTableScroll>
      )}
      {roster.data && (page > 0 || roster.data.hasMore) && (
        <Flex gap="2" justify="center">
          <Button variant="outline" size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
            {M.previous}
          </Button>
          <Button variant="outline" size="sm" disabled={!roster.data.hasMore} onClick={() => setPage(page + 1)}>
            {M.next}
          </Button>
        </Flex>
      )}
    </Stack>
  );
}
