import { Text } from '@chakra-ui/react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { BILLING_MESSAGES } from '../../../../shared/billing/messages.ts';

/** The plan-change confirmation: 'Cancel subscription?' or 'Change Plan to {label}?'. */
export function PlanChangeDialog({
  target,
  onConfirm,
  onClose,
  busy,
  error,
}: {
  target: { label: string; free: boolean } | null;
  onConfirm: () => void;
  onClose: () => void;
  busy: boolean;
  error: unknown;
}) {
  return (
    <ConfirmDialog
      open={target !== null}
      onClose={onClose}
      role="alertdialog"
      testId="plan-change-dialog"
      title={target?.free ? BILLING_MESSAGES.cancelTitle : BILLING_MESSAGES.changeTitle(target?.label ?? '')}
      cancelLabel="Back"
      confirmLabel="Confirm"
      confirmColor={target?.free ? 'red' : 'teal'}
      pending={busy}
      onConfirm={onConfirm}
      error={error}
      failure={BILLING_MESSAGES.loadFailed}
    >
      <Text>{BILLING_MESSAGES.propagationNote}</Text>
    </ConfirmDialog>
  );
}
