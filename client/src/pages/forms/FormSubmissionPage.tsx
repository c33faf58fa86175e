import { Badge, Box, Button, Container, Flex, Heading, Image, Link, Stack, Text } from '@chakra-ui/react';
import { namesNothing } from '../../lib/errors.ts';
import { useParams, useSearchParams } from 'wouter';
import { PageError, PageLoading } from '../../components/PageStates.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { CheckoutReturn } from '../../features/forms/CheckoutReturn.tsx';
import { SubmissionMoneyPanel } from '../../features/forms/SubmissionMoneyPanel.tsx';
import { trpc } from '../../lib/trpc.ts';
import { answerText } from '../../../../shared/forms/answer-text.ts';
import { visibleFieldIds } from '../../../../shared/forms/answers.ts';
import { FORM_MESSAGES } from '../../../../shared/forms/messages.ts';
import { SUBMISSION_STATUS_LABELS } from '../../../../shared/forms/schemas.ts';

/**
 * Where an uploaded file is read, as the server stored it with the answer: a same-origin route that
 * checks the session cookie on every request and answers with a download.
 */
const fileUrl = (answer: unknown): string | null =>
  answer && typeof answer === 'object' && 'url' in answer && typeof answer.url === 'string' ? answer.url : null;

/**
 * form/{id}/{submissionId}: one submission, each answer beside the question as it was asked (its own
 * version), and its money. Checkout returns the registrant here after every payment, with
 * ?payment=success&session_id=…, and the page says when that payment is in.
 */
export default function FormSubmissionPage() {
  const { id = '', submissionId = '' } = useParams<{ id: string; submissionId: string }>();
  const [search] = useSearchParams();
  const returnedFrom = search.get('payment') === 'success' ? (search.get('session_id') ?? '') : null;
  const submission = trpc.forms.submission.useQuery({ formId: id, submissionId }, { retry: false });
  if (submission.isPending) return <PageLoading />;
  if (submission.isError) return <PageError message={namesNothing(submission.error) ? FORM_MESSAGES.notFound : FORM_MESSAGES.submissionLoadFailed} />;
  const data = submission.data;
  const shown = visibleFieldIds(data.definition, data.answers);
  return (
    <Container maxW="3xl" py="8">
      <Stack gap="5">
        {data.viewerManages ? (
          <TextLink href={`/form/${id}/submissions`}>← All submissions</TextLink>
        ) : (
          <TextLink href={`/form/${id}`}>← Back to the form</TextLink>
        )}
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h1" size="2xl">
            {data.participantName}
          </Heading>
          <Badge>{SUBMISSION_STATUS_LABELS[data.status]}</Badge>
        </Flex>
        {returnedFrom !== null && <CheckoutReturn formId={id} submissionId={submissionId} sessionId={returnedFrom} />}
        <Text color="fg.muted">
          Sent by {data.submittedBy} ({data.email}) on {data.createdAt.toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' })}, to version{' '}
          {data.version} of “{data.definition.title}”.
        </Text>
        <Stack as="dl" gap="3">
          {data.definition.fields
            .filter((field) => shown.has(field.id))
            .map((field) => (
              <Box key={field.id} borderBottomWidth="1px" pb="2">
                <Text as="dt" fontWeight="medium">
                  {field.label}
                </Text>
                {field.type === 'signature' && typeof data.answers[field.id] === 'string' ? (
                  <Box as="dd">
                    <Image
                      src={data.answers[field.id] as string}
                      alt={`Signature of ${data.submittedBy}`}
                      maxH="20"
                      bg="white"
                      borderWidth="1px"
                      borderRadius="sm"
                    />
                  </Box>
                ) : field.type === 'file' && fileUrl(data.answers[field.id]) ? (
                  <Box as="dd">
                    <Link href={fileUrl(data.answers[field.id])!} download variant="underline" color="teal.700">
                      {answerText(field, data.answers[field.id])}
                    </Link>
                  </Box>
                ) : (
                  <Text as="dd">{answerText(field, data.answers[field.id], () => data.participantName) || '—'}</Text>
                )}
              </Box>
            ))}
        </Stack>
        <SubmissionMoneyPanel formId={id} submissionId={submissionId} />
        {data.hasSignedRecord && (
          <Button asChild variant="outline" alignSelf="flex-start">
            <a href={`/forms/${id}/submissions/${submissionId}/signed.pdf`} download>
              Download signed PDF
            </a>
          </Button>
        )}
        {(data.ip || data.userAgent) && (
          <Text fontSize="xs" color="fg.muted">
            Recorded with the waiver’s signature: address {data.ip ?? 'unknown'}, browser {data.userAgent ?? 'unknown'}.
          </Text>
        )}
      </Stack>
    </Container>
  );
}
