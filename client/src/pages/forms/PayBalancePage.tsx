import { Badge, Box, Button, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'wouter';
import { FormAlert, PageError, PageLoading } from '../../components/PageStates.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { errorMessage, namesNothing } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { PaymentHistory } from '../../features/forms/PaymentHistory.tsx';
import { formatCents } from '../../../../shared/billing/billing.ts';
import { installmentLabel, MoneyTotals } from '../../features/forms/MoneyTotals.tsx';
import { FORM_MESSAGES } from '../../../../shared/forms/messages.ts';
import { formatCalendarDay } from '../../lib/dates.ts';

/** pay-balance/{id}/{submissionId}: a payment plan's parts, each paid through Checkout as an invoice. */
export default function PayBalancePage() {
  const { id = '', submissionId = '' } = useParams<{ id: string; submissionId: string }>();
  const money = trpc.forms.money.useQuery({ formId: id, submissionId }, { retry: false });
  const pay = trpc.billing.payInvoice.useMutation({ onSuccess: ({ url }) => window.location.assign(url) });
  const payRest = trpc.forms.pay.useMutation({ onSuccess: ({ url }) => window.location.assign(url) });
  if (money.isPending) return <PageLoading />;
  if (money.isError)
    return (
      <PageError
        message={namesNothing(money.error) ? FORM_MESSAGES.notFound : FORM_MESSAGES.balanceLoadFailed}
        onRetry={namesNothing(money.error) ? undefined : () => void money.refetch()}
      />
    );
  const data = money.data;
  const money$ = (cents: number) => formatCents(cents, data.currency);
  // The whole remaining balance in one Checkout, for the registrant of a completed, live registration.
  const restPayable = !data.viewerManages && data.balanceCents > 0 && ['balance-due', 'waitlisted'].includes(data.status);
  return (
    <Container maxW="xl" py="8">
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Pay your balance
          </Heading>
          <Text color="fg.muted">
            {data.formTitle}: {data.participantName}
          </Text>
        </Stack>
        <Box data-testid="balance-totals">
          <MoneyTotals data={data} />
        </Box>
        {data.status === 'pending-payment' && <TextLink href={`/form/payment/${id}/${submissionId}`}>Pay the deposit first</TextLink>}
        {data.balanceCents === 0 && !['pending-payment', 'refunded', 'cancelled'].includes(data.status) && (
          <FormAlert status="success" message={FORM_MESSAGES.balancePaid} />
        )}
        {restPayable && (
          <Stack gap="1" align="flex-start">
            <Button
              colorPalette="teal"
              loading={payRest.isPending}
              disabled={pay.isPending}
              onClick={() => payRest.mutate({ formId: id, submissionId, amount: 'rest' })}
            >
              {FORM_MESSAGES.payTheRest(money$(data.balanceCents))}
            </Button>
            <Text fontSize="sm" color="fg.muted">
              {FORM_MESSAGES.payTheRestHelp}
            </Text>
          </Stack>
        )}
        <Stack as="section" aria-label="Payment plan" gap="2">
          {data.invoices.map((invoice) => (
            <Flex key={invoice.id} gap="3" align="center" wrap="wrap" borderWidth="1px" borderRadius="md" p="3" data-testid="balance-part">
              <Box flex="1" minW="10rem">
                <Text fontWeight="medium">{money$(invoice.totalCents)}</Text>
                <Text fontSize="sm" color="fg.muted">
                  Due {formatCalendarDay(invoice.dueDate)}
                </Text>
              </Box>
              {invoice.status === 'open' && !data.viewerManages ? (
                <Button
                  size="sm"
                  colorPalette="teal"
                  loading={pay.isPending && pay.variables?.invoiceId === invoice.id}
                  disabled={payRest.isPending}
                  onClick={() => pay.mutate({ invoiceId: invoice.id })}
                >
                  Pay {money$(invoice.totalCents)}
                </Button>
              ) : (
                <Badge colorPalette={invoice.status === 'open' ? 'orange' : invoice.status === 'cancelled' ? 'gray' : 'green'}>
                  {installmentLabel(invoice.status)}
                </Badge>
              )}
            </Flex>
          ))}
        </Stack>
        <FormAlert status="error" message={pay.isError ? errorMessage(pay.error, FORM_MESSAGES.paymentStartFailed) : null} />
        <FormAlert status="error" message={payRest.isError ? errorMessage(payRest.error, FORM_MESSAGES.paymentStartFailed) : null} />
        <PaymentHistory history={data.history} refunds={data.refunds} currency={data.currency} />
      </Stack>
    </Container>
  );
}
