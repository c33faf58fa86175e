import { Container, Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { PageError, PageLoading } from '../components/PageStates.tsx';
import { trpc } from '../lib/trpc.ts';
import type { PaymentRow } from '../features/billing/billing-types.ts';
import { NotConfiguredNotice } from '../features/billing/NotConfiguredNotice.tsx';
import { RefundDialog } from '../features/billing/RefundDialog.tsx';
import { PaymentsTable, PayoutsTable } from '../features/billing/TransactionTables.tsx';
import { isNotConfigured } from '../features/billing/use-billing.ts';
import { BILLING_MESSAGES } from '../../../shared/billing/messages.ts';

/** Transaction History: the user's payments and, for organizers, their payouts. */
export default function TransactionsPage() {
  const transactions = trpc.billing.transactions.useQuery(undefined, { retry: (count, error) => !isNotConfigured(error) && count < 2 });
  const [refunding, setRefunding] = useState<PaymentRow | null>(null);
  if (transactions.isPending) return <PageLoading />;
  return (
    <Container maxW="5xl" py="6">
      <Stack gap="8">
        <Heading as="h1" size="2xl">
          Transaction History
        </Heading>
        {transactions.isError ? (
          isNotConfigured(transactions.error) ? (
            <NotConfiguredNotice />
          ) : (
            <PageError message={BILLING_MESSAGES.loadFailed} onRetry={() => void transactions.refetch()} />
          )
        ) : (
          <>
            <Stack gap="3">
              <Heading as="h2" size="lg">
                Payments
              </Heading>
              <PaymentsTable payments={transactions.data.payments} onRefund={setRefunding} />
            </Stack>
            {transactions.data.payouts && (
              <Stack gap="3">
                <Heading as="h2" size="lg">
                  Payouts
                </Heading>
                <PayoutsTable payouts={transactions.data.payouts} />
              </Stack>
            )}
          </>
        )}
      </Stack>
      <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />
    </Container>
  );
}
