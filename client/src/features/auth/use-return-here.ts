import { useLocation, useRouter, useSearch } from 'wouter';
import { loginPathFor } from '../../../../shared/auth/return-path.ts';
import { isSignInPath } from '../../../../shared/auth/sign-in-pages.ts';

/** The whole path of the page, also inside a nested route (whose own location leaves out its base). */
function useAbsolutePath(): string {
  const router = useRouter();
  const [location] = useLocation();
  if (location.startsWith('~')) return location.slice(1);
  const base = !router.base || router.base === '/' ? '' : router.base;
  return base && location === '/' ? base : `${base}${location}`;
}

/**
 * The sign-in or sign-up link that brings the visitor back to the page they are on (an auth page
 * passes on the `next` it was given), so an invitation or event link survives signing in. It is
 * absolute ('~'), so it leads to the same page from inside a nested route.
 */
export function useAuthLink(page: 'login' | 'sign-up'): string {
  const path = useAbsolutePath();
  const search = useSearch();
  const next = isSignInPath(path) ? new URLSearchParams(search).get('next') : search ? `${path}?${search}` : path;
  return `~${loginPathFor(next, page)}`;
}
