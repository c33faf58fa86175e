import { Alert, Button, Container, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { safeParse } from 'zod/mini';
import { PageError, PageLoading } from '../components/PageStates.tsx';
import { trpc } from '../lib/trpc.ts';
import { NotConfiguredNotice } from '../features/billing/NotConfiguredNotice.tsx';
import { isNotConfigured } from '../features/billing/use-billing.ts';
import { BILLING_MESSAGES } from '../../../shared/billing/messages.ts';
import { BILLING_UI, formatCents } from '../../../shared/billing/billing.ts';
import { checkoutSessionInput } from '../../../shared/billing/schemas.ts';

/**
 * Where Checkout returns after a payment, with Stripe's session id. The congratulation shows only
 * once the server confirms that session as a paid payment of this user's (from our webhook
 * record, or from Stripe when the webhook has not arrived yet); anyone else opening the page,
 * or opening it without a session, is told the payment could not be confirmed.
 */
export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const wellFormed = safeParse(checkoutSessionInput, { sessionId }).success;
  const confirmation = trpc.billing.confirmCheckout.useQuery(
    { sessionId },
    { enabled: wellFormed, retry: (count, error) => !isNotConfigured(error) && count < 2 },
  );
  const paid = confirmation.data?.status === 'paid';
  const utils = trpc.useUtils();
  useEffect(() => {
    if (!paid) return;
    // The webhook that marks the invoice paid may land a moment after the browser does.
    const timer = window.setTimeout(() => void utils.billing.invalidate(), BILLING_UI.reloadAfterPaymentMs);
    return () => window.clearTimeout(timer);
  }, [paid, utils]);

  if (wellFormed && confirmation.isPending) return <PageLoading label={BILLING_MESSAGES.confirmingPayment} />;
  if (confirmation.isError) {
    return (
      <Container maxW="lg" py="10">
        {isNotConfigured(confirmation.error) ? (
          <NotConfiguredNotice />
        ) : (
          <PageError message={BILLING_MESSAGES.paymentCheckFailed} onRetry={() => void confirmation.refetch()} />
        )}
      </Container>
    );
  }
  const data = confirmation.data;
  return (
    <Container maxW="lg" py="10">
      <Stack gap="4" data-testid="payment-confirmation">
        {data?.status === 'paid' ? (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{BILLING_MESSAGES.paymentSuccessful}</Alert.Title>
              <Alert.Description>
                {data.description}: {formatCents(data.amountCents, data.currency)}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <Alert.Root status="warning" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{BILLING_MESSAGES.paymentNotConfirmed}</Alert.Title>
              <Alert.Description>
                <Text>{data?.status === 'unpaid' ? BILLING_MESSAGES.paymentUnpaidHelp : BILLING_MESSAGES.paymentNotFoundHelp}</Text>
              </Alert.Description>
            </Alert.Content>
            {data?.status === 'unpaid' && (
              <Button size="sm" variant="outline" loading={confirmation.isFetching} onClick={() => void confirmation.refetch()}>
                Check again
              </Button>
            )}
          </Alert.Root>
        )}
        <Links invoiceId={data?.status === 'paid' ? data.invoiceId : null} />
      </Stack>
    </Container>
  );
}

function Links({ invoiceId }: { invoiceId: string | null }) {
  const [, navigate] = useLocation();
  return (
    <Stack direction="row" gap="2">
      <Button colorPalette="teal" onClick={() => navigate(invoiceId ? `/invoices?invoice=${invoiceId}` : '/invoices')}>
        View Invoices
      </Button>
      <Button variant="outline" onClick={() => navigate('/transactions')}>
        Transaction History
      </Button>
    </Stack>
  );
}
