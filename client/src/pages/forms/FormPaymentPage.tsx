import { Alert, Button, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useParams, useSearch } from 'wouter';
import { FormAlert, PageError, PageLoading } from '../../components/PageStates.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { errorMessage, namesNothing } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { PriceSummary } from '../../features/forms/PriceSummary.tsx';
import { formatCents } from '../../../../shared/billing/billing.ts';
import { FORM_MESSAGES } from '../../../../shared/forms/messages.ts';

/**
 * form/payment/{id}/{submissionId}: pay what a registration asks now through Checkout. Back from
 * Stripe, the page waits for the webhook to confirm the payment, then says what happened.
 */
export default function FormPaymentPage() {
  const { id = '', submissionId = '' } = useParams<{ id: string; submissionId: string }>();
  const returned = new URLSearchParams(useSearch()).get('payment') === 'success';
  const money = trpc.forms.money.useQuery(
    { formId: id, submissionId },
    { retry: false, refetchInterval: (query) => (returned && query.state.data?.status === 'pending-payment' ? 2000 : false) },
  );
  const pay = trpc.forms.pay.useMutation({ onSuccess: ({ url }) => window.location.assign(url) });
  if (money.isPending) return <PageLoading />;
  if (money.isError)
    return (
      <PageError
        message={namesNothing(money.error) ? FORM_MESSAGES.notFound : FORM_MESSAGES.paymentLoadFailed}
        onRetry={namesNothing(money.error) ? undefined : () => void money.refetch()}
      />
    );
  const data = money.data;
  const pending = data.status === 'pending-payment';
  // Under a payment plan the deposit is due now; paying everything at once is offered beside it.
  const planned = data.balanceCents > data.dueNowCents;
  return (
    <Container maxW="xl" py="8">
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {pending ? 'Pay for your registration' : data.formTitle}
          </Heading>
          <Text color="fg.muted">
            {data.formTitle}: {data.participantName}
          </Text>
        </Stack>
        {pending && returned && (
          <Alert.Root status="info" role="status">
            <Alert.Indicator />
            <Alert.Title>{FORM_MESSAGES.paymentPending}</Alert.Title>
          </Alert.Root>
        )}
        {!pending && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>
              {data.status === 'waitlisted' ? `${data.participantName} is on the waitlist: the organiser has your payment.` : FORM_MESSAGES.paymentReceived}
            </Alert.Title>
          </Alert.Root>
        )}
        {data.quote && <PriceSummary quote={data.quote} currency={data.currency} />}
        {pending && !returned && (
          <>
            <Flex gap="3" wrap="wrap" data-testid="pay-choices">
              <Button
                colorPalette="teal"
                loading={pay.isPending && pay.variables?.amount !== 'rest'}
                disabled={pay.isPending}
                onClick={() => pay.mutate({ formId: id, submissionId, amount: 'due-now' })}
              >
                Pay {formatCents(data.dueNowCents, data.currency)}
              </Button>
              {planned && (
                <Button
                  colorPalette="teal"
                  variant="outline"
                  loading={pay.isPending && pay.variables?.amount === 'rest'}
                  disabled={pay.isPending}
                  onClick={() => pay.mutate({ formId: id, submissionId, amount: 'rest' })}
                >
                  {FORM_MESSAGES.payInFull(formatCents(data.balanceCents, data.currency))}
                </Button>
              )}
            </Flex>
            {planned && (
              <Text fontSize="sm" color="fg.muted">
                {FORM_MESSAGES.payInFullHelp}
              </Text>
            )}
            <Text fontSize="sm" color="fg.muted">
              You pay on Stripe’s secure page and come back to your registration.
            </Text>
          </>
        )}
        <FormAlert status="error" message={pay.isError ? errorMessage(pay.error, FORM_MESSAGES.paymentStartFailed) : null} />
        {!pending && data.balanceCents > 0 && (
          <TextLink href={`/pay-balance/${id}/${submissionId}`}>Balance left: {formatCents(data.balanceCents, data.currency)}. See the payment plan</TextLink>
        )}
        <TextLink href={`/form/${id}/${submissionId}`}>See your answers</TextLink>
      </Stack>
    </Container>
  );
}
