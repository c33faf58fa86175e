import { Button, Container, Flex, Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { notify } from '../components/ToasterHost.tsx';
import { PageError, PageLoading } from '../components/PageStates.tsx';
import { errorMessage } from '../lib/errors.ts';
import { trpc } from '../lib/trpc.ts';
import { CreateInvoiceDialog } from '../features/billing/CreateInvoiceDialog.tsx';
import { InvoiceList } from '../features/billing/InvoiceList.tsx';
import { NotConfiguredNotice } from '../features/billing/NotConfiguredNotice.tsx';
import { isNotConfigured, useBillingOverview } from '../features/billing/use-billing.ts';
import { BILLING_MESSAGES } from '../../../shared/billing/messages.ts';
import { SelectInput } from '../components/SelectField.tsx';

type SentFilter = 'all' | 'open' | 'paid';

/** Invoices to pay, and for organizers the ones they sent (paid and open). */
export default function InvoicesPage() {
  const [params] = useSearchParams();
  const invoices = trpc.billing.invoices.useQuery(undefined, { retry: (count, error) => !isNotConfigured(error) && count < 2 });
  const overview = useBillingOverview();
  const [creating, setCreating] = useState(false);
  const [filter, setFilter] = useState<SentFilter>('all');
  const pay = trpc.billing.payInvoice.useMutation({
    // Stripe's hosted Checkout page; it returns to payment-success.
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => void notify({ type: 'error', title: errorMessage(error, BILLING_MESSAGES.loadFailed) }),
  });
  if (invoices.isPending) return <PageLoading />;
  if (invoices.isError)
    return (
      <Container maxW="4xl" py="6">
        <Stack gap="4">
          <Heading as="h1" size="2xl">
            Invoices
          </Heading>
          {isNotConfigured(invoices.error) ? (
            <NotConfiguredNotice />
          ) : (
            <PageError message={BILLING_MESSAGES.loadFailed} onRetry={() => void invoices.refetch()} />
          )}
        </Stack>
      </Container>
    );
  const organizer = overview.data?.account.state === 'active';
  const sent = invoices.data.sent.filter((invoice) => filter === 'all' || (filter === 'paid' ? invoice.status !== 'open' : invoice.status === 'open'));
  return (
    <Container maxW="4xl" py="6">
      <Stack gap="8">
        <Stack gap="3">
          <Heading as="h1" size="2xl">
            Invoices
          </Heading>
          <InvoiceList
            invoices={invoices.data.received}
            side="received"
            highlight={params.get('invoice')}
            onPay={(invoiceId) => pay.mutate({ invoiceId })}
            payingId={pay.isPending ? (pay.variables?.invoiceId ?? null) : null}
            empty="No invoices for you yet."
          />
        </Stack>
        {(organizer || invoices.data.sent.length > 0) && (
          <Stack gap="3">
            <Flex justify="space-between" align="center" gap="2" wrap="wrap">
              <Heading as="h2" size="lg">
                Invoices you sent
              </Heading>
              <Flex gap="2">
                <SelectInput
                  size="sm"
                  width="140px"
                  aria-label="Show"
                  value={filter}
                  onChange={setFilter}
                  options={{ all: 'All', open: 'Open', paid: 'Paid' }}
                />
                {organizer && (
                  <Button size="sm" colorPalette="teal" onClick={() => setCreating(true)}>
                    New invoice
                  </Button>
                )}
              </Flex>
            </Flex>
            <InvoiceList invoices={sent} side="sent" highlight={params.get('invoice')} empty="No invoices here." />
          </Stack>
        )}
      </Stack>
      <CreateInvoiceDialog open={creating} onClose={() => setCreating(false)} />
    </Container>
  );
}
