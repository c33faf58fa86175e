import { Button, Stack } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import { APP_MESSAGES } from '../../../shared/common/app-messages.ts';
import { errorMessage } from '../lib/errors.ts';
import { AppDialog } from './AppDialog.tsx';
import { FormAlert } from './PageStates.tsx';

/**
 * A dialog that asks before an action: its body, a way back and the action, which shows that it is
 * under way and, when it fails, why, inside the dialog (the dialog stays open, so the person can
 * try again or step back).
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  testId,
  role,
  contentProps,
  confirmLabel,
  cancelLabel = 'Cancel',
  confirmColor = 'red',
  confirmDisabled = false,
  confirmLoadingText,
  onConfirm,
  pending,
  error,
  failure = APP_MESSAGES.tryAgain,
  bodyGap = '3',
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  testId?: string;
  role?: 'dialog' | 'alertdialog';
  contentProps?: ComponentProps<typeof AppDialog>['contentProps'];
  confirmLabel: ReactNode;
  cancelLabel?: string;
  confirmColor?: 'red' | 'teal';
  confirmDisabled?: boolean;
  confirmLoadingText?: string;
  onConfirm: () => void;
  /** The action is under way. */
  pending: boolean;
  /** Why the action failed: a request's error (shown in the server's words, else `failure`) or a message of our own; null while nothing failed. */
  error: unknown;
  /** Shown when the failed request says nothing a person can read. */
  failure?: string;
  bodyGap?: '3' | '4';
  children: ReactNode;
}) {
  const message = typeof error === 'string' ? error : error ? errorMessage(error, failure) : null;
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={title}
      testId={testId}
      role={role}
      contentProps={contentProps}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button colorPalette={confirmColor} disabled={confirmDisabled} loading={pending} loadingText={confirmLoadingText} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Stack gap={bodyGap}>
        {children}
        <FormAlert status="error" message={message} />
      </Stack>
    </AppDialog>
  );
}
