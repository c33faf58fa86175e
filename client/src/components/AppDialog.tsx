import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';

/** The app's modal frame: title, body, optional footer and a close button, sized per use. */
export function AppDialog({
  open,
  onClose,
  title,
  testId,
  footer,
  role,
  contentProps,
  bodyProps,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  testId?: string;
  footer?: ReactNode;
  role?: 'dialog' | 'alertdialog';
  contentProps?: ComponentProps<typeof Dialog.Content>;
  bodyProps?: ComponentProps<typeof Dialog.Body>;
  children: ReactNode;
}) {
  // A dialog without its own size keeps a readable width on a wide screen instead of stretching edge to edge.
  const sized = Boolean(contentProps && ('w' in contentProps || 'width' in contentProps || 'maxW' in contentProps || 'maxWidth' in contentProps));
  return (
    <Dialog.Root open={open} onOpenChange={(event) => !event.open && onClose()} {...(role ? { role } : {})}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={sized ? 'calc(100vw - 2rem)' : { base: 'calc(100vw - 2rem)', md: '32rem' }} data-testid={testId} {...contentProps}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body {...bodyProps}>{children}</Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
