import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { preloadLater } from '../lib/preload-later.ts';
import { preloadLikelyPages } from '../route-prefetch.ts';
import { Link, useLocation } from 'wouter';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { TopNav } from './TopNav.tsx';
import { CircleUserRound, Menu } from 'lucide-react';
import { useCurrentUser } from '../features/auth/use-current-user.ts';
import { useLogout } from '../features/auth/use-logout.ts';
import { VerificationBanner } from '../features/auth/VerificationBanner.tsx';
import { NotificationBell } from '../features/notifications/NotificationBell.tsx';
import { useAuthLink } from '../features/auth/use-return-here.ts';
import { PRODUCT_NAME } from '../../../shared/common/constants.ts';
// The drawer's focus trap and dialog machinery load when the panel first opens.
const loadSidePanel = () => import('./SidePanel.tsx');
const SidePanel = lazy(() => loadSidePanel().then((module) => ({ default: module.SidePanel })));

export function AppShell({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  const logout = useLogout();
  const [panelOpen, setPanelOpen] = useState(false);
  const signInHref = useAuthLink('login');
  const [location] = useLocation();
  // The menu still opens after the connection drops.
  useEffect(() => preloadLater(loadSidePanel), []);
  // The shell stays from page to page (page-routes.tsx): a link in the menu closes it itself, and
  // Back or Forward, which leave the page it was opened on, close it too.
  useEffect(() => {
    if (!panelOpen) return;
    const close = () => setPanelOpen(false);
    window.addEventListener('popstate', close);
    return () => window.removeEventListener('popstate', close);
  }, [panelOpen]);
  // A member's likely next pages (the drawer's and Home's links) are fetched while the browser idles.
  const signedIn = Boolean(user);
  useEffect(() => (signedIn ? preloadLikelyPages() : undefined), [signedIn]);
  return (
    <Box minH="100vh">
      <Flex as="header" align="center" gap="3" px="4" py="3" borderBottomWidth="1px" bg="bg">
        {/* One menu button at every width, so it keeps its name: the drawer on a phone, and on a wide
            screen the user menu at the right, holding all the drawer holds (organiser pages included). */}
        <Button variant="ghost" size="sm" aria-label="Open menu" onClick={() => setPanelOpen(true)} order={{ base: 0, lg: 3 }}>
          <Box as="span" display={user ? { base: 'inline-flex', lg: 'none' } : 'inline-flex'}>
            <Menu aria-hidden size={20} />
          </Box>
          {user && (
            <Box as="span" display={{ base: 'none', lg: 'inline-flex' }} alignItems="center" gap="1">
              <CircleUserRound aria-hidden size={20} />
              Menu
            </Box>
          )}
        </Button>
        <Link href={user ? '/home' : '/'}>
          <Text fontWeight="bold" fontSize="lg" color="teal.700">
            {PRODUCT_NAME}
          </Text>
        </Link>
        <TopNav signedIn={Boolean(user)} />
        <Box flex="1" />
        {user && (
          <Box order={{ base: 0, lg: 2 }}>
            <NotificationBell key={user.id} />
          </Box>
        )}
        {user ? (
          <Button size="sm" variant="outline" onClick={logout} order={{ base: 0, lg: 4 }}>
            Sign out
          </Button>
        ) : (
          <Button asChild size="sm" colorPalette="teal">
            <Link href={signInHref}>Sign in</Link>
          </Button>
        )}
      </Flex>
      {panelOpen && (
        <Suspense fallback={null}>
          <SidePanel open={panelOpen} onClose={() => setPanelOpen(false)} user={user} />
        </Suspense>
      )}
      <VerificationBanner />
      {/* A page whose script failed keeps the header and menu around it; another address starts afresh. */}
      <Box as="main">
        <RouteErrorBoundary key={location}>{children}</RouteErrorBoundary>
      </Box>
    </Box>
  );
}
