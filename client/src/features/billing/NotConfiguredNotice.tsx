import { Alert } from '@chakra-ui/react';
import { BILLING_MESSAGES } from '../../../../shared/billing/messages.ts';

/** Shown wherever a payment feature would be, when the server has no Stripe key. */
export function NotConfiguredNotice() {
  return (
    <Alert.Root status="info" data-testid="payments-not-configured">
      <Alert.Indicator />
      <Alert.Title>{BILLING_MESSAGES.notConfigured}</Alert.Title>
    </Alert.Root>
  );
}
