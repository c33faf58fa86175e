import { CloseButton, Drawer, Portal, Stack } from '@chakra-ui/react';
import { TextLink } from './TextLink.tsx';
import { LAYOUT, PRODUCT_NAME } from '../../../shared/common/constants.ts';
import { SCAN_WORDS } from '../../../shared/scan/messages.ts';
import { CITY_PAGE_WORDS } from '../../../shared/cities/city-page.ts';
import type { CurrentUser } from '../../../shared/users/schemas.ts';
import { useAuthLink } from '../features/auth/use-return-here.ts';
import { FOLLOW_MESSAGES } from '../../../shared/follows/messages.ts';
import { useUnreadConversations } from '../features/messages/unread-messages.ts';
import { UnreadBadge } from '../features/messages/UnreadBadge.tsx';
import { ORGANIZATION_MESSAGES } from '../../../shared/organizations/messages.ts';
import { LEAGUE_PAGE_WORDS } from '../../../shared/leagues/league-page-words.ts';

/** The 350 px side panel of spec section 2: navigation for the whole app. */
export function SidePanel({ open, onClose, user }: { open: boolean; onClose: () => void; user: CurrentUser | null }) {
  const signInHref = useAuthLink('login');
  const signUpHref = useAuthLink('sign-up');
  const unreadMessages = useUnreadConversations();
  const links = user
    ? [
        { href: '/home', label: 'Home' },
        { href: '/discover', label: 'Discover' },
        { href: '/full-search', label: 'Search' },
        { href: '/my-events', label: 'My events' },
        { href: '/my-communities', label: 'My communities' },
        { href: '/subscriptions', label: FOLLOW_MESSAGES.pageTitle },
        { href: '/teams-v3', label: 'Find a team' },
        { href: '/organizations', label: ORGANIZATION_MESSAGES.pageTitle },
        { href: '/leagues', label: LEAGUE_PAGE_WORDS.pageTitle },
        { href: '/create', label: 'Create event' },
        { href: '/tournaments', label: 'Tournaments' },
        { href: '/form', label: 'Forms' },
        { href: '/places/new', label: 'Add a place' },
        { href: '/messages', label: 'Messages' },
        { href: '/posts', label: 'Post board' },
        { href: `/profile/${user.id}`, label: 'Your profile' },
        { href: '/user-list', label: 'User lists' },
        { href: '/settings', label: 'Settings' },
        { href: '/scan', label: SCAN_WORDS.menuLabel },
        { href: '/city-search', label: CITY_PAGE_WORDS.footerLink },
        { href: '/faqs', label: 'Help and FAQs' },
        ...(user.role === 'admin' ? [{ href: '/admin', label: 'Admin' }] : []),
      ]
    : [
        { href: '/discover', label: 'Discover' },
        { href: '/full-search', label: 'Search' },
        { href: '/teams-v3', label: 'Find a team' },
        { href: '/organizations', label: ORGANIZATION_MESSAGES.pageTitle },
        { href: '/leagues', label: LEAGUE_PAGE_WORDS.pageTitle },
        { href: '/posts', label: 'Post board' },
        { href: '/features', label: 'Features' },
        { href: '/scan', label: SCAN_WORDS.menuLabel },
        { href: '/city-search', label: CITY_PAGE_WORDS.footerLink },
        { href: '/faqs', label: 'Help and FAQs' },
        { href: signInHref, label: 'Sign in' },
        { href: signUpHref, label: 'Create an account' },
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
                  <TextLink key={link.href} href={link.href} onClick={onClose}>
                    {link.label}
                    {link.href === '/messages' && unreadMessages > 0 && <UnreadBadge count={unreadMessages} />}
                  </TextLink>
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
