import { Alert, Button, Container, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { BILLING_MESSAGES } from '../../../shared/messages.ts';
import { BILLING_UI } from '../../../shared/billing.ts';
import { trpc } from '../lib/trpc.ts';

/**
 * Where Checkout returns after a payment. The webhook that marks it paid may land a moment after
 * the browser does, so the invoice list is refreshed once the reload delay has passed.
 */
export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const invoice = params.get('invoice');
  useEffect(() => {
    const timer = window.setTimeout(() => void utils.billing.invalidate(), BILLING_UI.reloadAfterPaymentMs);
    return () => window.clearTimeout(timer);
  }, [utils]);
  return (
    <Container maxW="lg" py="10">
      <Stack gap="4">
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{BILLING_MESSAGES.paymentSuccessful}</Alert.Title>
        </Alert.Root>
        <Stack direction="row" gap="2">
          <Button colorPalette="teal" onClick={() => navigate(invoice ? `/invoices?invoice=${invoice}` : '/invoices')}>
            View Invoices
          </Button>
          <Button variant="outline" onClick={() => navigate('/transactions')}>
            Transaction History
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
