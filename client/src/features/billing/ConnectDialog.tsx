import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AppDialog } from '../../components/AppDialog.tsx';
import { notify } from '../../components/ToasterHost.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { trpc } from '../../lib/trpc.ts';
import {
  BILLING_UI,
  CONNECT_COUNTRIES,
  CURRENT_PLATFORM,
  DEFAULT_CONNECT_COUNTRY,
  type BillingEnvironment,
  type ConnectCountryCode,
} from '../../../../shared/billing/billing.ts';
import { BILLING_MESSAGES } from '../../../../shared/billing/messages.ts';

const COUNTRY_OPTIONS = CONNECT_COUNTRIES.map((c) => ({ value: c.code, label: c.name }));

/** Connect to Stripe (550 x 500): home country, then a new Express account or an existing one. */
export function ConnectDialog({ open, onClose, environment }: { open: boolean; onClose: () => void; environment: BillingEnvironment }) {
  const [country, setCountry] = useState<ConnectCountryCode>(DEFAULT_CONNECT_COUNTRY);
  const link = trpc.billing.linkOrCreateStripeAccount.useMutation({
    // Stripe's onboarding or OAuth page: leave the app for it.
    onSuccess: ({ url }) => window.location.assign(url),
    onError: () => void notify({ type: 'error', title: BILLING_MESSAGES.connectFailed }),
  });
  const start = (type: 'new' | 'link') =>
    link.mutate({ type, country, platform: CURRENT_PLATFORM, environment, useLocalhost: window.location.hostname === 'localhost' });
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="Connect to Stripe"
      testId="connect-dialog"
      contentProps={{ width: `${BILLING_UI.connectDialog.widthPx}px`, minHeight: `${BILLING_UI.connectDialog.heightPx}px` }}
    >
      <Stack gap="5">
        <Text>
          Organizers receive event and invoice payments in their own Stripe account. Choose the country you live in, then create an account or link one you
          already have.
        </Text>
        <SelectField
          label="Home country"
          value={country}
          onChange={(value) => setCountry((value || DEFAULT_CONNECT_COUNTRY) as ConnectCountryCode)}
          options={COUNTRY_OPTIONS}
          placeholder="Choose a country"
        />
        <Stack gap="3">
          <Button colorPalette="teal" loading={link.isPending && link.variables?.type === 'new'} disabled={link.isPending} onClick={() => start('new')}>
            Create Stripe Account
          </Button>
          <Button variant="outline" loading={link.isPending && link.variables?.type === 'link'} disabled={link.isPending} onClick={() => start('link')}>
            Link Existing Stripe Account
          </Button>
        </Stack>
      </Stack>
    </AppDialog>
  );
}
