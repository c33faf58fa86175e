import { Button, Flex, Heading, Stack } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import { notify } from '../../components/ToasterHost.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { CURRENT_PLATFORM } from '../../../../shared/billing/billing.ts';
import { BILLING_MESSAGES } from '../../../../shared/billing/messages.ts';
import { openInNewWindow } from './use-billing.ts';

export const PAYOUTS_SECTION_ID = 'organizer-payouts';

export function QuickActions() {
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const openPortal = () =>
    openInNewWindow(() => utils.billing.portalLink.fetch()).catch((error: unknown) =>
      notify({ type: 'error', title: errorMessage(error, BILLING_MESSAGES.loadFailed) }),
    );
  return (
    <Stack gap="2">
      <Heading as="h3" size="md">
        Quick Actions
      </Heading>
      <Flex gap="2" wrap="wrap">
        <Button variant="outline" onClick={() => navigate('/invoices')}>
          View Invoices
        </Button>
        <Button variant="outline" onClick={() => void openPortal()}>
          Billing Portal
        </Button>
        <Button variant="outline" onClick={() => document.getElementById(PAYOUTS_SECTION_ID)?.scrollIntoView({ behavior: 'smooth' })}>
          Organizer Payouts
        </Button>
        {CURRENT_PLATFORM !== 'meh' && (
          <Button variant="outline" onClick={() => navigate('/transactions')}>
            Transaction History
          </Button>
        )}
      </Flex>
    </Stack>
  );
}
