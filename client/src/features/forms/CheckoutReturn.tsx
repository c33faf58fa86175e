import { Alert, Button } from '@chakra-ui/react';
import { useEffect } from 'react';
import { safeParse } from 'zod/mini';
import { FormAlert } from '../../components/PageStates.tsx';
import { trpc } from '../../lib/trpc.ts';
import { formatCents } from '../../../../shared/billing/billing.ts';
import { FORM_MESSAGES } from '../../../../shared/forms/messages.ts';
import { formCheckoutStateInput } from '../../../../shared/forms/schemas.ts';

/** How often the page asks again while the webhook is on its way (pg-boss polls every 2 s). */
const CONFIRM_POLL_MS = 2_000;

/**
 * A registration reached back from Checkout (?payment=success&session_id=…): says the payment is
 * being confirmed until the ledger has it, then says so and refreshes the money shown beside it.
 * The webhook may arrive after the browser does, so the balance is only trusted once confirmed.
 */
export function CheckoutReturn({ formId, submissionId, sessionId }: { formId: string; submissionId: string; sessionId: string }) {
  const utils = trpc.useUtils();
  const input = { formId, submissionId, sessionId };
  const wellFormed = safeParse(formCheckoutStateInput, input).success;
  const checkout = trpc.forms.checkoutState.useQuery(input, {
    enabled: wellFormed,
    retry: false,
    refetchInterval: (query) => (query.state.data?.state === 'confirming' ? CONFIRM_POLL_MS : false),
  });
  const confirmed = checkout.data?.state === 'confirmed';
  useEffect(() => {
    if (!confirmed) return;
    void Promise.all([
      utils.forms.money.invalidate({ formId, submissionId }),
      utils.forms.submission.invalidate({ formId, submissionId }),
      utils.forms.toFill.invalidate({ formId }),
    ]);
  }, [confirmed, utils, formId, submissionId]);

  if (!wellFormed || checkout.isError) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title flex="1">{checkout.isError ? checkout.error.message : FORM_MESSAGES.paymentNotFound}</Alert.Title>
        {checkout.isError && (
          <Button size="sm" variant="outline" onClick={() => void checkout.refetch()}>
            Try again
          </Button>
        )}
      </Alert.Root>
    );
  }
  if (checkout.isPending || checkout.data.state === 'confirming') return <FormAlert status="info" message={FORM_MESSAGES.paymentPending} />;
  if (checkout.data.state === 'closed') return <FormAlert status="error" message={FORM_MESSAGES.paymentNotCompleted} />;
  return (
    <Alert.Root status="success" role="status" data-testid="payment-confirmed">
      <Alert.Indicator />
      <Alert.Title>{FORM_MESSAGES.paymentConfirmed(formatCents(checkout.data.amountCents, checkout.data.currency))}</Alert.Title>
    </Alert.Root>
  );
}
