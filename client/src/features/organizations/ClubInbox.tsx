import { Button, Flex, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FadingTableScroll } from '../../components/FadingTableScroll.tsx';
import { PageError, PageLoading } from '../../components/PageStates.tsx';
import { labelledOptions, plainOptions, SelectField } from '../../components/SelectField.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { formatDay } from '../../lib/dates.ts';
import { trpc } from '../../lib/trpc.ts';
import { useCsvExport } from './use-csv-export.ts';
import { formatCents } from '../../../../shared/billing/billing.ts';
import { ORGANIZATION_MESSAGES as M } from '../../../../shared/organizations/messages.ts';
import { INBOX_KINDS, INBOX_STATUSES, type InboxKind, type InboxStatus } from '../../../../shared/organizations/organizations.ts';

/** The registrations and payments of every club team in one list, filtered by team, kind and status, and as CSV. */
export function ClubInbox({ organizationId, teams }: { organizationId: string; teams: readonly { id: string; name: string }[] }) {
  const utils = trpc.useUtils();
  const [teamId, setTeamId] = useState('');
  const [kind, setKind] = useState<InboxKind | ''>('');
  const [status, setStatus] = useState<InboxStatus | ''>('');
  const [page, setPage] = useState(0);
  const filters = { organizationId, ...(teamId ? { teamId } : {}), ...(kind ? { kind } : {}), ...(status ? { status } : {}) };
  const inbox = trpc.organizations.inbox.useQuery({ ...filters, page }, { placeholderData: (previous) => previous, retry: false });
  const csv = useCsvExport(() => utils.organizations.inboxCsv.fetch(filters));
  const filtered = Boolean(teamId || kind || status);
  const choose =
    <T,>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value);
      setPage(0);
    };
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 4 }} gap="3" alignItems="flex-end">
        <SelectField
          label={M.teamFilter}
          value={teamId}
          onChange={choose(setTeamId)}
          placeholder={M.allTeams}
          options={teams.map((team) => ({ value: team.id, label: team.name }))}
        />
        <SelectField
          label={M.kindFilter}
          value={kind}
          onChange={choose(setKind)}
          placeholder={M.allKinds}
          options={labelledOptions(INBOX_KINDS, M.kindLabels)}
        />
        <SelectField label={M.statusFilter} value={status} onChange={choose(setStatus)} placeholder={M.allStatuses} options={plainOptions(INBOX_STATUSES)} />
        <Button variant="outline" loading={csv.busy} onClick={() => void csv.run()}>
          {M.exportCsv}
        </Button>
      </SimpleGrid>
      {inbox.isPending && <PageLoading label={M.loadingSection} />}
      {inbox.isError && <PageError message={M.sectionFailed} onRetry={() => void inbox.refetch()} />}
      {inbox.data && inbox.data.items.length === 0 && <Text color="fg.muted">{filtered ? M.inboxNoMatch : M.inboxEmpty}</Text>}
      {inbox.data && inbox.data.items.length > 0 && (
        <FadingTableScroll>
          <Table.Root size="sm" data-testid="club-inbox">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Date</Table.ColumnHeader>
                <Table.ColumnHeader>{M.kindFilter}</Table.ColumnHeader>
                <Table.ColumnHeader>{M.teamFilter}</Table.ColumnHeader>
                <Table.ColumnHeader>Title</Table.ColumnHeader>
                <Table.ColumnHeader>Person</Table.ColumnHeader>
                <Table.ColumnHeader>{M.statusFilter}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {inbox.data.items.map((row) => (
                <Table.Row key={`${row.kind}-${row.id}`} data-testid="club-inbox-row">
                  <Table.Cell whiteSpace="nowrap">{formatDay(row.createdAt)}</Table.Cell>
                  <Table.Cell>{M.kindLabels[row.kind]}</Table.Cell>
                  <Table.Cell>{row.teamName}</Table.Cell>
                  <Table.Cell>
                    <TextLink href={row.url}>{row.title}</TextLink>
                  </Table.Cell>
                  <Table.Cell>{row.person}</Table.Cell>
                  <Table.Cell>{row.status}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {`${formatCents(row.paidCents, row.currency)} / ${formatCents(row.amountCents, row.currency)}`}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </FadingTableScroll>
      )}
      {inbox.data && (page > 0 || inbox.data.hasMore) && (
        <Flex gap="2" justify="center">
          <Button variant="outline" size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
            {M.previous}
          </Button>
          <Button variant="outline" size="sm" disabled={!inbox.data.hasMore} onClick={() => setPage(page + 1)}>
            {M.next}
          </Button>
        </Flex>
      )}
    </Stack>
  );
}
