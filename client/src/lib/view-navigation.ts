import { navigate } from 'wouter/use-browser-location';

/** Set by navigateToView, read once by the router (transition-router.tsx) at the change it makes. */
let nextIsView = false;

/**
 * Opens another view of the same page (a team's tab kept in the address as ?tab=) as a page change
 * is opened: in a transition, so the view on screen stays until the next one's code is there.
 * Its own module, so a page can call it without importing the router (which imports every page).
 */
export function navigateToView(href: string): void {
  nextIsView = true;
  navigate(href);
}

/** Whether the change being handled was asked for by navigateToView; resets the flag. */
export function takeViewChange(): boolean {
  const asked = nextIsView;
  nextIsView = false;
  return asked;
}
