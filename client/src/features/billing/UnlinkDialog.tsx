import { Text } from '@chakra-ui/react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { notify } from '../../components/ToasterHost.tsx';
import { trpc } from '../../lib/trpc.ts';
import { BILLING_UI } from '../../../../shared/billing/billing.ts';
import { BILLING_MESSAGES } from '../../../../shared/billing/messages.ts';

/** Unlink payment account (max width 340): clears the three Stripe fields of the user. */
export function UnlinkDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const utils = trpc.useUtils();
  const unlink = trpc.billing.unlinkStripeAccount.useMutation({
    onSuccess: async () => {
      void notify({ type: 'success', title: BILLING_MESSAGES.unlinked });
      await Promise.all([utils.billing.overview.invalidate(), utils.billing.getAccount.invalidate()]);
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      title="Unlink payment account"
      testId="unlink-dialog"
      contentProps={{ maxW: `${BILLING_UI.unlinkDialogMaxWidthPx}px` }}
      cancelLabel="Keep it"
      confirmLabel="Unlink"
      pending={unlink.isPending}
      onConfirm={() => unlink.mutate()}
      // The spec's words for this failure, whatever the server said.
      error={unlink.isError ? BILLING_MESSAGES.unlinkFailed : null}
    >
      <Text>Payments for your events and invoices stop until you link a Stripe account again.</Text>
    </ConfirmDialog>
  );
}
