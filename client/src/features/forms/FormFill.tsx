import { Alert, Badge, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../components/PageStates.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { validateAnswers, visibleFieldIds, type Answers } from '../../../../shared/forms/answers.ts';
import type { FormDefinition } from '../../../../shared/forms/definition.ts';
import { FORM_MESSAGES } from '../../../../shared/messages.ts';
import { SUBMISSION_STATUS_LABELS, type SubmissionStatus } from '../../../../shared/schemas/forms.ts';
import { FieldInput } from './FieldInput.tsx';

interface Props {
  formId: string;
  versionId: string;
  definition: FormDefinition;
  family: { id: string; name: string }[];
  mine: { id: string; participantName: string; status: SubmissionStatus; createdAt: Date }[];
}

/** form/{id}: the published version's questions; the same checks as the server's run before sending. */
export function FormFill({ formId, versionId, definition, family, mine }: Props) {
  const utils = trpc.useUtils();
  const [answers, setAnswers] = useState<Answers>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sentFor, setSentFor] = useState<string | null>(null);
  const submit = trpc.forms.submit.useMutation({
    onSuccess: async () => {
      setSentFor('sent');
      setAnswers({});
      await utils.forms.toFill.invalidate({ formId });
    },
  });
  const visible = visibleFieldIds(definition, answers);
  // An answer being changed is no longer wrong until the next Send says so.
  const change = (fieldId: string, value: unknown) => {
    setAnswers((current) => ({ ...current, [fieldId]: value }));
    setErrors(({ [fieldId]: _answered, ...rest }) => rest);
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateAnswers(definition, answers);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = definition.fields.find((field) => field.id in checked.errors);
      document.querySelector<HTMLElement>(`[data-field="${first?.id}"] input, [data-field="${first?.id}"] select, [data-field="${first?.id}"] textarea`)?.focus();
      return;
    }
    setErrors({});
    submit.mutate({ formId, versionId, answers: checked.answers });
  };

  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {definition.title}
        </Heading>
        {definition.description && <Text whiteSpace="pre-wrap">{definition.description}</Text>}
      </Stack>
      {sentFor && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title flex="1">{FORM_MESSAGES.submitted}</Alert.Title>
          <Button size="sm" variant="outline" onClick={() => setSentFor(null)}>
            Fill it again
          </Button>
        </Alert.Root>
      )}
      {!sentFor && (
        <form onSubmit={send} noValidate>
          <Stack gap="4">
            {definition.fields
              .filter((field) => visible.has(field.id))
              .map((field) => (
                <div key={field.id} data-field={field.id}>
                  <FieldInput field={field} value={answers[field.id]} error={errors[field.id]} family={family} onChange={(value) => change(field.id, value)} />
                </div>
              ))}
            <FormAlert status="error" message={submit.isError ? errorMessage(submit.error, 'Your answers were not sent. Please try again.') : null} />
            <Button type="submit" colorPalette="teal" alignSelf="flex-start" loading={submit.isPending}>
              Send
            </Button>
          </Stack>
        </form>
      )}
      {mine.length > 0 && (
        <Stack gap="2" as="section" aria-label="Your submissions">
          <Heading as="h2" size="md">
            Your submissions
          </Heading>
          {mine.map((row) => (
            <Flex key={row.id} gap="2" align="center" wrap="wrap">
              <TextLink href={`/form/${formId}/${row.id}`}>{row.participantName}</TextLink>
              <Badge>{SUBMISSION_STATUS_LABELS[row.status]}</Badge>
              <Text fontSize="sm" color="fg.muted">
                {row.createdAt.toLocaleDateString()}
              </Text>
            </Flex>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
