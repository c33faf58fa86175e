import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { TIMINGS } from '../../../shared/common/constants.ts';
import { registerPageRecipes } from '../theme/page-recipes.ts';

// A message may come before any page but the sign-in one has loaded (the toast recipe is a page recipe).
registerPageRecipes();

// Bottom-end: a message never lands on the centred form button that was just pressed (and, hovered there, stays).
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, duration: TIMINGS.snackbarDefaultMs });

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast">
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
