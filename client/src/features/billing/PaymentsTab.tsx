import { Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'wouter';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../components/ToasterHost.tsx';
import { PageError, PageLoading } from '../../components/PageStates.tsx';
import { trpc } from '../../lib/trpc.ts';
import { BILLING_UI } from '../../../../shared/billing/billing.ts';
import { BILLING_MESSAGES } from '../../../../shared/billing/messages.ts';
import { ActivePlans } from './ActivePlans.tsx';
import { redirectNotice, REDIRECT_PARAMS } from './billing-text.ts';
import { NotConfiguredNotice } from './NotConfiguredNotice.tsx';
import { OrganizerPayouts } from './OrganizerPayouts.tsx';
import { QuickActions } from './QuickActions.tsx';
import { isNotConfigured, useBillingOverview } from './use-billing.ts';

/**
 * Reads what Stripe sent the user back with (spec section 2): an OAuth code to link, an OAuth
 * error, or a payment result; shows the message and strips the parameters so that a reload does
 * not repeat them. Returns whether an authorization code is still being processed.
 */
function useStripeRedirect(): boolean {
  const [params, setParams] = useSearchParams();
  const utils = trpc.useUtils();
  const connect = trpc.billing.connectOAuth.useMutation();
  const handled = useRef(false);
  const code = params.get('code');

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const strip = () =>
      setParams(
        (p) => {
          for (const key of REDIRECT_PARAMS) p.delete(key);
          return p;
        },
        { replace: true },
      );
    if (code) {
      connect.mutate(
        { code },
        {
          onSuccess: () => void notify({ type: 'success', title: BILLING_MESSAGES.linked }),
          onError: (error) => void notify({ type: 'error', title: errorMessage(error, BILLING_MESSAGES.linkFromCodeFailed) }),
          onSettled: () => {
            strip();
            void utils.billing.invalidate();
          },
        },
      );
      return;
    }
    const notice = redirectNotice(params);
    if (!notice) return;
    void notify({ type: notice.status, title: notice.message });
    strip();
    // The subscription arrives by webhook a moment later; the reload shows it (spec section 4).
    if (notice.reload) window.setTimeout(() => window.location.reload(), BILLING_UI.reloadAfterPaymentMs);
  }, [code, connect, params, setParams, utils]);

  return Boolean(code) && !connect.isSuccess && !connect.isError;
}

/** Subscriptions & Payouts: quick actions, the two plan cards and the organizer's payouts. */
export function PaymentsTab() {
  const processingCode = useStripeRedirect();
  const overview = useBillingOverview();
  if (processingCode) return <PageLoading label="Linking your Stripe account..." />;
  return (
    <Stack gap="6" py="4" data-testid="payments-tab">
      <Stack gap="1">
        <Heading as="h2" size="lg">
          Billing and Subscriptions
        </Heading>
        {/* The billing portal is named only where there is one: without Stripe there is none. */}
        {!(overview.isError && isNotConfigured(overview.error)) && (
          <Text color="fg.muted" fontSize="sm">
            Need help? Your plans renew automatically; manage or cancel them in the billing portal. {BILLING_MESSAGES.propagationNote}
          </Text>
        )}
      </Stack>
      {overview.isError && isNotConfigured(overview.error) ? (
        <NotConfiguredNotice />
      ) : overview.isError ? (
        <PageError message={BILLING_MESSAGES.loadFailed} onRetry={() => void overview.refetch()} />
      ) : (
        <>
          <QuickActions />
          <ActivePlans plans={overview.data?.plans} />
          {overview.data && <OrganizerPayouts linked={overview.data.account.state !== 'not-linked'} environment={overview.data.environment} />}
        </>
      )}
    </Stack>
  );
}
