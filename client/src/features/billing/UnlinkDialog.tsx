import { Button, Text } from '@chakra-ui/react';
import { AppDialog } from '../../components/AppDialog.tsx';
import { notify } from '../../components/ToasterHost.tsx';
import { trpc } from '../../lib/trpc.ts';
import { BILLING_UI } from '../../../../shared/billing.ts';
import { BILLING_MESSAGES } from '../../../../shared/messages.ts';

/** Unlink payment account (max width 340): clears the three Stripe fields of the user. */
export function UnlinkDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const utils = trpc.useUtils();
  const unlink = trpc.billing.unlinkStripeAccount.useMutation({
    onSuccess: async () => {
      void notify({ type: 'success', title: BILLING_MESSAGES.unlinked });
      await Promise.all([utils.billing.overview.invalidate(), utils.billing.getAccount.invalidate()]);
      onClose();
    },
    onError: () => void notify({ type: 'error', title: BILLING_MESSAGES.unlinkFailed }),
  });
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      title="Unlink payment account"
      testId="unlink-dialog"
      contentProps={{ maxW: `${BILLING_UI.unlinkDialogMaxWidthPx}px` }}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Keep it
          </Button>
          <Button colorPalette="red" loading={unlink.isPending} onClick={() => unlink.mutate()}>
            Unlink
          </Button>
        </>
      }
    >
      <Text>Payments for your events and invoices stop until you link a Stripe account again.</Text>
    </AppDialog>
  );
}
