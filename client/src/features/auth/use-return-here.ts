import { useLocation, useSearch } from 'wouter';
import { loginPathFor } from '../../../../shared/return-path.ts';

const AUTH_PAGE = /^\/(auth\/)?(login|sign-up)$/;

/**
 * The sign-in or sign-up link that brings the visitor back to the page they are on (an auth page
 * passes on the `next` it was given), so an invitation or event link survives signing in.
 */
export function useAuthLink(page: 'login' | 'sign-up'): string {
  const [location] = useLocation();
  const search = useSearch();
  const next = AUTH_PAGE.test(location) ? new URLSearchParams(search).get('next') : search ? `${location}?${search}` : location;
  return loginPathFor(next, page);
}
