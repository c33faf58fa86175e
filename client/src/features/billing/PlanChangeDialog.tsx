import { Button, Text } from '@chakra-ui/react';
import { AppDialog } from '../../components/AppDialog.tsx';
import { BILLING_MESSAGES } from '../../../../shared/messages.ts';

/** The plan-change confirmation: 'Cancel subscription?' or 'Change Plan to {label}?'. */
export function PlanChangeDialog({
  target,
  onConfirm,
  onClose,
  busy,
}: {
  target: { label: string; free: boolean } | null;
  onConfirm: () => void;
  onClose: () => void;
  busy: boolean;
}) {
  return (
    <AppDialog
      open={target !== null}
      onClose={onClose}
      role="alertdialog"
      testId="plan-change-dialog"
      title={target?.free ? BILLING_MESSAGES.cancelTitle : BILLING_MESSAGES.changeTitle(target?.label ?? '')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Back
          </Button>
          <Button colorPalette={target?.free ? 'red' : 'teal'} loading={busy} onClick={onConfirm}>
            Confirm
          </Button>
        </>
      }
    >
      <Text>{BILLING_MESSAGES.propagationNote}</Text>
    </AppDialog>
  );
}
