import { Alert, Badge, Button, Field, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { FormAlert } from '../../components/PageStates.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { formatDay } from '../../lib/dates.ts';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { validateAnswers, visibleFieldIds, type Answers } from '../../../../shared/forms/answers.ts';
import type { FormDefinition } from '../../../../shared/forms/definition.ts';
import { FORM_DIVISION_MESSAGES, FORM_MESSAGES } from '../../../../shared/forms/messages.ts';
import { SelectField } from '../../components/SelectField.tsx';
import { SUBMISSION_STATUS_LABELS, type SubmissionStatus } from '../../../../shared/forms/schemas.ts';
import { FieldInput } from './FieldInput.tsx';
import { PriceSummary } from './PriceSummary.tsx';
import { quote } from '../../../../shared/forms/pricing.ts';
import { formatCents } from '../../../../shared/billing/billing.ts';

/** The discount code's and the division's keys among the answers' errors: field ids never start with an underscore. */
const CODE_FIELD = '_code';
const DIVISION_FIELD = '_division';

export interface FillDivision {
  id: string;
  name: string;
  priceCents: number;
  placesLeft: number;
}

interface Props {
  formId: string;
  versionId: string;
  definition: FormDefinition;
  family: { id: string; name: string }[];
  mine: { id: string; participantName: string; status: SubmissionStatus; createdAt: Date }[];
  /** The divisions the player picks from (issue 31, defect 10); none when the form offers none. */
  divisions: FillDivision[];
}

/** form/{id}: the published version's questions; the same checks as the server's run before sending. */
export function FormFill({ formId, versionId, definition, family, mine, divisions }: Props) {
  const utils = trpc.useUtils();
  const [answers, setAnswers] = useState<Answers>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sentFor, setSentFor] = useState<string | null>(null);
  const [, navigate] = useLocation();
  const [code, setCode] = useState('');
  const [divisionId, setDivisionId] = useState('');
  const division = divisions.find((candidate) => candidate.id === divisionId) ?? null;
  const submit = trpc.forms.submit.useMutation({
    onSuccess: async (result) => {
      await utils.forms.toFill.invalidate({ formId });
      // A registration with something due now goes straight to its payment.
      if (result.paymentPath) return navigate(result.paymentPath);
      setSentFor('sent');
      setAnswers({});
      setDivisionId('');
    },
    // A division filled meanwhile shows as full on the refreshed form.
    onError: () => utils.forms.toFill.invalidate({ formId }),
  });
  const pricing = definition.pricing;
  const currency = pricing?.currency ?? 'usd';
  const priced = (pricing && definition.fields.some((field) => field.type === 'priceItem')) || divisions.some((candidate) => candidate.priceCents > 0);
  const visible = visibleFieldIds(definition, answers);
  // The price as the server will figure it: fixed fees always count, add-ons as chosen.
  const pricedAnswers = {
    ...answers,
    ...Object.fromEntries(
      definition.fields.filter((field) => field.type === 'priceItem' && field.kind === 'fixed' && visible.has(field.id)).map((field) => [field.id, true]),
    ),
  };
  for (const field of definition.fields) if (!visible.has(field.id)) delete pricedAnswers[field.id];
  const codeQuote = code.trim() ? quote(definition, pricedAnswers, { discountCode: code, isSibling: false, division }) : null;
  const shownQuote = codeQuote?.ok
    ? codeQuote.quote
    : (() => {
        const plain = quote(definition, pricedAnswers, { discountCode: null, isSibling: false, division });
        return plain.ok ? plain.quote : null;
      })();
  // An answer being changed is no longer wrong until the next Send says so.
  const change = (fieldId: string, value: unknown) => {
    setAnswers((current) => ({ ...current, [fieldId]: value }));
    setErrors(({ [fieldId]: _answered, ...rest }) => rest);
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateAnswers(definition, answers);
    const divisionMissing = divisions.length > 0 && !division;
    if (!checked.ok || divisionMissing) {
      setErrors({ ...(checked.ok ? {} : checked.errors), ...(divisionMissing ? { [DIVISION_FIELD]: FORM_DIVISION_MESSAGES.required } : {}) });
      if (divisionMissing) return document.querySelector<HTMLElement>(`[data-field="${DIVISION_FIELD}"] select`)?.focus();
      if (checked.ok) return;
      const first = definition.fields.find((field) => field.id in checked.errors);
      document
        .querySelector<HTMLElement>(`[data-field="${first?.id}"] input, [data-field="${first?.id}"] select, [data-field="${first?.id}"] textarea`)
        ?.focus();
      return;
    }
    if (codeQuote && !codeQuote.ok) return setErrors({ [CODE_FIELD]: codeQuote.error });
    setErrors({});
    submit.mutate({ formId, versionId, answers: checked.answers, discountCode: code.trim() || null, divisionId: division?.id ?? null });
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
            {divisions.length > 0 && (
              <div data-field={DIVISION_FIELD}>
                <SelectField
                  label={FORM_DIVISION_MESSAGES.label}
                  required
                  value={divisionId}
                  error={errors[DIVISION_FIELD]}
                  placeholder="Choose…"
                  onChange={(chosen) => {
                    setDivisionId(chosen);
                    setErrors(({ [DIVISION_FIELD]: _picked, ...rest }) => rest);
                  }}
                  options={divisions.map((candidate) => ({
                    value: candidate.id,
                    label: `${candidate.name} · ${formatCents(candidate.priceCents, currency)} · ${
                      candidate.placesLeft > 0 ? FORM_DIVISION_MESSAGES.placesLeft(candidate.placesLeft) : FORM_DIVISION_MESSAGES.full
                    }`,
                    disabled: candidate.placesLeft === 0,
                  }))}
                  helper={division ? `${FORM_DIVISION_MESSAGES.price}: ${formatCents(division.priceCents, currency)}` : undefined}
                />
              </div>
            )}
            {definition.fields
              .filter((field) => visible.has(field.id))
              .map((field) => (
                <div key={field.id} data-field={field.id}>
                  <FieldInput
                    formId={formId}
                    field={field}
                    value={answers[field.id]}
                    error={errors[field.id]}
                    family={family}
                    currency={currency}
                    onChange={(value) => change(field.id, value)}
                  />
                </div>
              ))}
            {priced && (
              <>
                {pricing && pricing.discountCodes.length > 0 && (
                  <Field.Root invalid={Boolean(errors[CODE_FIELD])} maxW="xs">
                    <Field.Label>Discount code</Field.Label>
                    <Input
                      value={code}
                      maxLength={30}
                      autoCapitalize="characters"
                      onChange={(event) => {
                        setCode(event.target.value);
                        setErrors(({ [CODE_FIELD]: _checked, ...rest }) => rest);
                      }}
                    />
                    {errors[CODE_FIELD] && <Field.ErrorText>{errors[CODE_FIELD]}</Field.ErrorText>}
                  </Field.Root>
                )}
                {shownQuote && (
                  <PriceSummary
                    quote={shownQuote}
                    currency={currency}
                    siblingNote={
                      pricing && pricing.siblingDiscountCents > 0
                        ? `${formatCents(pricing.siblingDiscountCents, pricing.currency)} off each further child you register on this form: taken off when you send.`
                        : null
                    }
                  />
                )}
              </>
            )}
            <FormAlert status="error" message={submit.isError ? errorMessage(submit.error, 'Your answers were not sent. Please try again.') : null} />
            <Button type="submit" colorPalette="teal" alignSelf="flex-start" loading={submit.isPending}>
              {shownQuote && shownQuote.dueNowCents > 0 ? 'Send and pay' : 'Send'}
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
              {row.status === 'pending-payment' && <TextLink href={`/form/payment/${formId}/${row.id}`}>Pay now</TextLink>}
              {row.status === 'balance-due' && <TextLink href={`/pay-balance/${formId}/${row.id}`}>Pay the balance</TextLink>}
              <Text fontSize="sm" color="fg.muted">
                {formatDay(row.createdAt)}
              </Text>
            </Flex>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
