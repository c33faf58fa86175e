import { Badge, Box, Button, Container, Field, Flex, Heading, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useParams } from 'wouter';
import { PageError, PageLoading } from '../../components/PageStates.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { notify } from '../../components/ToasterHost.tsx';
import { errorMessage, namesNothing } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { formatCents } from '../../../../shared/billing/billing.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { FORM_DIVISION_MESSAGES, FORM_MESSAGES } from '../../../../shared/forms/messages.ts';
import { SUBMISSION_STATUS_LABELS, SUBMISSION_STATUSES, type SubmissionStatus } from '../../../../shared/forms/schemas.ts';
import { FadingTableScroll } from '../../components/FadingTableScroll.tsx';
import { labelledOptions, SelectField } from '../../components/SelectField.tsx';

type SubmissionRow = { paidCents: number; refundedCents: number; totalCents: number; currency: string; createdAt: Date };
// What went back reads beside what was paid, so a refunded registration does not look paid and owing.
const paidText = (row: SubmissionRow) =>
  row.totalCents > 0
    ? `${formatCents(row.paidCents, row.currency)} of ${formatCents(row.totalCents, row.currency)}${row.refundedCents > 0 ? `, ${formatCents(row.refundedCents, row.currency)} refunded` : ''}`
    : '—';
const sentText = (row: SubmissionRow) => row.createdAt.toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });

/** form/{id}/submissions: who sent what, searchable and filtered by status, and the whole table as CSV. */
export default function FormSubmissionsPage() {
  const { id = '' } = useParams<{ id: string }>();
  const utils = trpc.useUtils();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<SubmissionStatus | ''>('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const list = trpc.forms.submissions.useQuery(
    { formId: id, ...(status ? { status } : {}), ...(debounced ? { search: debounced } : {}) },
    { retry: false, placeholderData: (previous) => previous },
  );
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      const { filename, csv } = await utils.forms.submissionsCsv.fetch({ formId: id });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      link.download = filename;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (error) {
      void notify({ type: 'error', title: errorMessage(error, FORM_MESSAGES.submissionsExportFailed) });
    } finally {
      setDownloading(false);
    }
  };
  if (list.isPending) return <PageLoading />;
  if (list.isError)
    return (
      <PageError
        message={namesNothing(list.error) ? FORM_MESSAGES.notFound : FORM_MESSAGES.submissionsLoadFailed}
        onRetry={namesNothing(list.error) ? undefined : () => void list.refetch()}
      />
    );
  // A Division column only where a registration picked one: a plain form's table stays as it was.
  const withDivisions = list.data.rows.some((row) => row.division !== null);
  return (
    <Container maxW="5xl" py="8">
      <Stack gap="5">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h1" size="2xl">
            {list.data.title}: submissions
          </Heading>
          <Button variant="outline" loading={downloading} onClick={() => void download()}>
            Export CSV
          </Button>
        </Flex>
        <Flex gap="3" wrap="wrap" align="flex-end">
          <Field.Root maxW="sm">
            <Field.Label>Search by name or e-mail</Field.Label>
            <Input type="search" value={search} maxLength={100} onChange={(event) => setSearch(event.target.value)} />
          </Field.Root>
          <SelectField
            label="Status"
            width="auto"
            value={status}
            onChange={setStatus}
            placeholder="All"
            options={labelledOptions(SUBMISSION_STATUSES, SUBMISSION_STATUS_LABELS)}
          />
        </Flex>
        {list.data.rows.length === 0 ? (
          <Text color="fg.muted">{FORM_MESSAGES.noSubmissions}</Text>
        ) : (
          <>
            <Box hideBelow="sm">
              <FadingTableScroll borderWidth="1px" borderRadius="md" position="relative">
                <Table.Root size="sm" data-testid="submissions-table">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Participant</Table.ColumnHeader>
                      {withDivisions && <Table.ColumnHeader>{FORM_DIVISION_MESSAGES.submissionsColumn}</Table.ColumnHeader>}
                      <Table.ColumnHeader>Sent by</Table.ColumnHeader>
                      <Table.ColumnHeader>Status</Table.ColumnHeader>
                      <Table.ColumnHeader>Paid</Table.ColumnHeader>
                      <Table.ColumnHeader>Version</Table.ColumnHeader>
                      <Table.ColumnHeader>Sent</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {list.data.rows.map((row) => (
                      <Table.Row key={row.id}>
                        <Table.Cell>
                          <TextLink href={`/form/${id}/${row.id}`}>{row.participantName}</TextLink>
                        </Table.Cell>
                        {withDivisions && <Table.Cell>{row.division ?? '—'}</Table.Cell>}
                        <Table.Cell>
                          {row.submittedBy}
                          <Text fontSize="xs" color="fg.muted">
                            {row.email}
                          </Text>
                        </Table.Cell>
                        <Table.Cell>
                          <Badge>{SUBMISSION_STATUS_LABELS[row.status]}</Badge>
                        </Table.Cell>
                        <Table.Cell>{paidText(row)}</Table.Cell>
                        <Table.Cell>{row.version}</Table.Cell>
                        <Table.Cell>{sentText(row)}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </FadingTableScroll>
            </Box>
            {/* Narrower than 480 px, each submission is a card: a table's status and money columns were cut off on a phone. */}
            <Stack as="ul" hideFrom="sm" gap="2" listStyleType="none" m="0" p="0" aria-label="Submissions">
              {list.data.rows.map((row) => (
                <Box as="li" key={row.id} borderWidth="1px" borderRadius="md" px="3" py="2" data-testid="submission-card">
                  <Flex justify="space-between" align="flex-start" gap="3">
                    <Box minW="0" wordBreak="break-word">
                      <TextLink href={`/form/${id}/${row.id}`}>{row.participantName}</TextLink>
                    </Box>
                    <Badge flexShrink={0} data-testid="submission-status">
                      {SUBMISSION_STATUS_LABELS[row.status]}
                    </Badge>
                  </Flex>
                  {row.division && (
                    <Text fontSize="sm">
                      {FORM_DIVISION_MESSAGES.submissionsColumn}: {row.division}
                    </Text>
                  )}
                  <Text fontSize="sm" wordBreak="break-word">
                    Sent by {row.submittedBy} · {row.email}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {row.totalCents > 0 ? `Paid ${paidText(row)} · ` : ''}Version {row.version} · {sentText(row)}
                  </Text>
                </Box>
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Container>
  );
}
