import { Redirect as WouterRedirect, useLocation, type RedirectProps } from 'wouter';

/**
 * wouter's Redirect, except from a page the address has already left. Page changes are
 * transitions (transition-router.tsx): a page stays on screen while the next one's code loads, and
 * a redirect it rendered then would override the change under way. A guest-only sign-up page,
 * seeing the new account, sent an invitee to the event instead of the name step the sign-up had
 * just opened. Before transitions the page was gone by then.
 */
export function Redirect(props: RedirectProps) {
  const [path] = useLocation();
  if (typeof window !== 'undefined' && window.location.pathname !== path) return null;
  return <WouterRedirect {...props} />;
}
