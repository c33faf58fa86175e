import { CloseButton, Drawer, Portal, Stack } from '@chakra-ui/react';
import { Link } from 'wouter';
import { LAYOUT, PRODUCT_NAME } from '../../../shared/constants.ts';
import type { CurrentUser } from '../../../shared/schemas/user.ts';

/** The 350 px side panel of spec section 2: navigation for the whole app. */
export function SidePanel({ open, onClose, user }: { open: boolean; onClose: () => void; user: CurrentUser | null }) {
  const links = user
    ? [
        { href: '/home', label: 'Home' },
        { href: '/verify-email', label: 'E-mail verification' },
      ]
    : [
        { href: '/login', label: 'Sign in' },
        { href: '/sign-up', label: 'Create an account' },
      ];
  return (
    <Drawer.Root open={open} onOpenChange={(event) => !event.open && onClose()} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={`${LAYOUT.sidePanelWidthPx}px`} w={`${LAYOUT.sidePanelWidthPx}px`} data-testid="side-panel">
            <Drawer.Header>
              <Drawer.Title>{PRODUCT_NAME}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" gap="3">
                {links.map((link) => (
                  <Link key={link.href} href={link.href} onClick={onClose}>
                    {link.label}
                  </Link>
                ))}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
