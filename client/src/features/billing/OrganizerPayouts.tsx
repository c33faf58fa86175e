import { Badge, Button, Card, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { notify } from '../../components/ToasterHost.tsx';
import { trpc } from '../../lib/trpc.ts';
import { CURRENT_PLATFORM, DEFAULT_CONNECT_COUNTRY, type BillingEnvironment } from '../../../../shared/billing/billing.ts';
import { BILLING_MESSAGES } from '../../../../shared/billing/messages.ts';
import { ConnectDialog } from './ConnectDialog.tsx';
import { PAYOUTS_SECTION_ID } from './QuickActions.tsx';
import { UnlinkDialog } from './UnlinkDialog.tsx';

/** Stripe's requirement keys read as words: "external_account" -> "external account". */
const requirementText = (key: string) => key.replace(/[._]/g, ' ');

function AccountCard({ environment, onUnlink }: { environment: BillingEnvironment; onUnlink: () => void }) {
  // Fresh from Stripe: the stored state may lag behind an onboarding just finished.
  const account = trpc.billing.getAccount.useQuery();
  const resume = trpc.billing.linkOrCreateStripeAccount.useMutation({
    onSuccess: ({ url }) => window.location.assign(url),
    onError: () => void notify({ type: 'error', title: BILLING_MESSAGES.connectFailed }),
  });
  if (account.isPending) return <Skeleton height="120px" borderRadius="md" />;
  if (account.isError)
    return (
      <Text color="fg.error">
        {BILLING_MESSAGES.loadFailed}{' '}
        <Button size="xs" variant="outline" onClick={() => void account.refetch()}>
          Try again
        </Button>
      </Text>
    );
  const data = account.data;
  const active = data.state === 'active';
  return (
    <Card.Root data-testid="payout-account">
      <Card.Body gap="2">
        <Flex gap="2" align="center">
          <Text fontWeight="semibold">Stripe account {data.stripeId}</Text>
          <Badge colorPalette={active ? 'green' : 'orange'}>{active ? 'Active' : 'Incomplete'}</Badge>
        </Flex>
        {!active && data.currentlyDue.length > 0 && (
          <Stack gap="1">
            <Text fontSize="sm">Stripe still needs:</Text>
            <Stack as="ul" gap="0" fontSize="sm" ps="5" listStyleType="disc">
              {data.currentlyDue.map((key) => (
                <li key={key}>{requirementText(key)}</li>
              ))}
            </Stack>
          </Stack>
        )}
      </Card.Body>
      <Card.Footer gap="2">
        {!active && (
          <Button
            colorPalette="teal"
            loading={resume.isPending}
            onClick={() => resume.mutate({ type: 'new', country: DEFAULT_CONNECT_COUNTRY, platform: CURRENT_PLATFORM, environment })}
          >
            Finish setup
          </Button>
        )}
        <Button variant="outline" colorPalette="red" onClick={onUnlink}>
          Unlink
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

/** Organizer Payouts: the connected-account card, or a button to start Stripe setup. */
export function OrganizerPayouts({ linked, environment }: { linked: boolean; environment: BillingEnvironment }) {
  const [dialog, setDialog] = useState<'connect' | 'unlink' | null>(null);
  return (
    <Stack gap="2" id={PAYOUTS_SECTION_ID}>
      <Heading as="h3" size="md">
        Organizer Payouts
      </Heading>
      {linked ? (
        <AccountCard environment={environment} onUnlink={() => setDialog('unlink')} />
      ) : (
        <Stack gap="2" align="flex-start">
          <Text color="fg.muted">Link a Stripe account to get paid for your events and invoices.</Text>
          <Button colorPalette="teal" onClick={() => setDialog('connect')}>
            Set up payouts with Stripe
          </Button>
        </Stack>
      )}
      <ConnectDialog open={dialog === 'connect'} onClose={() => setDialog(null)} environment={environment} />
      <UnlinkDialog open={dialog === 'unlink'} onClose={() => setDialog(null)} />
    </Stack>
  );
}
