import { Button, Flex } from '@chakra-ui/react';
import { Compass, House, MessageSquare, StickyNote, Users, type LucideIcon } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { useUnreadConversations } from '../features/messages/unread-messages.ts';
import { UnreadBadge } from '../features/messages/UnreadBadge.tsx';

interface NavEntry {
  href: string;
  label: string;
  icon: LucideIcon;
  /** The addresses this entry stands for, so a team page lights up "Teams". */
  matches: (path: string) => boolean;
}

const under =
  (...prefixes: string[]) =>
  (path: string) =>
    prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

const MEMBER_ENTRIES: NavEntry[] = [
  { href: '/home', label: 'Home', icon: House, matches: under('/home') },
  { href: '/discover', label: 'Discover', icon: Compass, matches: under('/discover') },
  { href: '/my-communities', label: 'Teams', icon: Users, matches: under('/my-communities', '/team', '/teams', '/teams-v3') },
  { href: '/messages', label: 'Messages', icon: MessageSquare, matches: under('/messages') },
  { href: '/posts', label: 'Posts', icon: StickyNote, matches: under('/posts') },
];

const GUEST_ENTRIES: NavEntry[] = [
  { href: '/discover', label: 'Discover', icon: Compass, matches: under('/discover') },
  { href: '/teams-v3', label: 'Teams', icon: Users, matches: under('/teams-v3', '/team') },
  { href: '/posts', label: 'Posts', icon: StickyNote, matches: under('/posts') },
];

/**
 * The desktop header's main places (issue 31: a wide screen had only the menu button). Shown from
 * the lg breakpoint (1024 px); on a phone the drawer holds them. Notifications and the user menu sit
 * beside it in AppShell, as they show at every width.
 */
export function TopNav({ signedIn }: { signedIn: boolean }) {
  const [location] = useLocation();
  const entries = signedIn ? MEMBER_ENTRIES : GUEST_ENTRIES;
  const unreadMessages = useUnreadConversations();
  return (
    <Flex as="nav" aria-label="Main" gap="1" display={{ base: 'none', lg: 'flex' }} data-testid="top-nav">
      {entries.map(({ href, label, icon: Icon, matches }) => {
        const current = matches(location);
        const unread = href === '/messages' ? unreadMessages : 0;
        return (
          <Button key={href} asChild size="sm" variant={current ? 'subtle' : 'ghost'} colorPalette={current ? 'teal' : 'gray'}>
            <Link href={href} aria-current={current ? 'page' : undefined}>
              <Icon aria-hidden size={18} />
              {label}
              {unread > 0 && <UnreadBadge count={unread} />}
            </Link>
          </Button>
        );
      })}
    </Flex>
  );
}
